import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiCalls, json, stubApi } from '@/test/api-stub'
import { logOut } from '@/features/logout/api/log-out'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { fullPageLoad } from '@/lib/full-page-load'
import { isLoggingOut, loggedOutRecently, LOGOUT_COOKIE } from '@/lib/logout-markers'

vi.mock('@/lib/full-page-load', () => ({ fullPageLoad: vi.fn() }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(fullPageLoad).mockReset()
})

describe('logOut', () => {
  it('ends the server session, keeps drafts, clears the rest and reloads /auth', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
    localStorage.setItem('orion.draft.new', 'half a thought')
    localStorage.setItem('orion.draft.ts.new', '1700000000000')
    localStorage.setItem('orion.journalDraft.user-1.entry-2', '{"title":"Today"}')
    localStorage.setItem('orion.sidebarExpanded', 'true')
    localStorage.setItem('orion.authBackup', '{}')
    sessionStorage.setItem('orion.something', 'x')
    const fetchMock = stubApi({
      handler: ({ path }) => (path === '/api/logout' ? json({ success: true }) : undefined),
    })
    const queryClient = new QueryClient()
    queryClient.setQueryData(['/api/user'], { id: 'user-1' })

    await logOut(queryClient)

    const [logout] = apiCalls(fetchMock)
    expect(logout).toMatchObject({ method: 'POST', path: '/api/logout' })
    const init = fetchMock.mock.calls[0]![1]!
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1')
    expect(localStorage.getItem('orion.draft.new')).toBe('half a thought')
    expect(localStorage.getItem('orion.draft.ts.new')).toBe('1700000000000')
    expect(localStorage.getItem('orion.journalDraft.user-1.entry-2')).toBe('{"title":"Today"}')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem('orion.sidebarExpanded')).toBeNull()
    expect(localStorage.getItem('orion.authBackup')).toBeNull()
    expect(sessionStorage.getItem('orion.something')).toBeNull()
    expect(isLoggingOut()).toBe(true)
    expect(loggedOutRecently()).toBe(true)
    expect(document.cookie).toContain(`${LOGOUT_COOKIE}=`)
    expect(queryClient.getQueryData(['/api/user'])).toBeUndefined()
    expect(fullPageLoad).toHaveBeenCalledWith('/auth')
  })

  it('still signs out in the browser when the server call fails', async () => {
    stubApi({ handler: () => new Response('down', { status: 503 }) })
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
    await logOut(new QueryClient())
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(fullPageLoad).toHaveBeenCalledWith('/auth')
  })
})
