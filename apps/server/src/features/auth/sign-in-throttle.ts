// Sign-in throttling beyond one address and one email (issue 18): a failed password sign-in counts
// against the address it came from (whatever email it tried) and against the account it tried
// (whatever address it came from). Spraying one password over many accounts from one address, or
// guessing one account's password from many addresses, both end in the spec's 429.

/** Failed sign-ins from one address, across every email it tries, per window. */
export const FAILED_SIGN_INS_PER_ADDRESS = 20
/** Failed sign-ins at one account, across every address they come from, per window. */
export const FAILED_SIGN_INS_PER_ACCOUNT = 20
export const SIGN_IN_WINDOW_MS = 15 * 60_000

interface Window {
  count: number
  endsAt: number
}

/** Fixed-window failure counters, in memory (one process, like the other rate limits). */
class FailureCounter {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  blocked(key: string): boolean {
    const window = this.windows.get(key)
    return window !== undefined && window.endsAt > this.now() && window.count >= this.max
  }

  fail(key: string) {
    const now = this.now()
    const window = this.windows.get(key)
    if (window && window.endsAt > now) window.count += 1
    else this.windows.set(key, { count: 1, endsAt: now + this.windowMs })
    if (this.windows.size > 100_000) this.sweep(now)
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key)
  }
}

export interface SignInThrottle {
  /** Whether a sign-in from this address at this email may be tried now. */
  allows(address: string, email: string): boolean
  /** Counts a failed sign-in (wrong password, unknown email, another sign-in method). */
  failed(address: string, email: string): void
}

export function createSignInThrottle(now: () => number = Date.now): SignInThrottle {
  const byAddress = new FailureCounter(FAILED_SIGN_INS_PER_ADDRESS, SIGN_IN_WINDOW_MS, now)
  const byAccount = new FailureCounter(FAILED_SIGN_INS_PER_ACCOUNT, SIGN_IN_WINDOW_MS, now)
  const account = (email: string) => email.trim().toLowerCase()
  return {
    allows: (address, email) => !byAddress.blocked(address) && !byAccount.blocked(account(email)),
    failed(address, email) {
      byAddress.fail(address)
      byAccount.fail(account(email))
    },
  }
}
