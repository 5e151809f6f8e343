import type { DownloadProgress } from '@orion/contracts/local-model'
import { useQueryClient } from '@tanstack/react-query'
import { Download, ServerCog } from 'lucide-react'
import { useState } from 'react'
import { AiNotConfiguredNotice } from '@/features/chat/components/ai-not-configured-notice'
import {
  downloadLocalModel,
  localModelQueryKey,
  useLocalModel,
} from '@/features/chat/api/local-model'
import { metaQueryKey } from '@/lib/meta'

// Shown instead of the composer on a server with no AI provider (docs/decisions/0017): the local
// model it can download, with the download's progress as the server streams it.

function bytes(value: number): string {
  if (value < 1024 * 1024) return `${(value / 1024).toFixed(0)} KB`
  if (value < 1024 ** 3) return `${(value / 1024 / 1024).toFixed(1)} MB`
  return `${(value / 1024 ** 3).toFixed(2)} GB`
}

function duration(seconds: number): string {
  const whole = Math.round(seconds)
  if (whole < 60) return `${whole} s`
  return `${Math.floor(whole / 60)} min ${whole % 60} s`
}

function ProgressLine({ progress }: { progress: DownloadProgress }) {
  const percent = progress.percent ?? 0
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label="Model download"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full bg-sky-400 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-star-muted" data-testid="download-progress">
        {percent.toFixed(0)} % · {bytes(progress.receivedBytes)}
        {progress.totalBytes === null ? '' : ` of ${bytes(progress.totalBytes)}`} ·{' '}
        {bytes(progress.bytesPerSecond)}/s
        {progress.secondsLeft === null ? '' : ` · ${duration(progress.secondsLeft)} left`}
      </p>
    </div>
  )
}

export function LocalModelSetupCard() {
  const queryClient = useQueryClient()
  const status = useLocalModel(true)
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const [phase, setPhase] = useState<'idle' | 'downloading' | 'loading' | 'failed'>('idle')
  const [error, setError] = useState<string | null>(null)
  const data = status.data
  if (!data || data.state === 'configured' || !data.model) return <AiNotConfiguredNotice />

  const { model } = data
  const shown = progress ?? data.progress
  const busy =
    phase === 'downloading' ||
    phase === 'loading' ||
    (phase === 'idle' && (data.state === 'downloading' || data.state === 'loading'))
  const failure = error ?? (phase === 'idle' && data.state === 'failed' ? data.error : null)

  async function start() {
    setPhase('downloading')
    setError(null)
    try {
      await downloadLocalModel({ onProgress: setProgress, onLoading: () => setPhase('loading') })
      setPhase('idle')
      await queryClient.invalidateQueries({ queryKey: localModelQueryKey })
    } catch (caught) {
      setPhase('failed')
      setError((caught as Error).message)
    }
  }

  if (data.state === 'ready') {
    return (
      <section
        aria-labelledby="local-model-title"
        className="rounded-2xl border border-emerald-300/30 bg-emerald-500/10 p-4 text-sm"
      >
        <h2 id="local-model-title" className="flex items-center gap-2 font-semibold text-star">
          <ServerCog className="size-5 text-emerald-200" aria-hidden="true" />
          The local model is ready
        </h2>
        <p className="mt-2 text-star-muted">
          <strong className="text-star">{model.name}</strong> is loaded on this server: context{' '}
          {data.contextSize} tokens per reply, {data.sequences} replies at once.
        </p>
        <button
          type="button"
          onClick={() => void queryClient.invalidateQueries({ queryKey: metaQueryKey })}
          className="mt-3 rounded-xl bg-emerald-500 px-4 py-2 font-medium text-white hover:bg-emerald-400"
        >
          Start chatting
        </button>
      </section>
    )
  }

  return (
    <section
      aria-labelledby="local-model-title"
      className="rounded-2xl border border-sky-300/30 bg-sky-500/10 p-4 text-sm"
    >
      <h2 id="local-model-title" className="flex items-center gap-2 font-semibold text-star">
        <ServerCog className="size-5 text-sky-200" aria-hidden="true" />
        Orion can't reply yet: no AI model is configured on this server
      </h2>
      <p className="mt-2 text-star-muted">
        Orion can run a model on this server itself:{' '}
        <strong className="text-star">{model.name}</strong>
        {model.sizeBytes === null ? '' : `, ${bytes(model.sizeBytes)}`}
        {model.licence ? (
          <>
            , licence{' '}
            {model.licenceUrl ? (
              <a className="underline" href={model.licenceUrl} target="_blank" rel="noreferrer">
                {model.licence}
              </a>
            ) : (
              model.licence
            )}
          </>
        ) : null}
        .
      </p>
      {data.canDownload ? (
        <button
          type="button"
          onClick={() => void start()}
          disabled={busy}
          className="mt-3 inline-flex items-center gap-2 rounded-xl bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-600 disabled:opacity-60"
        >
          <Download className="size-4" aria-hidden="true" />
          {phase === 'loading' || data.state === 'loading'
            ? 'Loading the model...'
            : busy
              ? 'Downloading...'
              : 'Download'}
        </button>
      ) : (
        <p className="mt-2 text-star-muted">
          Only the owner of this server can download it: ask{' '}
          <strong className="text-star">{data.ownerName ?? 'the person who runs it'}</strong>.
        </p>
      )}
      {shown && (busy || phase === 'failed' || data.state !== 'missing') ? (
        <ProgressLine progress={shown} />
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 text-rose-200">
          {failure}
        </p>
      ) : null}
      <p className="mt-3 text-star-muted">
        Or use an external provider: set <code className="text-sky-100">AI_BASE_URL</code>,{' '}
        <code className="text-sky-100">AI_API_KEY</code> and{' '}
        <code className="text-sky-100">AI_MODEL</code> (OpenAI, Ollama, LM Studio, OpenRouter...)
        and restart the server; then nothing is downloaded.
      </p>
    </section>
  )
}
