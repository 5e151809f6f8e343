import type { QueryFunction, QueryKey } from '@tanstack/react-query'
import { ApiRequestError, ConnectionLostError } from '@/lib/api-error'
import { getAuthToken, getAuthTokenExpiry, setAuthToken } from '@/lib/auth-token'
import { isTokenExpired } from '@/lib/token-refresh'

// Every call to the API goes through here: the same headers, token refresh and retries.
export const REQUEST_CONNECTION_LOST =
  'Connection lost. Please check your internet connection and refresh the page.'
export const QUERY_CONNECTION_LOST = 'Connection lost. Please refresh the page.'
export const NETWORK_RETRIES = 3
export const BACKOFF_BASE_MS = 1000
export const BACKOFF_CAP_MS = 30_000
/**
 * How long a GET may wait for its response headers before it is aborted and retried like a network
 * failure. Only GETs: a write that timed out may still have happened, so it is never resent.
 */
export const GET_TIMEOUT_MS = 20_000
export const TOKEN_REFRESH_PATH = '/api/firebase-auth/refresh'
export const AUTH_PATH = '/auth'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  signal?: AbortSignal
}

/** Everything the request layer touches outside itself, injectable so tests are deterministic. */
export interface RequestDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>
  sleep: (ms: number) => Promise<void>
  navigate: (path: string) => void
  currentPath: () => string
  now: () => number
  getToken: () => string | null
  /** The token's expiry in ms, or null when unknown. */
  getTokenExpiry: () => number | null
  setToken: (token: string, expiresAt?: string | null) => void
  getTimeoutMs: number
}

const browserDeps: RequestDeps = {
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  navigate: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname,
  now: () => Date.now(),
  getToken: getAuthToken,
  getTokenExpiry: getAuthTokenExpiry,
  setToken: setAuthToken,
  getTimeoutMs: GET_TIMEOUT_MS,
}

class TimeoutError extends Error {
  constructor() {
    super('The server did not answer in time.')
    this.name = 'TimeoutError'
  }
}

/** Delay before network retry number `retry` (0-based): 1000 ms doubling, capped at 30000 ms. */
export function backoffDelay(retry: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** retry, BACKOFF_CAP_MS)
}

export function createRequestClient(overrides: Partial<RequestDeps> = {}) {
  const deps: RequestDeps = { ...browserDeps, ...overrides }
  let refreshing: Promise<string | null> | null = null

  function urlFor(method: HttpMethod, path: string): string {
    if (method !== 'GET') return path
    return `${path}${path.includes('?') ? '&' : '?'}_t=${deps.now()}`
  }

  function initFor(method: HttpMethod, body: unknown, token: string | null, signal?: AbortSignal) {
    // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
    const multipart = body instanceof FormData
    const headers: Record<string, string> = {
      ...(multipart ? {} : { 'Content-Type': 'application/json' }),
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
    }
    if (token) headers.Authorization = `Bearer ${token}`
    const init: RequestInit = {
      method,
      headers,
      credentials: 'include',
      mode: 'cors',
      cache: 'no-store',
    }
    if (body !== undefined) init.body = multipart ? body : JSON.stringify(body)
    if (signal) init.signal = signal
    return init
  }

  /** A GET whose headers do not arrive in time rejects with a TimeoutError (retried below). */
  async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
    if (init.method !== 'GET') return deps.fetch(url, init)
    const controller = new AbortController()
    const callerSignal = init.signal
    const forwardAbort = () => controller.abort(callerSignal?.reason)
    if (callerSignal?.aborted) forwardAbort()
    callerSignal?.addEventListener('abort', forwardAbort, { once: true })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, deps.getTimeoutMs)
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal })
    } catch (error) {
      if (timedOut) throw new TimeoutError()
      throw error
    } finally {
      // Headers arrived (or the call failed): the body may take as long as it needs.
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', forwardAbort)
    }
  }

  async function fetchWithRetry(url: string, init: RequestInit, connectionLost: string) {
    for (let retry = 0; ; retry++) {
      try {
        return await fetchOnce(url, init)
      } catch (error) {
        // fetch rejects with a TypeError when the network fails, and a stalled GET times out;
        // anything else (the caller's abort) is final.
        if (!(error instanceof TypeError || error instanceof TimeoutError)) throw error
        if (retry >= NETWORK_RETRIES)
          throw new ConnectionLostError(connectionLost, { cause: error })
        await deps.sleep(backoffDelay(retry))
      }
    }
  }

  async function fetchFreshToken(): Promise<string | null> {
    try {
      // Without cookies (the bearer-only mode) the current token is what names the session.
      const current = deps.getToken()
      const response = await deps.fetch(TOKEN_REFRESH_PATH, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          ...(current ? { Authorization: `Bearer ${current}` } : {}),
        },
      })
      if (!response.ok) return null
      const data = (await response.json()) as { token?: unknown; expiresAt?: unknown } | null
      const token = data?.token
      if (typeof token !== 'string' || token === '') return null
      deps.setToken(token, typeof data?.expiresAt === 'string' ? data.expiresAt : null)
      return token
    } catch {
      return null
    }
  }

  /** One refresh at a time: concurrent 401s share the same call. */
  function refreshToken(): Promise<string | null> {
    refreshing ??= fetchFreshToken().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    connectionLost: string,
    signal?: AbortSignal,
  ) {
    let token = deps.getToken()
    // A token within 30 s of its expiry is refreshed before it is sent.
    if (token && isTokenExpired(deps.getTokenExpiry(), deps.now()))
      token = (await refreshToken()) ?? token
    if (!token) console.warn(`No auth token for ${method} ${path}; sending without Authorization`)
    const response = await fetchWithRetry(
      urlFor(method, path),
      initFor(method, body, token, signal),
      connectionLost,
    )
    if (response.status !== 401) return { response, refreshed: false }
    // On 401 refresh the token and retry once with it.
    const freshToken = await refreshToken()
    if (!freshToken) return { response, refreshed: false }
    const retried = await fetchWithRetry(
      urlFor(method, path),
      initFor(method, body, freshToken, signal),
      connectionLost,
    )
    return { response: retried, refreshed: true }
  }

  function goToSignIn() {
    if (!deps.currentPath().includes(AUTH_PATH)) deps.navigate(AUTH_PATH)
  }

  /**
   * Any call to the API, answering the response whatever its status (a file download reads the
   * status itself). `signal` aborts it (a streamed reply the person cancels).
   */
  async function apiResponse(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<Response> {
    const { response, refreshed } = await send(
      method,
      path,
      body,
      REQUEST_CONNECTION_LOST,
      options.signal,
    )
    if (response.status === 401 && !refreshed) goToSignIn()
    return response
  }

  /** Any call to the API; throws ApiRequestError on a non-OK answer. */
  async function apiRequest(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<Response> {
    const response = await apiResponse(method, path, body, options)
    await throwIfNotOk(response)
    return response
  }

  /** A TanStack Query function: the query key joined with '/' is the path. */
  function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
    return async ({ queryKey, signal }) => {
      const path = pathOf(queryKey)
      const { response, refreshed } = await send(
        'GET',
        path,
        undefined,
        QUERY_CONNECTION_LOST,
        signal,
      )
      if (response.status === 401) {
        if (options.on401 === 'returnNull') return null
        if (!refreshed) goToSignIn()
      }
      await throwIfNotOk(response)
      const text = await response.text()
      return text ? (JSON.parse(text) as T) : null
    }
  }

  return { apiRequest, apiResponse, getQueryFn, refreshToken }
}

function pathOf(queryKey: QueryKey): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/')
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  throw new ApiRequestError(response.status, text || response.statusText)
}

const browserClient = createRequestClient()
export const apiRequest = browserClient.apiRequest
export const apiResponse = browserClient.apiResponse
export const getQueryFn = browserClient.getQueryFn
/** Asks for a fresh bearer token now (the proactive schedule); null when none came. */
export const refreshAuthToken = browserClient.refreshToken

/**
 * The same calls without the jump to /auth after a failed refresh, for callers that handle a 401
 * themselves (logout, keep-alive).
 */
export const apiRequestWithoutRedirect = createRequestClient({ navigate: () => {} }).apiRequest
