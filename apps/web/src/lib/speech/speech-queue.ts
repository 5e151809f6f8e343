import type { Utterance } from '@/lib/speech/reply-utterances'

// Plays utterances in order while the next ones are synthesised:
// speech starts after the first sentence, not after the whole reply. When the server voice fails,
// 'TTS request failed' is logged and the browser voice reads the rest.

export type SpeechState = 'idle' | 'speaking'

export interface SpeechQueueDeps {
  /** The server voice: the audio of one utterance. */
  synthesize(utterance: Utterance, signal: AbortSignal): Promise<Blob>
  /** Plays audio to its end; resolves early when `signal` aborts. */
  play(audio: Blob, signal: AbortSignal): Promise<void>
  /** The browser voice; resolves at the end of the utterance or when `signal` aborts. */
  speakWithBrowser(utterance: Utterance, signal: AbortSignal): Promise<void>
  /** False: the server has no voice, the browser reads from the start. */
  serverVoice: boolean
  /** Called once with the failure when the server voice gives way to the browser's. */
  onServerFailure(error: unknown): void
}

/** Sentences synthesised ahead of the one playing. */
export const LOOKAHEAD = 2

export function createSpeechQueue(deps: SpeechQueueDeps, onState: (state: SpeechState) => void) {
  const items: { utterance: Utterance; audio?: Promise<Blob> }[] = []
  const controller = new AbortController()
  let ended = false
  let useBrowser = !deps.serverVoice
  let wake: (() => void) | null = null
  let position = 0

  function prefetch(from: number) {
    if (useBrowser) return
    for (let index = from; index < Math.min(items.length, from + 1 + LOOKAHEAD); index++) {
      const item = items[index]!
      if (item.audio) continue
      item.audio = deps.synthesize(item.utterance, controller.signal)
      item.audio.catch(() => {}) // awaited in turn; a failure is handled there
    }
  }

  async function speak(index: number) {
    const item = items[index]!
    if (!useBrowser) {
      try {
        prefetch(index)
        await deps.play(await item.audio!, controller.signal)
        return
      } catch (error) {
        if (controller.signal.aborted) return
        useBrowser = true
        deps.onServerFailure(error)
      }
    }
    try {
      await deps.speakWithBrowser(item.utterance, controller.signal)
    } catch (error) {
      console.error('Speech synthesis failed', error)
    }
  }

  /** Speaking from creation (a streaming reply may not have its first sentence yet) to the end. */
  async function run() {
    onState('speaking')
    for (; !controller.signal.aborted; position++) {
      while (position >= items.length && !ended && !controller.signal.aborted) {
        await new Promise<void>((resolve) => (wake = resolve))
      }
      if (position >= items.length || controller.signal.aborted) break
      await speak(position)
    }
    onState('idle')
  }
  void run()

  function poke() {
    wake?.()
    wake = null
  }

  return {
    add(utterance: Utterance) {
      if (controller.signal.aborted || ended) return
      items.push({ utterance })
      prefetch(position)
      poke()
    },
    /** No more utterances will come: the queue goes idle once it has spoken them all. */
    end() {
      ended = true
      poke()
    },
    stop() {
      controller.abort()
      poke()
    },
  }
}

export type SpeechQueue = ReturnType<typeof createSpeechQueue>
