import type { FitbitReading, FitbitStatus } from '@orion/contracts/fitbit'
import { focusManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatSleepDuration } from '@/features/settings/components/fitbit-reading'
import SettingsPage from '@/features/settings/components/settings-page'
import { fullPageLoad } from '@/lib/full-page-load'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, testUser, type ApiHandler } from '@/test/api-stub'
import { expectToast } from '@/test/toasts'

vi.mock('@/lib/full-page-load', () => ({ fullPageLoad: vi.fn() }))

const connectedUser = {
  ...testUser,
  fitbitConnectedAt: '2026-11-20T08:00:00.000Z',
  fitbitUserId: 'health-user-1',
}

const reading: FitbitReading = {
  heartRate: 128,
  heartRateZone: 'cardio',
  restingHeartRate: 72,
  stressLevel: 'high',
  steps: 8412,
  sleepQuality: 'poor',
  sleepDuration: 250,
  caloriesBurned: 2140,
  recordedAt: '2026-11-23T07:30:00.000Z',
}

const connectedStatus: FitbitStatus = {
  connected: true,
  connectedAt: connectedUser.fitbitConnectedAt,
  fitbitUserId: connectedUser.fitbitUserId,
  lastSyncedAt: '2026-11-23T07:31:00.000Z',
  shareWithCompanion: true,
  problem: null,
}

const notConnectedStatus: FitbitStatus = {
  ...connectedStatus,
  connected: false,
  connectedAt: null,
  fitbitUserId: null,
  lastSyncedAt: null,
}

function renderFitbitTab({
  user = connectedUser,
  latest = reading as FitbitReading | null,
  status = user?.fitbitConnectedAt ? connectedStatus : notConnectedStatus,
  handler,
  path = '/settings?tab=fitbit',
}: {
  user?: typeof testUser | null
  latest?: FitbitReading | null
  status?: FitbitStatus
  handler?: ApiHandler
  path?: string
} = {}) {
  const fetchMock = stubApi({
    user,
    handler: (call) =>
      handler?.(call) ??
      (call.path === '/api/fitbit/latest'
        ? json(latest)
        : call.path === '/api/fitbit/status'
          ? json(status)
          : undefined),
  })
  const view = renderRoutes(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    path,
  )
  return { fetchMock, ...view }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.mocked(fullPageLoad).mockClear()
})

afterEach(() => {
  act(() => clearToasts())
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('sleep duration', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [250, '4 h 10 min'],
    [481, '8 h 1 min'],
  ])('shows %i minutes as %s', (minutes, text) => {
    expect(formatSleepDuration(minutes)).toBe(text)
  })
})

describe('settings: Fitbit Sync, not connected', () => {
  it('says so and sends the browser to the consent page Connect answers', async () => {
    const user = userEvent.setup()
    const authUrl = 'http://127.0.0.1:9/o/oauth2/v2/auth?client_id=x&state=s'
    const fetchMock = renderFitbitTab({
      user: testUser,
      latest: null,
      handler: ({ method, path }) =>
        method === 'POST' && path === '/api/fitbit/connect' ? json({ authUrl }) : undefined,
    }).fetchMock
    expect(await screen.findByText('Not connected')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Connect Fitbit' }))
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(authUrl))
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled()
    expect(apiCalls(fetchMock).filter((c) => c.path === '/api/fitbit/connect')).toHaveLength(1)
  })

  it('asks a visitor whose session ended to log in first, then goes to the sign-in page', async () => {
    const user = userEvent.setup()
    const { router } = renderFitbitTab({
      user: testUser,
      latest: null,
      handler: ({ path }) =>
        path === '/api/fitbit/connect'
          ? json({ error: 'unauthorized', message: 'Please sign in.' }, 401)
          : undefined,
    })
    await user.click(await screen.findByRole('button', { name: 'Connect Fitbit' }))
    await expectToast('Please log in to Orion first before connecting Fitbit')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(fullPageLoad).not.toHaveBeenCalled()
  })

  it('sends a signed-out visitor to the sign-in page without asking the server', async () => {
    const user = userEvent.setup()
    const { router, fetchMock } = renderFitbitTab({ user: null, latest: null })
    await user.click(await screen.findByRole('button', { name: 'Connect Fitbit' }))
    await expectToast('Please log in to Orion first before connecting Fitbit')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(apiCalls(fetchMock).some((c) => c.path === '/api/fitbit/connect')).toBe(false)
  })

  it('only logs a connect failure and brings the button back', async () => {
    const user = userEvent.setup()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFitbitTab({
      user: testUser,
      latest: null,
      handler: ({ path }) =>
        path === '/api/fitbit/connect'
          ? json({ error: 'fitbit_failed', message: 'Fitbit did not answer.' }, 502)
          : undefined,
    })
    await user.click(await screen.findByRole('button', { name: 'Connect Fitbit' }))
    await waitFor(() => expect(consoleError).toHaveBeenCalled())
    expect(await screen.findByRole('button', { name: 'Connect Fitbit' })).toBeEnabled()
    expect(screen.queryByRole('listitem')).toBeNull()
    expect(fullPageLoad).not.toHaveBeenCalled()
  })

  it('says so when Fitbit Sync is not set up on the server', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFitbitTab({
      user: testUser,
      latest: null,
      handler: ({ path }) =>
        path === '/api/fitbit/connect'
          ? json(
              {
                error: 'fitbit_unavailable',
                message: 'Fitbit Sync is not set up on this server.',
              },
              503,
            )
          : undefined,
    })
    await user.click(await screen.findByRole('button', { name: 'Connect Fitbit' }))
    expect(await screen.findByText('Fitbit Sync is not set up on this server.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Connect Fitbit' })).toBeNull()
  })

  it.each([
    ['denied', 'Fitbit access was not granted.'],
    ['expired', 'The Fitbit connection took too long or was already used. Please connect again.'],
    ['something-else', 'Fitbit could not be connected. Please try again.'],
  ])('shows the error the callback sent back (%s) until dismissed', async (code, text) => {
    const user = userEvent.setup()
    const { router } = renderFitbitTab({
      user: testUser,
      latest: null,
      path: `/settings?tab=fitbit&fitbit_error=${code}`,
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(router.state.location.search).toBe('?tab=fitbit')
  })

  it("shows the provider's revoked access and offers to connect again", async () => {
    renderFitbitTab({
      user: testUser,
      latest: null,
      status: {
        ...notConnectedStatus,
        problem: 'Fitbit access was revoked. Connect Fitbit again to keep syncing.',
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fitbit access was revoked. Connect Fitbit again to keep syncing.',
    )
    expect(screen.getByRole('button', { name: 'Connect Fitbit again' })).toBeEnabled()
  })
})

describe('settings: Fitbit Sync, connected', () => {
  it('shows the latest reading, zone, stress and sleep in the spec colours', async () => {
    renderFitbitTab()
    expect(await screen.findByText('Connected')).toBeInTheDocument()
    expect(screen.getByText(/Connected since Nov 20, 2026/)).toBeInTheDocument()
    const figures = await screen.findByRole('region', { name: 'Latest reading' })
    expect(within(figures).getByText('4 h 10 min')).toBeInTheDocument()
    expect(within(figures).getByText('8,412')).toBeInTheDocument()
    expect(within(figures).getByText('2,140')).toBeInTheDocument()
    expect(within(figures).getByText('Cardio').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'orange',
    )
    expect(within(figures).getByText('High').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    )
    expect(within(figures).getByText('Poor').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    )
  })

  const colourCases: [Partial<FitbitReading>, [string, string][]][] = [
    [
      { heartRateZone: 'fat-burn', stressLevel: 'low', sleepQuality: 'excellent' },
      [
        ['Fat burn', 'yellow'],
        ['Low', 'green'],
        ['Excellent', 'green'],
      ],
    ],
    [
      { heartRateZone: 'peak', stressLevel: 'medium', sleepQuality: 'good' },
      [
        ['Peak', 'red'],
        ['Medium', 'yellow'],
        ['Good', 'blue'],
      ],
    ],
    [
      { heartRateZone: 'cardio', stressLevel: 'high', sleepQuality: 'fair' },
      [
        ['Cardio', 'orange'],
        ['High', 'red'],
        ['Fair', 'yellow'],
      ],
    ],
  ]
  it.each(colourCases)('colours %o', async (fields, badges) => {
    renderFitbitTab({ latest: { ...reading, ...fields } })
    const figures = await screen.findByRole('region', { name: 'Latest reading' })
    for (const [word, tone] of badges)
      expect(within(figures).getByText(word).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      )
  })

  it('counts as connected when a reading exists even without the user fields', async () => {
    renderFitbitTab({ user: testUser, status: notConnectedStatus })
    expect(await screen.findByText('Connected')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled()
  })

  it('keeps the reading for an hour and does not ask again when the window gets focus', async () => {
    const { fetchMock, queryClient } = renderFitbitTab()
    await screen.findByRole('region', { name: 'Latest reading' })
    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })
    const query = queryClient.getQueryCache().find({ queryKey: ['/api/fitbit/latest'] })
    expect(query?.isStale()).toBe(false)
    expect(apiCalls(fetchMock).filter((c) => c.path === '/api/fitbit/latest')).toHaveLength(1)
    act(() => focusManager.setFocused(undefined))
  })

  it('Sync now shows the new reading', async () => {
    const user = userEvent.setup()
    const fresh = { ...reading, sleepDuration: 452, sleepQuality: 'good' as const }
    renderFitbitTab({
      handler: ({ method, path }) =>
        method === 'POST' && path === '/api/fitbit/sync'
          ? json({ reading: fresh, syncedAt: '2026-11-23T09:00:00.000Z' })
          : undefined,
    })
    await screen.findByText('4 h 10 min')
    await user.click(screen.getByRole('button', { name: 'Sync now' }))
    expect(await screen.findByText('7 h 32 min')).toBeInTheDocument()
    expect(screen.getByText('Good').closest('[data-tone]')).toHaveAttribute('data-tone', 'blue')
  })

  it("says 'Sync failed: ' with the server's text", async () => {
    const user = userEvent.setup()
    renderFitbitTab({
      handler: ({ path }) =>
        path === '/api/fitbit/sync'
          ? json(
              {
                error: 'fitbit_rate_limited',
                message: 'Fitbit is busy. Please try again in a few minutes.',
              },
              429,
            )
          : undefined,
    })
    await user.click(await screen.findByRole('button', { name: 'Sync now' }))
    await expectToast('Sync failed: Fitbit is busy. Please try again in a few minutes.')
  })

  it('lists the devices Check devices finds', async () => {
    const user = userEvent.setup()
    renderFitbitTab({
      handler: ({ path }) =>
        path === '/api/fitbit/devices'
          ? json([
              {
                id: 'd1',
                name: 'Charge 6',
                type: 'fitness band',
                manufacturer: 'Google',
                lastSyncTime: '2026-11-23T07:00:00.000Z',
              },
            ])
          : undefined,
    })
    await user.click(await screen.findByRole('button', { name: 'Check devices' }))
    const list = await screen.findByRole('list', { name: 'Devices' })
    expect(within(list).getByText('Charge 6')).toBeInTheDocument()
    expect(within(list).getByText('Google · fitness band')).toBeInTheDocument()
  })

  it('says the device check failed and logs why', async () => {
    const user = userEvent.setup()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFitbitTab({
      handler: ({ path }) =>
        path === '/api/fitbit/devices'
          ? json({ error: 'fitbit_unavailable', message: 'Fitbit did not answer.' }, 502)
          : undefined,
    })
    await user.click(await screen.findByRole('button', { name: 'Check devices' }))
    await expectToast('Failed to check devices. See console for details.')
    expect(consoleError).toHaveBeenCalled()
  })

  it('Disconnect revokes, then reads the latest data and the user again', async () => {
    const user = userEvent.setup()
    let disconnected = false
    const { fetchMock } = renderFitbitTab({
      handler: ({ method, path }) => {
        if (method === 'POST' && path === '/api/fitbit/disconnect') {
          disconnected = true
          return json({ ok: true })
        }
        if (!disconnected) return undefined
        if (path === '/api/user') return json(testUser)
        if (path === '/api/fitbit/latest') return json(null)
        if (path === '/api/fitbit/status') return json(notConnectedStatus)
        return undefined
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByText('Not connected')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Connect Fitbit' })).toBeEnabled()
    expect(screen.queryByRole('region', { name: 'Latest reading' })).toBeNull()
    expect(apiCalls(fetchMock).filter((c) => c.path === '/api/fitbit/latest')).toHaveLength(2)
  })

  it('turns off what Orion may see in conversations', async () => {
    const user = userEvent.setup()
    const { fetchMock } = renderFitbitTab({
      handler: ({ method, path, body }) =>
        method === 'PATCH' && path === '/api/fitbit/settings'
          ? json({ ...connectedStatus, ...(body as object) })
          : undefined,
    })
    const toggle = await screen.findByRole('switch', { name: 'Let Orion see my readings' })
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await user.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'))
    expect(apiCalls(fetchMock).find((c) => c.method === 'PATCH')?.body).toEqual({
      shareWithCompanion: false,
    })
  })
})
