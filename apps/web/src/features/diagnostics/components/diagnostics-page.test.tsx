import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import DiagnosticsPage from '@/features/diagnostics/components/diagnostics-page'
import { setAuthToken } from '@/lib/auth-token'

afterEach(() => {
  vi.unstubAllGlobals()
})

function row(label: string) {
  return within(screen.getByText(label, { selector: 'dt' }).parentElement!)
}

describe('DiagnosticsPage', () => {
  it('reports the API, the auth mode, storage and the browser', async () => {
    setAuthToken('token-1')
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input)
        if (url === '/healthz') return new Response('{"status":"ok"}', { status: 200 })
        if (url === '/readyz') return new Response('{"status":"not_ready"}', { status: 503 })
        throw new TypeError('Failed to fetch')
      }),
    )
    render(<DiagnosticsPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Orion diagnostics' })).toBeInTheDocument()
    expect(await row('GET /healthz').findByText('200')).toBeInTheDocument()
    expect(await row('GET /readyz').findByText('503')).toBeInTheDocument()
    expect(row('GET /readyz').getByText(/"not_ready"/)).toBeInTheDocument()
    expect(await row('GET /api/meta').findByText('unreachable')).toBeInTheDocument()
    expect(row('Auth mode').getByText('jwt_only')).toBeInTheDocument()
    expect(row('localStorage').getByText('available')).toBeInTheDocument()
    expect(row('App version').getByText('dev')).toBeInTheDocument()
    expect(row('User agent').getByText(navigator.userAgent)).toBeInTheDocument()
  })
})
