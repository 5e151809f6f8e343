import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_INIT_TIMEOUT_MS } from '@/app/auth/require-auth'
import { json, renderApp, stubApi, testUser } from '@/app/testing/render-app'

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  window.history.replaceState(null, '', '/auth')
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('protected routes', () => {
  it("shows 'Accessing Orion' while the user loads", async () => {
    let answer: (response: Response) => void = () => {}
    stubApi({
      handler: ({ path }) => {
        if (path === '/api/user') return new Promise<Response>((resolve) => (answer = resolve))
        // Past the 2 s init timeout (a slow machine), the session check vouches for the same user.
        if (path === '/api/firebase-auth/session')
          return json({ authenticated: true, user: testUser })
        return undefined
      },
    })
    renderApp('/journal')
    expect(await screen.findByRole('status')).toHaveTextContent('Accessing Orion')
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument()
    answer(json(testUser))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notebooks' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('sends a signed-out visitor to /auth, replacing the history entry', async () => {
    stubApi({ user: null })
    const { router } = renderApp('/journal')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument()
  })

  it('lets the server session check vouch for the visitor', async () => {
    stubApi({
      user: null,
      handler: ({ path }) =>
        path === '/api/firebase-auth/session'
          ? json({ authenticated: true, user: testUser })
          : undefined,
    })
    renderApp('/journal')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notebooks' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('stops waiting for a held-open user request after 2 s and lets the session check decide', async () => {
    const started = Date.now()
    stubApi({
      handler: ({ path }) => {
        if (path === '/api/user') return new Promise<Response>(() => {})
        if (path === '/api/firebase-auth/session')
          return json({ authenticated: true, user: testUser })
        return undefined
      },
    })
    renderApp('/journal')
    expect(await screen.findByRole('status')).toHaveTextContent('Accessing Orion')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notebooks' }, { timeout: 8000 }),
    ).toBeInTheDocument()
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_INIT_TIMEOUT_MS)
  })

  it('goes to /auth when neither the user nor the session check answers', async () => {
    stubApi({
      handler: ({ path }) =>
        path === '/api/user' || path === '/api/firebase-auth/session'
          ? new Promise<Response>(() => {})
          : undefined,
    })
    const { router } = renderApp('/journal')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 8000 })
  })

  it('keeps /subscribe and the 404 page public', async () => {
    stubApi({ user: null })
    const { router } = renderApp('/subscribe')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/auth')
    expect(router.state.location.pathname).toBe('/subscribe')
  })
})
