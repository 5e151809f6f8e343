// Remembers, across the trip to Google or Microsoft, which provider the person chose, so the app
// can greet them when they come back signed in.
const OAUTH_PENDING_KEY = 'orion.oauthPending'

export type OAuthProvider = 'google' | 'microsoft'

export function markOAuthPending(provider: OAuthProvider): void {
  try {
    sessionStorage.setItem(OAUTH_PENDING_KEY, provider)
  } catch {
    // Storage unavailable: no greeting on return.
  }
}

/** The provider of a sign-in that just returned, once. */
export function takeOAuthPending(): OAuthProvider | null {
  try {
    const value = sessionStorage.getItem(OAUTH_PENDING_KEY)
    sessionStorage.removeItem(OAUTH_PENDING_KEY)
    return value === 'google' || value === 'microsoft' ? value : null
  } catch {
    return null
  }
}
