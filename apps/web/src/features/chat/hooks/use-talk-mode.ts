import type { Message } from '@orion/contracts/chat'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePersonas } from '@/features/chat/api/get-personas'
import type { PendingTurn } from '@/features/chat/hooks/use-send-message'
import { useMeta } from '@/lib/meta'
import {
  browserRecognitionAvailable,
  startBrowserRecognition,
} from '@/lib/speech/browser-recognition'
import { watchForPause } from '@/lib/speech/pause-detector'
import { startReadAloud, type ReadAloudSession } from '@/lib/speech/read-aloud'
import { storedReplyParts, type ReplyPart } from '@/lib/speech/reply-utterances'
import { recordingSupported, startRecording } from '@/lib/speech/recorder'
import { transcribeRecording } from '@/lib/speech/speech-api'

// Talk mode: a hands-free conversation. Orion listens, sends what was said when the person pauses,
// reads the reply aloud sentence by sentence as it streams, then listens again. It never listens
// while it speaks, so it does not hear itself.

export type TalkState = 'off' | 'listening' | 'transcribing' | 'replying' | 'speaking'
export const TALK_OWNER = 'talk-mode'

export function useTalkMode({
  send,
  pending,
}: {
  send: (text: string) => Promise<Message | null>
  pending: PendingTurn | null
}) {
  const personas = usePersonas().data
  const speech = useMeta().data?.speech
  const [state, setState] = useState<TalkState>('off')
  const on = useRef(false)
  const stopCapture = useRef<(() => void) | null>(null)
  const reading = useRef<ReadAloudSession | null>(null)
  const streamed = useRef<ReplyPart[]>([])
  const serverTranscribes = (speech?.speechToText ?? false) && recordingSupported()

  const end = useCallback(() => {
    on.current = false
    stopCapture.current?.()
    stopCapture.current = null
    reading.current?.stop()
    reading.current = null
    setState('off')
  }, [])

  const hear = useCallback(async (): Promise<string> => {
    if (!serverTranscribes) {
      const listening = startBrowserRecognition({ continuous: false })
      stopCapture.current = () => listening.cancel()
      return listening.result
    }
    const recording = await startRecording()
    const paused = new Promise<void>((resolve) => {
      const stopWatching = watchForPause(recording.stream, resolve)
      stopCapture.current = () => {
        stopWatching()
        recording.cancel()
      }
    })
    await paused
    stopCapture.current = null
    if (!on.current) return ''
    setState('transcribing')
    return transcribeRecording(await recording.stop())
  }, [serverTranscribes])

  const turn = useCallback(async () => {
    while (on.current) {
      setState('listening')
      const text = (await hear()).trim()
      if (!on.current) return
      if (!text) continue
      setState('replying')
      streamed.current = []
      const session = startReadAloud({
        owner: TALK_OWNER,
        personas: personas ?? [],
        serverVoice: speech?.textToSpeech ?? false,
      })
      reading.current = session
      const reply = await send(text)
      if (!on.current) return
      if (!reply) return end() // the message failed (a toast says why): stop talking
      session.update(storedReplyParts(streamed.current, reply.content), true)
      setState('speaking')
      await session.done
      reading.current = null
    }
  }, [hear, personas, speech?.textToSpeech, send, end])

  const start = useCallback(() => {
    if (on.current) return
    on.current = true
    turn().catch((error: unknown) => {
      console.error('Talk mode stopped', error)
      end()
    })
  }, [turn, end])

  // The reply is read as it streams: each sentence as soon as it is complete.
  useEffect(() => {
    if (!pending || !reading.current) return
    streamed.current = pending.parts
    reading.current.update(pending.parts, false)
    if (on.current && pending.parts.some((part) => part.text !== '')) setState('speaking')
  }, [pending])

  useEffect(() => () => end(), [end])

  return { state, start, end, available: serverTranscribes || browserRecognitionAvailable() }
}

export type TalkMode = ReturnType<typeof useTalkMode>
