import { useEffect, useState, type ReactNode } from 'react'
import { readBrowserFacts, readServiceWorkerStatus } from '@/features/diagnostics/api/browser-facts'
import { probeEndpoint, type ProbeResult } from '@/features/diagnostics/api/probe-endpoint'
import { appVersion } from '@/lib/app-version'

const probedPaths = ['/healthz', '/api/meta', '/readyz'] as const

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-white/10 py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-star">{label}</dt>
      <dd className="min-w-0 break-words text-star-muted">{children}</dd>
    </div>
  )
}

function ProbeRow({ path, result }: { path: string; result: ProbeResult | undefined }) {
  if (!result) return <Row label={`GET ${path}`}>checking...</Row>
  const reachable = result.status !== null && result.status < 500
  return (
    <Row label={`GET ${path}`}>
      <span className={reachable ? 'text-emerald-300' : 'text-red-300'}>
        {result.status ?? 'unreachable'}
      </span>{' '}
      in {result.latencyMs} ms{result.error ? ` (${result.error})` : ''}
      {result.body ? (
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg whitespace-pre-wrap break-words bg-black/40 p-3 text-xs">
          {result.body}
        </pre>
      ) : null}
    </Row>
  )
}

/** ?debug: what support needs to know about this browser and this server. */
export default function DiagnosticsPage() {
  const [facts] = useState(readBrowserFacts)
  const [probes, setProbes] = useState<Record<string, ProbeResult>>({})
  const [serviceWorker, setServiceWorker] = useState('checking...')
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    for (const path of probedPaths) {
      void probeEndpoint(path).then((result) =>
        setProbes((current) => ({ ...current, [path]: result })),
      )
    }
    void readServiceWorkerStatus().then(setServiceWorker)
  }, [])

  const report = { appVersion, ...facts, serviceWorker, probes }
  const copyReport = async () => {
    await navigator.clipboard?.writeText(JSON.stringify(report, null, 2))
    setCopied(true)
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <h1 className="text-2xl font-semibold">Orion diagnostics</h1>
      <p className="mt-2 text-star-muted">
        Share this page with support if something does not work.{' '}
        <a href="/" className="text-violet-200 underline underline-offset-2">
          Back to Orion
        </a>
      </p>
      <dl className="mt-6">
        <Row label="App version">{appVersion}</Row>
        {probedPaths.map((path) => (
          <ProbeRow key={path} path={path} result={probes[path]} />
        ))}
        <Row label="Auth mode">{facts.authMode}</Row>
        <Row label="localStorage">{facts.localStorage}</Row>
        <Row label="sessionStorage">{facts.sessionStorage}</Row>
        <Row label="Cookies">{facts.cookies}</Row>
        <Row label="Service worker">{serviceWorker}</Row>
        <Row label="User agent">{facts.userAgent}</Row>
      </dl>
      <button
        type="button"
        onClick={() => void copyReport().catch(() => setCopied(false))}
        className="mt-6 rounded-lg bg-accent-strong px-4 py-2 text-sm font-medium text-white hover:bg-violet-600"
      >
        Copy diagnostics
      </button>
      <span role="status" className="ml-3 text-sm text-star-muted">
        {copied ? 'Copied to the clipboard.' : ''}
      </span>
    </main>
  )
}
