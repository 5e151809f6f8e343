import type { QueryClient } from '@tanstack/react-query'
import { clearAuthToken } from '@/lib/auth-token'
import { isDraftKey } from '@/lib/drafts'
import { fullPageLoad } from '@/lib/full-page-load'
import { isLogoutMarkerKey, LOGOUT_COOKIE, setLogoutMarkers } from '@/lib/logout-markers'
import { queueToastForNextPage } from '@/lib/next-page-toast'
import { apiRequestWithoutRedirect } from '@/lib/request'
import { unsubscribeFromPush } from '@/lib/web-push'

export const LOGOUT_WAIT_MS = 500
/** The server gets this long to answer; signing out in the browser never waits for more. */
export const LOGOUT_CALL_TIMEOUT_MS = 3000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function clearStorage(storage: Storage) {
  for (const key of Object.keys(storage)) {
    if (!isDraftKey(key) && !isLogoutMarkerKey(key)) storage.removeItem(key)
  }
}

/** Storage and readable cookies, keeping drafts and the logout markers. */
export function clearBrowserState(): void {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      clearStorage(storage())
    } catch {
      // Storage unavailable: nothing stored there.
    }
  }
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0]
    if (name && name !== LOGOUT_COOKIE) document.cookie = `${name}=; max-age=0; path=/`
  }
  clearAuthToken()
}

async function tellServer(): Promise<void> {
  // Alerts reach only a signed-in person (spec part 1 §6): this browser stops getting pushes.
  const call = unsubscribeFromPush()
    .catch(() => undefined)
    .then(() => apiRequestWithoutRedirect('POST', '/api/logout'))
    .then(() => undefined)
  await Promise.race([call, sleep(LOGOUT_CALL_TIMEOUT_MS)]).catch(() => undefined)
}

/**
 * Logout: set the markers, end the server session, clear the browser's state
 * (drafts stay), wait half a second, then load /auth afresh. The server is called before the
 * token is cleared: in the jwt_only mode the bearer token is the only proof of the session.
 */
export async function logOut(queryClient: QueryClient): Promise<void> {
  setLogoutMarkers()
  await tellServer()
  clearBrowserState()
  queryClient.clear()
  queueToastForNextPage({ title: 'Logged out', description: 'You have been signed out of Orion.' })
  await sleep(LOGOUT_WAIT_MS)
  fullPageLoad('/auth')
}
