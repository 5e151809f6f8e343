import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiRequestError } from '@/lib/api-error'
import { useMeta } from '@/lib/meta'
import {
  browserRecognitionAvailable,
  startBrowserRecognition,
  type Listening,
} from '@/lib/speech/browser-recognition'
import { recordingSupported, startRecording, type Recording } from '@/lib/speech/recorder'
import { transcribeRecording } from '@/lib/speech/speech-api'
import { toast, toastError } from '@/lib/toast'

// Dictation: idle, recording, idle. The recording is transcribed by the server;
// the browser's recognition listens instead when the server cannot. Every voice error is logged
// and the UI goes back to idle.

export type DictationState = 'idle' | 'recording' | 'transcribing'
export const TRANSCRIBE_FAILED = 'Failed to transcribe'

/** The server said it cannot transcribe (503): the browser listens until the page reloads. */
let serverTranscriptionMissing = false

type Capture = { kind: 'server'; recording: Recording } | { kind: 'browser'; listening: Listening }

function explainStartFailure(error: unknown) {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError')
    toast({ title: 'Microphone blocked', description: 'Allow microphone access to dictate.' })
  else if (name === 'NotFoundError')
    toast({ title: 'No microphone', description: 'Connect a microphone to dictate.' })
}

export function useDictation(onText: (text: string) => void) {
  const serverCanTranscribe = useMeta().data?.speech?.speechToText ?? false
  const [state, setState] = useState<DictationState>('idle')
  const capture = useRef<Capture | null>(null)
  const starting = useRef(false)
  const useServer = serverCanTranscribe && !serverTranscriptionMissing && recordingSupported()
  const available = useServer || browserRecognitionAvailable()

  const start = useCallback(async () => {
    if (capture.current || starting.current) return
    starting.current = true
    try {
      capture.current = useServer
        ? { kind: 'server', recording: await startRecording() }
        : { kind: 'browser', listening: startBrowserRecognition() }
      setState('recording')
    } catch (error) {
      console.error('Failed to start recording', error)
      explainStartFailure(error)
      setState('idle')
    } finally {
      starting.current = false
    }
  }, [useServer])

  const stop = useCallback(async () => {
    const active = capture.current
    capture.current = null
    if (!active) {
      console.error(new Error('No active recording'))
      return setState('idle')
    }
    setState('transcribing')
    try {
      const text =
        active.kind === 'server'
          ? await transcribeRecording(await active.recording.stop())
          : await active.listening.stop()
      if (text.trim()) onText(text.trim())
    } catch (error) {
      console.error(TRANSCRIBE_FAILED, error)
      if (error instanceof ApiRequestError && error.status === 503)
        serverTranscriptionMissing = true
      toastError(TRANSCRIBE_FAILED, error)
    } finally {
      setState('idle')
    }
  }, [onText])

  /** Ends without transcribing (push to talk cut short by a shortcut, a page left). */
  const cancel = useCallback(() => {
    const active = capture.current
    capture.current = null
    if (active?.kind === 'server') active.recording.cancel()
    if (active?.kind === 'browser') active.listening.cancel()
    setState('idle')
  }, [])

  useEffect(() => () => cancel(), [cancel])

  return { state, available, start, stop, cancel }
}

export type Dictation = ReturnType<typeof useDictation>
