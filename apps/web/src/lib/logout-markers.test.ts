import { describe, expect, it } from 'vitest'
import {
  clearStaleLogoutMarkers,
  isLoggingOut,
  LOGGING_OUT_KEY,
  LOGOUT_AT_KEY,
  loggedOutRecently,
  setLogoutMarkers,
} from '@/lib/logout-markers'

describe('logout markers', () => {
  it('suppress the /auth redirect for 60 s after a logout', () => {
    setLogoutMarkers(1_000_000)
    expect(loggedOutRecently(1_000_000 + 59_000)).toBe(true)
    localStorage.removeItem(LOGOUT_AT_KEY)
    document.cookie = 'orion_logout=; max-age=0; path=/'
    expect(loggedOutRecently(1_000_000 + 1_000)).toBe(false)
  })

  it('clears a logging-out flag older than 10 s at start-up, and keeps a fresh one', () => {
    sessionStorage.setItem(LOGGING_OUT_KEY, '1000000')
    clearStaleLogoutMarkers(1_000_000 + 9_000)
    expect(isLoggingOut()).toBe(true)
    clearStaleLogoutMarkers(1_000_000 + 11_000)
    expect(isLoggingOut()).toBe(false)
  })
})
