import type { ProactiveAlert } from '@orion/contracts/proactive'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AlertBell } from '@/features/alerts/components/alert-bell'
import OpenAlertPage from '@/features/alerts/components/open-alert-page'
import { apiCalls, json, renderRoutes, stubApi } from '@/test/api-stub'

const checkIn: ProactiveAlert = {
  id: '0b7c1a52-4b0e-4a39-9d43-0d6c8f3b1a11',
  type: 'ai_proactive_message',
  message: 'Orion here (an AI): how did the interview go?',
  aiName: 'Orion',
  priority: 'medium',
  timestamp: '2026-11-24T08:00:00.000Z',
  readAt: null,
}

const routes = [
  { path: '/', element: <AlertBell className="bell" /> },
  { path: '/alert/:id', element: <OpenAlertPage /> },
  { path: '/c/:id', element: <h1>Conversation</h1> },
  { path: '/settings', element: <h1>Settings</h1> },
]

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('AlertBell', () => {
  it('counts the unread alerts, marks them read when opened and opens one as its conversation', async () => {
    let unread = [checkIn]
    const fetchMock = stubApi({
      handler: ({ method, path, search }) => {
        if (method === 'GET' && path === '/api/alerts' && search === '?unread=true')
          return json({ alerts: unread, unreadCount: unread.length })
        if (method === 'POST' && path === '/api/alerts/read') {
          unread = []
          return json({ success: true })
        }
        if (method === 'POST' && path === `/api/alerts/${checkIn.id}/read`)
          return json({ ...checkIn, readAt: '2026-11-24T09:00:00.000Z' })
        if (method === 'POST' && path === `/api/alerts/${checkIn.id}/conversation`)
          return json({ sessionId: 'c0ffee00-0000-4000-8000-000000000001' })
        return undefined
      },
    })
    const { router } = renderRoutes(routes, '/')
    const bell = await screen.findByRole('button', { name: 'Alerts, 1 unread' })
    expect(screen.getByTestId('unread-alerts-badge')).toHaveTextContent('1')

    await userEvent.click(bell)
    const item = await screen.findByRole('menuitem', { name: /Orion/ })
    expect(item).toHaveTextContent(checkIn.message)
    await waitFor(() =>
      expect(apiCalls(fetchMock)).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/alerts/read' }),
      ),
    )
    expect(screen.queryByTestId('unread-alerts-badge')).not.toBeInTheDocument()

    await userEvent.click(item)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/c/c0ffee00-0000-4000-8000-000000000001'),
    )
  })

  it('opens a security alert in Settings > Security', async () => {
    const alert = { ...checkIn, type: 'security_alert' as const }
    stubApi({
      handler: ({ method, path }) =>
        method === 'POST' && path === `/api/alerts/${alert.id}/read` ? json(alert) : undefined,
    })
    const { router } = renderRoutes(routes, `/alert/${alert.id}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'))
    expect(router.state.location.search).toBe('?tab=security')
  })

  it("says so when the alert cannot be found (another account's id)", async () => {
    stubApi({
      handler: ({ path }) =>
        path.startsWith('/api/alerts/')
          ? json({ error: 'not_found', message: 'Alert not found' }, 404)
          : undefined,
    })
    renderRoutes(routes, `/alert/${checkIn.id}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Alert not found')
  })
})
