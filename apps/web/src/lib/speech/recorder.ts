import { RECORDER_MIME_TYPES } from '@orion/contracts/voice'

// Recording from the microphone: the first supported type of
// webm/opus, webm, ogg/opus, ogg, mp4. Stopping when nothing records is 'No active recording'.

export const NO_ACTIVE_RECORDING = 'No active recording'

export function recordingSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  )
}

export function pickRecorderType(
  isSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type),
): string | null {
  return RECORDER_MIME_TYPES.find((type) => isSupported(type)) ?? null
}

export interface Recording {
  /** The microphone's stream, e.g. for a level meter or pause detection. */
  stream: MediaStream
  /** Ends the recording and answers its audio. Throws 'No active recording' when already ended. */
  stop(): Promise<Blob>
  /** Ends it and throws the audio away. */
  cancel(): void
}

export async function startRecording(): Promise<Recording> {
  if (!recordingSupported()) throw new Error('Recording is not supported in this browser')
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  const type = pickRecorderType()
  let recorder: MediaRecorder
  try {
    recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined)
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop())
    throw error
  }
  const chunks: Blob[] = []
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  }
  const release = () => stream.getTracks().forEach((track) => track.stop())
  recorder.start()
  return {
    stream,
    stop() {
      if (recorder.state === 'inactive') return Promise.reject(new Error(NO_ACTIVE_RECORDING))
      return new Promise<Blob>((resolve) => {
        recorder.onstop = () => {
          release()
          resolve(new Blob(chunks, { type: (recorder.mimeType || type) ?? 'audio/webm' }))
        }
        recorder.stop()
      })
    },
    cancel() {
      recorder.onstop = null
      if (recorder.state !== 'inactive') recorder.stop()
      release()
    },
  }
}
