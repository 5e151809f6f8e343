import { readStorage, writeStorage } from '@/lib/storage'

/** The bearer token of the spec's jwt_only auth mode (spec part 1 §4 "Auth modes"). */
export const AUTH_TOKEN_KEY = 'orion.authToken'

export function getAuthToken(): string | null {
  return readStorage(AUTH_TOKEN_KEY)
}

export function setAuthToken(token: string): void {
  writeStorage(AUTH_TOKEN_KEY, token)
}

export function clearAuthToken(): void {
  writeStorage(AUTH_TOKEN_KEY, null)
}
