import { useSyncExternalStore } from 'react'
import { ApiRequestError } from '@/lib/api-error'
import { playAudio } from '@/lib/speech/audio-playback'
import { speakWithBrowser } from '@/lib/speech/browser-voice'
import {
  createReplyReader,
  type ReplyPart,
  type SpeakingPersona,
} from '@/lib/speech/reply-utterances'
import { synthesizeSpeech } from '@/lib/speech/speech-api'
import { createSpeechQueue, type SpeechQueueDeps } from '@/lib/speech/speech-queue'

// One reading at a time in the whole app: starting one stops the other. Each reading has an owner
// (a message id, or talk mode) so that only its button shows "speaking".

interface Reading {
  owner: string
  stop(): void
}

let current: Reading | null = null
const listeners = new Set<() => void>()
/** The server said it has no voice (503): the browser reads until the page reloads. */
let serverVoiceMissing = false

function publish(next: Reading | null) {
  current = next
  for (const listener of listeners) listener()
}

export interface ReadAloudOptions {
  owner: string
  personas: readonly SpeakingPersona[]
  /** From GET /api/meta: whether the server has a voice at all. */
  serverVoice: boolean
  /** Called when the reading has spoken everything or was stopped. */
  onIdle?: () => void
  /** Test seam for the outside world (audio element, speechSynthesis, fetch). */
  deps?: Partial<SpeechQueueDeps>
}

/** Starts reading a reply; feed it with `update(parts, complete)` as the reply grows. */
export function startReadAloud(options: ReadAloudOptions) {
  current?.stop()
  let finished!: () => void
  const done = new Promise<void>((resolve) => (finished = resolve))
  const queue = createSpeechQueue(
    {
      synthesize: (utterance, signal) => synthesizeSpeech(utterance, signal),
      play: playAudio,
      speakWithBrowser,
      serverVoice: options.serverVoice && !serverVoiceMissing,
      onServerFailure(error) {
        console.error('TTS request failed', error)
        if (error instanceof ApiRequestError && error.status === 503) serverVoiceMissing = true
      },
      ...options.deps,
    },
    (state) => {
      if (state !== 'idle') return
      if (current === reading) publish(null)
      options.onIdle?.()
      finished()
    },
  )
  const reader = createReplyReader(options.personas, (utterance) => queue.add(utterance))
  const reading: Reading = { owner: options.owner, stop: () => queue.stop() }
  publish(reading)
  return {
    update(parts: readonly ReplyPart[], complete: boolean) {
      reader.update(parts, complete)
      if (complete) queue.end()
    },
    stop: () => queue.stop(),
    /** The reading now belongs to `owner` (a streamed reply became a stored message). */
    handOver(owner: string) {
      reading.owner = owner
      if (current === reading) publish(reading)
    },
    /** Settles when everything was spoken or the reading was stopped. */
    done,
  }
}

export type ReadAloudSession = ReturnType<typeof startReadAloud>

export function stopReadAloud() {
  current?.stop()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The owner of the reading in progress, or null when nothing is read aloud. */
export function readAloudOwner(): string | null {
  return current?.owner ?? null
}

export function useReadAloudOwner(): string | null {
  return useSyncExternalStore(subscribe, readAloudOwner)
}
