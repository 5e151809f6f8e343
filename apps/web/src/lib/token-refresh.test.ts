import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isTokenExpired,
  PROACTIVE_REFRESH_MS,
  refreshRetryDelay,
  startTokenRefresh,
  TOKEN_EXPIRY_MARGIN_MS,
} from '@/lib/token-refresh'

const SECOND = 1000
const MINUTE = 60 * SECOND
const DAY = 24 * 60 * MINUTE

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
})

/** A token store with an expiry, and a refresh that answers what `outcomes` says in turn. */
function fakeToken(expiresIn: number, outcomes: ('ok' | 'fail' | 'same')[] = []) {
  let expiresAt: number | null = Date.now() + expiresIn
  const listeners = new Set<() => void>()
  const calls: number[] = []
  const refresh = vi.fn(async () => {
    calls.push(Date.now())
    const outcome = outcomes.shift() ?? 'ok'
    if (outcome === 'fail') return false
    if (outcome === 'ok') expiresAt = Date.now() + 30 * DAY
    for (const listener of listeners) listener()
    return true
  })
  const deps = {
    refresh,
    expiresAt: () => expiresAt,
    onTokenChange: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const signIn = (expiresInMs: number) => {
    expiresAt = Date.now() + expiresInMs
    for (const listener of listeners) listener()
  }
  return { deps, refresh, calls, signIn }
}

describe('token expiry (spec part 1 §9)', () => {
  it('treats a token as expired 30 s before its expiry', () => {
    const expiresAt = Date.now() + 60 * SECOND
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(30 * SECOND)
    expect(isTokenExpired(expiresAt, expiresAt - 31 * SECOND)).toBe(false)
    expect(isTokenExpired(expiresAt, expiresAt - 30 * SECOND)).toBe(true)
    expect(isTokenExpired(null, Date.now())).toBe(false)
  })

  it('backs off from 30 s, doubling to 960 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(refreshRetryDelay)).toEqual(
      [30, 60, 120, 240, 480, 960, 960, 960].map((seconds) => seconds * SECOND),
    )
  })
})

describe('proactive token refresh', () => {
  it('refreshes 5 min before expiry, not after a 401', async () => {
    const token = fakeToken(20 * MINUTE)
    const stop = startTokenRefresh(token.deps)
    await vi.advanceTimersByTimeAsync(20 * MINUTE - PROACTIVE_REFRESH_MS - SECOND)
    expect(token.refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(SECOND)
    expect(token.refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('schedules the next refresh from the fresh token, even a month away', async () => {
    const token = fakeToken(10 * MINUTE)
    const stop = startTokenRefresh(token.deps)
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(token.refresh).toHaveBeenCalledTimes(1)
    // The fresh token lasts 30 days: longer than one timer can wait.
    await vi.advanceTimersByTimeAsync(30 * DAY - PROACTIVE_REFRESH_MS - MINUTE)
    expect(token.refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(token.refresh).toHaveBeenCalledTimes(2)
    stop()
  })

  it('retries a failed refresh after 30 s, 60 s, 120 s ... up to 960 s', async () => {
    const token = fakeToken(PROACTIVE_REFRESH_MS, Array<'fail'>(8).fill('fail'))
    const stop = startTokenRefresh(token.deps)
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync((30 + 60 + 120 + 240 + 480 + 960 + 960 + 960) * SECOND)
    const gaps = token.calls.slice(1).map((time, index) => (time - token.calls[index]!) / SECOND)
    expect(gaps).toEqual([30, 60, 120, 240, 480, 960, 960, 960])
    stop()
  })

  it('starts over after a sign-in and resets the back-off', async () => {
    const token = fakeToken(PROACTIVE_REFRESH_MS, ['fail', 'fail'])
    const stop = startTokenRefresh(token.deps)
    await vi.advanceTimersByTimeAsync(90 * SECOND)
    expect(token.refresh).toHaveBeenCalledTimes(3)
    token.signIn(60 * MINUTE)
    await vi.advanceTimersByTimeAsync(55 * MINUTE - SECOND)
    expect(token.refresh).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(SECOND)
    expect(token.refresh).toHaveBeenCalledTimes(4)
    stop()
  })

  it('does not loop when the session cannot be extended past its lifetime', async () => {
    const token = fakeToken(PROACTIVE_REFRESH_MS, ['same', 'same'])
    const stop = startTokenRefresh(token.deps)
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(token.refresh).toHaveBeenCalledTimes(1)
    stop()
  })

  it('stops refreshing once stopped', async () => {
    const token = fakeToken(10 * MINUTE)
    startTokenRefresh(token.deps)()
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(token.refresh).not.toHaveBeenCalled()
  })
})
