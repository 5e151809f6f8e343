// The browser's speech recognition, used when the server cannot
// transcribe. 'Speech recognition not supported or not available' is only logged.

export const RECOGNITION_UNSUPPORTED = 'Speech recognition not supported or not available'

interface RecognitionResultList {
  length: number
  [index: number]: { isFinal: boolean; 0: { transcript: string } }
}
interface Recognition {
  lang: string
  continuous: boolean
  interimResults: boolean
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}
type RecognitionConstructor = new () => Recognition

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null
}

export function browserRecognitionAvailable(): boolean {
  return recognitionClass() !== null
}

export interface Listening {
  /** Stops listening and answers what was heard. */
  stop(): Promise<string>
  cancel(): void
  /** What was heard, once listening ends (by stop, or by a pause when not continuous). */
  result: Promise<string>
}

export function startBrowserRecognition({ continuous = true } = {}): Listening {
  const Class = recognitionClass()
  if (!Class) {
    console.warn(RECOGNITION_UNSUPPORTED)
    throw new Error(RECOGNITION_UNSUPPORTED)
  }
  const recognition = new Class()
  recognition.lang = 'en-US'
  recognition.continuous = continuous
  recognition.interimResults = false
  const heard: string[] = []
  let failure: Error | null = null
  let finished: (() => void) | null = null
  const ended = new Promise<void>((resolve) => (finished = resolve))
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index]!
      if (result.isFinal) heard.push(result[0].transcript.trim())
    }
  }
  recognition.onerror = (event) => {
    if (event.error !== 'no-speech' && event.error !== 'aborted')
      failure = new Error(`Speech recognition failed: ${event.error}`)
  }
  recognition.onend = () => finished?.()
  recognition.start()
  const result = ended.then(() => {
    if (failure) throw failure
    return heard.filter(Boolean).join(' ')
  })
  result.catch(() => {}) // read by whoever awaits it
  return {
    stop() {
      recognition.stop()
      return result
    },
    cancel() {
      recognition.abort()
    },
    result,
  }
}
