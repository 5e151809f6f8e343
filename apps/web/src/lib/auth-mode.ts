import { isSafariLike } from '@/lib/query-client'

// Auth modes: the jwt_only mode (bearer token only) when cookies are blocked or
// in Safari private browsing (storage quota under 120 MB). Requests always carry the bearer token
// (lib/request.ts), so the mode only changes what we tell the person.
export const PRIVATE_BROWSING_QUOTA_BYTES = 120 * 1024 * 1024

export type AuthMode =
  { mode: 'cookies' } | { mode: 'jwt_only'; reason: 'cookies-blocked' | 'private-browsing' }

export function cookiesWork(doc: Document = document, nav: Navigator = navigator): boolean {
  if (!nav.cookieEnabled) return false
  try {
    doc.cookie = 'orion_cookie_test=1; path=/; SameSite=Lax'
    const works = doc.cookie.includes('orion_cookie_test=1')
    doc.cookie = 'orion_cookie_test=; max-age=0; path=/; SameSite=Lax'
    return works
  } catch {
    return false
  }
}

export async function detectAuthMode(nav: Navigator = navigator): Promise<AuthMode> {
  if (!cookiesWork(document, nav)) return { mode: 'jwt_only', reason: 'cookies-blocked' }
  if (isSafariLike(nav.userAgent) && nav.storage?.estimate) {
    try {
      const { quota } = await nav.storage.estimate()
      if (quota !== undefined && quota < PRIVATE_BROWSING_QUOTA_BYTES)
        return { mode: 'jwt_only', reason: 'private-browsing' }
    } catch {
      // No estimate: assume a normal window.
    }
  }
  return { mode: 'cookies' }
}

export const authModeNotices = {
  'cookies-blocked': {
    title: 'Cookies are blocked',
    description: 'Orion will keep you signed in with a token stored in this browser instead.',
  },
  'private-browsing': {
    title: 'Private browsing',
    description: 'You are signed in for this window only; closing it signs you out.',
  },
} as const
