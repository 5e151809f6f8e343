import { LoaderCircle, Mic, Square } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Page } from '@/components/ui/page'
import { readableErrorMessage } from '@/lib/api-error'
import { useMeta } from '@/lib/meta'
import { startBrowserRecognition, type Listening } from '@/lib/speech/browser-recognition'
import { startRecording, type Recording } from '@/lib/speech/recorder'
import { transcribeRecording } from '@/lib/speech/speech-api'

type Capture = { kind: 'server'; recording: Recording } | { kind: 'browser'; listening: Listening }

const reason = (error: unknown) =>
  readableErrorMessage(error, error instanceof Error ? error.message : String(error))

/** Test page: start and stop recording, then show the transcription. */
export default function TestSpeechPage() {
  const serverTranscribes = useMeta().data?.speech?.speechToText ?? false
  const [state, setState] = useState<'idle' | 'recording' | 'transcribing'>('idle')
  const [transcription, setTranscription] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const capture = useRef<Capture | null>(null)

  useEffect(
    () => () => {
      const active = capture.current
      if (active?.kind === 'server') active.recording.cancel()
      if (active?.kind === 'browser') active.listening.cancel()
    },
    [],
  )

  async function start() {
    setError(null)
    setTranscription(null)
    try {
      capture.current = serverTranscribes
        ? { kind: 'server', recording: await startRecording() }
        : { kind: 'browser', listening: startBrowserRecognition() }
      setState('recording')
    } catch (problem) {
      console.error('Failed to start recording', problem)
      setError(`Failed to start recording: ${reason(problem)}`)
    }
  }

  async function stop() {
    const active = capture.current
    capture.current = null
    setState('transcribing')
    try {
      if (!active) throw new Error('No active recording')
      const text =
        active.kind === 'server'
          ? await transcribeRecording(await active.recording.stop())
          : await active.listening.stop()
      setTranscription(text)
    } catch (problem) {
      console.error('Failed to transcribe audio', problem)
      setError(`Failed to transcribe audio: ${reason(problem)}`)
    } finally {
      setState('idle')
    }
  }

  return (
    <Page
      title="Speech-to-Text Test"
      intro={
        serverTranscribes
          ? 'Record a short clip and see how Orion transcribes it.'
          : "Orion's server has no transcription configured: your browser's speech recognition is tested instead."
      }
    >
      <div className="space-y-6 rounded-2xl border border-white/10 bg-night-800/70 p-6">
        <div className="flex items-center gap-4">
          {state === 'recording' ? (
            <button
              type="button"
              onClick={() => void stop()}
              className={buttonClasses('primary', 'bg-red-600 hover:bg-red-500')}
            >
              <Square className="size-4 fill-current" aria-hidden="true" />
              Stop Recording
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void start()}
              disabled={state === 'transcribing'}
              className={buttonClasses('primary')}
            >
              <Mic className="size-4" aria-hidden="true" />
              Start Recording
            </button>
          )}
          <p role="status" className="flex items-center gap-2 text-sm text-star-muted">
            {state === 'recording' ? (
              <>
                <span
                  className="size-2.5 animate-pulse rounded-full bg-red-500"
                  aria-hidden="true"
                />
                Recording...
              </>
            ) : state === 'transcribing' ? (
              <>
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Transcribing...
              </>
            ) : null}
          </p>
        </div>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-500/15 px-4 py-3 text-sm text-red-200">
            {error}
          </p>
        ) : null}
        <section aria-labelledby="transcription-heading">
          <h2 id="transcription-heading" className="mb-2 text-sm font-semibold text-star">
            Transcription
          </h2>
          <p
            data-testid="transcription"
            className="min-h-12 rounded-lg bg-night-900/70 p-4 text-star"
          >
            {transcription === null ? (
              <span className="text-star-muted">Nothing recorded yet.</span>
            ) : transcription === '' ? (
              <span className="text-star-muted">No speech was heard.</span>
            ) : (
              transcription
            )}
          </p>
        </section>
      </div>
    </Page>
  )
}
