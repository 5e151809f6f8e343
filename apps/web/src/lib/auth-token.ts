import { readStorage, writeStorage } from '@/lib/storage'

/** The bearer token of the spec's jwt_only auth mode. */
export const AUTH_TOKEN_KEY = 'orion.authToken'
/** When the server says that token expires (ms since the epoch), for the refresh schedule. */
export const AUTH_TOKEN_EXPIRES_KEY = 'orion.authTokenExpiresAt'

const listeners = new Set<() => void>()

export function getAuthToken(): string | null {
  return readStorage(AUTH_TOKEN_KEY)
}

/** The stored token's expiry in ms, or null when the server did not say. */
export function getAuthTokenExpiry(): number | null {
  const stored = Number(readStorage(AUTH_TOKEN_EXPIRES_KEY))
  return Number.isFinite(stored) && stored > 0 ? stored : null
}

/** Stores the token and its expiry (an ISO date from the server; unknown clears the old one). */
export function setAuthToken(token: string, expiresAt?: string | null): void {
  writeStorage(AUTH_TOKEN_KEY, token)
  const time = expiresAt ? Date.parse(expiresAt) : Number.NaN
  writeStorage(AUTH_TOKEN_EXPIRES_KEY, Number.isNaN(time) ? null : String(time))
  for (const listener of listeners) listener()
}

export function clearAuthToken(): void {
  writeStorage(AUTH_TOKEN_KEY, null)
  writeStorage(AUTH_TOKEN_EXPIRES_KEY, null)
  for (const listener of listeners) listener()
}

/** Calls `listener` whenever the token is stored or cleared; returns the unsubscribe. */
export function onAuthTokenChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
