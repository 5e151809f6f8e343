// Token expiry margin: the token is treated as expired 30 s early, refreshed
// 5 min before it expires, and after a failed refresh tried again 30 s later, doubling to 960 s.
export const TOKEN_EXPIRY_MARGIN_MS = 30_000
export const PROACTIVE_REFRESH_MS = 5 * 60_000
export const REFRESH_RETRY_BASE_MS = 30_000
export const REFRESH_RETRY_CAP_MS = 960_000
// setTimeout fires at once for a longer delay (a 32-bit count); a month-long token waits in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** True when the token should not be sent as is: unknown expiry counts as still valid. */
export function isTokenExpired(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && now >= expiresAt - TOKEN_EXPIRY_MARGIN_MS
}

/** The wait after the `failures`-th failed refresh in a row (1-based): 30 s doubling to 960 s. */
export function refreshRetryDelay(failures: number): number {
  return Math.min(REFRESH_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), REFRESH_RETRY_CAP_MS)
}

export interface TokenRefreshDeps {
  /** Asks the server for a fresh token; true when one was stored. */
  refresh: () => Promise<boolean>
  /** The stored token's expiry in ms, or null (no token, or no known expiry). */
  expiresAt: () => number | null
  /** Subscribes to token changes (sign-in, refresh, sign-out); returns the unsubscribe. */
  onTokenChange: (listener: () => void) => () => void
  now?: () => number
}

/**
 * Keeps the bearer token fresh without waiting for a 401: one timer, set for 5 min before the
 * stored expiry, rescheduled whenever the token changes. Returns a function that stops it.
 */
export function startTokenRefresh(deps: TokenRefreshDeps): () => void {
  const now = deps.now ?? (() => Date.now())
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let refreshing = false
  // A session at the end of its lifetime answers the same expiry: refresh it only once.
  let refreshedExpiry: number | null = null

  function wait(ms: number, then: () => void) {
    clearTimeout(timer)
    timer = setTimeout(then, Math.min(Math.max(0, ms), LONGEST_TIMER_MS))
  }

  function schedule() {
    clearTimeout(timer)
    timer = undefined
    if (refreshing) return
    const expiresAt = deps.expiresAt()
    if (expiresAt === null || expiresAt === refreshedExpiry) return
    const due = expiresAt - PROACTIVE_REFRESH_MS
    wait(due - now(), () => (now() >= due ? void run(expiresAt) : schedule()))
  }

  async function run(expiresAt: number) {
    refreshing = true
    let ok = false
    try {
      ok = await deps.refresh()
    } catch {
      ok = false
    } finally {
      refreshing = false
    }
    if (ok) {
      failures = 0
      const next = deps.expiresAt()
      if (next !== null && next <= expiresAt) refreshedExpiry = next
      schedule()
      return
    }
    failures += 1
    wait(refreshRetryDelay(failures), () => void run(expiresAt))
  }

  const unsubscribe = deps.onTokenChange(() => {
    if (refreshing) return
    failures = 0
    schedule()
  })
  schedule()
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
