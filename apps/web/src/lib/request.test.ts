import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError, ConnectionLostError } from '@/lib/api-error'
import {
  backoffDelay,
  createRequestClient,
  QUERY_CONNECTION_LOST,
  REQUEST_CONNECTION_LOST,
  type RequestDeps,
} from '@/lib/request'

type FetchCall = [string, RequestInit]

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A client whose outside world is recorded: fetch answers from `responses` in order. */
function setup(
  responses: Array<Response | Error | DOMException>,
  overrides: Partial<RequestDeps> = {},
) {
  const queue = [...responses]
  const fetch = vi.fn(async (_input: string, _init: RequestInit) => {
    const next = queue.shift()
    if (!next) throw new Error('unexpected fetch')
    if (next instanceof Response) return next
    throw next
  })
  let token: string | null = 'token-1'
  const deps = {
    fetch,
    sleep: vi.fn(async (_ms: number) => {}),
    navigate: vi.fn((_path: string) => {}),
    currentPath: () => '/journal',
    now: () => 1_700_000_000_000,
    getToken: () => token,
    getTokenExpiry: (): number | null => null,
    setToken: vi.fn((value: string, _expiresAt?: string | null) => {
      token = value
    }),
  }
  const client = createRequestClient({ ...deps, ...overrides })
  const calls = () => fetch.mock.calls as FetchCall[]
  return { ...client, deps, calls }
}

function headersOf(init: RequestInit) {
  return init.headers as Record<string, string>
}

describe('apiRequest', () => {
  it('sends the shared headers, credentials, cors mode and no-store cache', async () => {
    const { apiRequest, calls } = setup([json({ ok: true })])
    await apiRequest('POST', '/api/feedback', { feedback: 'hi' })
    const [url, init] = calls()[0]!
    expect(url).toBe('/api/feedback')
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      mode: 'cors',
      cache: 'no-store',
    })
    expect(headersOf(init)).toEqual({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
      Authorization: 'Bearer token-1',
    })
  })

  it('sends the payload as a JSON body, and no body without a payload', async () => {
    const { apiRequest, calls } = setup([json({}), json({})])
    await apiRequest('POST', '/api/feedback', { name: 'Ana', feedback: 'Lovely' })
    await apiRequest('POST', '/api/logout')
    expect(calls()[0]![1].body).toBe('{"name":"Ana","feedback":"Lovely"}')
    expect(calls()[1]![1]).not.toHaveProperty('body')
  })

  it('sends a FormData payload as is, letting the browser set the multipart Content-Type', async () => {
    const { apiRequest, calls } = setup([json({ count: 1 })])
    const form = new FormData()
    form.append('file', new Blob(['hello']), 'notes.txt')
    await apiRequest('POST', '/api/memories/import', form)
    const [, init] = calls()[0]!
    expect(init.body).toBe(form)
    expect(headersOf(init)['Content-Type']).toBeUndefined()
    expect(headersOf(init).Authorization).toBe('Bearer token-1')
  })

  it('sends no Authorization header without a token and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { apiRequest, calls } = setup([json({})], { getToken: () => null })
    await apiRequest('POST', '/api/feedback', { feedback: 'x' })
    expect(headersOf(calls()[0]![1])).not.toHaveProperty('Authorization')
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('appends a cache-busting timestamp to GET requests only', async () => {
    const { apiRequest, calls } = setup([json([]), json([]), json({})])
    await apiRequest('GET', '/api/sessions')
    await apiRequest('GET', '/api/sessions?favorites=true')
    await apiRequest('DELETE', '/api/sessions/4')
    expect(calls().map(([url]) => url)).toEqual([
      '/api/sessions?_t=1700000000000',
      '/api/sessions?favorites=true&_t=1700000000000',
      '/api/sessions/4',
    ])
  })

  it('on 401 refreshes the token and retries once with the new one', async () => {
    const { apiRequest, calls, deps } = setup([
      new Response('expired', { status: 401 }),
      json({ token: 'token-2' }),
      json({ id: 7 }),
    ])
    const response = await apiRequest('PATCH', '/api/sessions/7', { title: 'Walks' })
    expect(await response.json()).toEqual({ id: 7 })
    const [refreshUrl, refreshInit] = calls()[1]!
    expect(refreshUrl).toBe('/api/firebase-auth/refresh')
    expect(refreshInit).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
    })
    expect(deps.setToken).toHaveBeenCalledWith('token-2', null)
    expect(headersOf(calls()[2]![1]).Authorization).toBe('Bearer token-2')
    expect(calls()[2]![1].body).toBe('{"title":"Walks"}')
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('refreshes a token that expires within 30 s before sending, keeping its new expiry', async () => {
    const now = 1_700_000_000_000
    const { apiRequest, calls, deps } = setup(
      [json({ ok: true, token: 'token-2', expiresAt: '2023-12-14T22:13:20.000Z' }), json({})],
      { getTokenExpiry: () => now + 29_000 },
    )
    await apiRequest('GET', '/api/sessions')
    expect(calls().map(([url]) => url.split('?')[0])).toEqual([
      '/api/firebase-auth/refresh',
      '/api/sessions',
    ])
    expect(headersOf(calls()[0]![1]).Authorization).toBe('Bearer token-1')
    expect(deps.setToken).toHaveBeenCalledWith('token-2', '2023-12-14T22:13:20.000Z')
    expect(headersOf(calls()[1]![1]).Authorization).toBe('Bearer token-2')
  })

  it('sends a token with more than 30 s left as is', async () => {
    const now = 1_700_000_000_000
    const { apiRequest, calls } = setup([json({})], { getTokenExpiry: () => now + 31_000 })
    await apiRequest('GET', '/api/sessions')
    expect(calls()).toHaveLength(1)
    expect(headersOf(calls()[0]![1]).Authorization).toBe('Bearer token-1')
  })

  it('on 401 without a new token goes to /auth and throws', async () => {
    const { apiRequest, deps, calls } = setup([
      new Response('Unauthorized', { status: 401 }),
      new Response('no session', { status: 401 }),
    ])
    await expect(apiRequest('GET', '/api/sessions')).rejects.toThrow('401: Unauthorized')
    expect(deps.navigate).toHaveBeenCalledWith('/auth')
    expect(calls()).toHaveLength(2)
  })

  it('treats a refresh answer without a token field as a failed refresh', async () => {
    const { apiRequest, deps } = setup([new Response('', { status: 401 }), json({ ok: true })])
    await expect(apiRequest('GET', '/api/user')).rejects.toBeInstanceOf(ApiRequestError)
    expect(deps.setToken).not.toHaveBeenCalled()
    expect(deps.navigate).toHaveBeenCalledWith('/auth')
  })

  it('does not navigate when the current path already contains /auth', async () => {
    const { apiRequest, deps } = setup(
      [new Response('Unauthorized', { status: 401 }), new TypeError('offline')],
      { currentPath: () => '/auth' },
    )
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('401: Unauthorized')
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('retries a network failure 3 times with 1000, 2000, 4000 ms backoff, then gives up', async () => {
    const offline = () => new TypeError('Failed to fetch')
    const { apiRequest, deps, calls } = setup([offline(), offline(), offline(), offline()])
    const failure = apiRequest('GET', '/api/sessions')
    await expect(failure).rejects.toThrow(REQUEST_CONNECTION_LOST)
    await expect(failure).rejects.toBeInstanceOf(ConnectionLostError)
    expect(calls()).toHaveLength(4)
    expect(deps.sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000])
  })

  it('succeeds when the network comes back during the retries', async () => {
    const { apiRequest, deps } = setup([new TypeError('Failed to fetch'), json({ ok: 1 })])
    const response = await apiRequest('GET', '/api/sessions')
    expect(response.status).toBe(200)
    expect(deps.sleep).toHaveBeenCalledTimes(1)
  })

  it('caps the backoff at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  it('does not retry errors that are not network failures', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    const { apiRequest, deps } = setup([abort])
    await expect(apiRequest('GET', '/api/sessions')).rejects.toBe(abort)
    expect(deps.sleep).not.toHaveBeenCalled()
  })

  it('throws "status: body" for a non-OK answer and parses the server error shape', async () => {
    const body = { error: 'validation_error', message: 'Feedback is required', details: [1] }
    const { apiRequest } = setup([json(body, 400)])
    const error = await apiRequest('POST', '/api/feedback', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    const apiError = error as ApiRequestError
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`)
    expect(apiError.status).toBe(400)
    expect(apiError.code).toBe('validation_error')
    expect(apiError.serverMessage).toBe('Feedback is required')
    expect(apiError.details).toEqual([1])
  })

  it('uses the status text when the body is empty', async () => {
    const { apiRequest } = setup([
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    ])
    const error = (await apiRequest('GET', '/readyz').catch((e: unknown) => e)) as ApiRequestError
    expect(error.message).toBe('503: Service Unavailable')
    expect(error.serverMessage).toBeUndefined()
  })
})

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never

  it('GETs the joined query key and returns the JSON', async () => {
    const { getQueryFn, calls } = setup([json([{ id: 1 }])])
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/sessions', 1]))
    expect(data).toEqual([{ id: 1 }])
    expect(calls()[0]![0]).toBe('/api/sessions/1?_t=1700000000000')
  })

  it('returns null on 401 when asked to, without navigating', async () => {
    const { getQueryFn, deps } = setup([
      new Response('Unauthorized', { status: 401 }),
      new Response('', { status: 401 }),
    ])
    const data = await getQueryFn({ on401: 'returnNull' })(context(['/api/user']))
    expect(data).toBeNull()
    expect(deps.navigate).not.toHaveBeenCalled()
  })

  it('throws on 401 and goes to /auth when set to throw', async () => {
    const { getQueryFn, deps } = setup([
      new Response('Unauthorized', { status: 401 }),
      new Response('', { status: 401 }),
    ])
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/user']))).rejects.toThrow(
      '401: Unauthorized',
    )
    expect(deps.navigate).toHaveBeenCalledWith('/auth')
  })

  it('refreshes on 401 and returns the retried answer', async () => {
    const { getQueryFn } = setup([
      new Response('', { status: 401 }),
      json({ token: 'token-2' }),
      json({ id: 3 }),
    ])
    const data = await getQueryFn({ on401: 'returnNull' })(context(['/api/user']))
    expect(data).toEqual({ id: 3 })
  })

  it('gives the query wording of the connection-lost message', async () => {
    const offline = () => new TypeError('Failed to fetch')
    const { getQueryFn, deps } = setup([offline(), offline(), offline(), offline()])
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/sessions']))).rejects.toThrow(
      QUERY_CONNECTION_LOST,
    )
    expect(deps.sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000])
  })
})

describe('a request that hangs', () => {
  /** fetch as the browser does it: pending until answered, rejecting with AbortError on abort. */
  function hangingThen(answer: Response) {
    let call = 0
    return vi.fn((_input: string, init: RequestInit) => {
      call++
      if (call > 1) return Promise.resolve(answer)
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        )
      })
    })
  }

  it('aborts a GET that gets no answer in time and retries it with the usual backoff', async () => {
    const fetch = hangingThen(json({ id: 1 }))
    const { apiRequest, deps } = setup([], { fetch, getTimeoutMs: 20 })
    const response = await apiRequest('GET', '/api/journal')
    expect(await response.json()).toEqual({ id: 1 })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(true)
    expect(deps.sleep).toHaveBeenCalledWith(1000)
  })

  it('gives up with the connection-lost message when every GET attempt hangs', async () => {
    const fetch = vi.fn(
      (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          )
        }),
    )
    const { apiRequest } = setup([], { fetch, getTimeoutMs: 10 })
    await expect(apiRequest('GET', '/api/journal')).rejects.toThrow(REQUEST_CONNECTION_LOST)
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('never aborts or resends a write that is slow to answer', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = vi.fn(
      (_input: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => (answer = resolve)),
    )
    const { apiRequest } = setup([], { fetch, getTimeoutMs: 10 })
    const pending = apiRequest('POST', '/api/journal', { title: 'x' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    answer(json({ ok: true }, 201))
    expect((await pending).status).toBe(201)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("still honours the caller's own abort of a GET at once, without retrying", async () => {
    const fetch = hangingThen(json({ id: 1 }))
    const { apiRequest } = setup([], { fetch, getTimeoutMs: 60_000 })
    const controller = new AbortController()
    const pending = apiRequest('GET', '/api/journal', undefined, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow(/abort/i)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
