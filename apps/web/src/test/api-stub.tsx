import type { User } from '@orion/contracts/user'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { vi } from 'vitest'
import { Toaster } from '@/components/ui/toaster'

export const testMeta = {
  name: 'Orion',
  version: '0.1.0',
  supportEmail: 'support@orion.test',
  communityUrl: null as string | null,
  mailDelivers: false,
  authProviders: { google: false, microsoft: false },
  aiProvider: 'none',
  speech: { textToSpeech: false, speechToText: false },
}

export const testUser: User = {
  id: 'user-1',
  username: 'ada_l',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  photoURL: null,
  providerPhotoURL: null,
  sessionId: null,
  isAuthenticated: true,
  hasEverSubscribed: false,
  isExempt: false,
  aboutMe: null,
  pronouns: null,
  interests: null,
  consolidatedMemory: null,
  fitbitConnectedAt: null,
  fitbitUserId: null,
  country: null,
  createdAt: '2025-01-01T00:00:00.000Z',
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

export interface ApiCall {
  method: string
  path: string
  body: unknown
  /** The query string without the cache-busting `_t` (e.g. '?search=x'), '' when none. */
  search?: string
  signal?: AbortSignal | null
}

function searchOf(url: URL): string {
  const params = new URLSearchParams(url.search)
  params.delete('_t')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Answers a call, or returns undefined to fall through to the defaults. */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response> | undefined

export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
}

/**
 * A fetch standing in for the server: `handler` first, then GET /api/meta, the signed-in `user`
 * (or 401 and a failed refresh when null), the session check, and 404 for anything else.
 */
export function stubApi({
  user = testUser,
  meta = testMeta,
  handler,
}: { user?: User | null; meta?: typeof testMeta; handler?: ApiHandler } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      search: searchOf(url),
      signal: init?.signal,
    }
    const answer = await handler?.(call)
    if (answer) return answer
    if (call.path === '/api/meta') return json(meta)
    if (call.path === '/api/user') return user ? json(user) : json({ error: 'unauthorized' }, 401)
    if (call.path === '/api/firebase-auth/refresh') return json({ error: 'unauthorized' }, 401)
    if (call.path === '/api/firebase-auth/session')
      return json({ authenticated: user !== null, user })
    return new Response('Not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The calls the app made, without the cache-busting parameter. */
export function apiCalls(fetchMock: ReturnType<typeof stubApi>): ApiCall[] {
  return fetchMock.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    path: new URL(String(input), 'http://localhost').pathname,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  }))
}

/** A feature's own routes (features never import the app), with the query cache and toasts. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { router, queryClient, ...view }
}
