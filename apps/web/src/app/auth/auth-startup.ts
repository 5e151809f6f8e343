import { authModeNotices, detectAuthMode } from '@/lib/auth-mode'
import { clearStaleLogoutMarkers } from '@/lib/logout-markers'
import { showQueuedToast } from '@/lib/next-page-toast'
import { toast } from '@/lib/toast'

const AUTH_MODE_NOTICE_KEY = 'orion.authModeNoticeShown'

/** Tells the person once per browser session when Orion falls back to the jwt_only mode. */
async function announceAuthMode() {
  const result = await detectAuthMode()
  if (result.mode !== 'jwt_only') return
  try {
    if (sessionStorage.getItem(AUTH_MODE_NOTICE_KEY)) return
    sessionStorage.setItem(AUTH_MODE_NOTICE_KEY, '1')
  } catch {
    // Storage blocked too: tell them on every load.
  }
  toast(authModeNotices[result.reason])
}

/** Runs once when the page loads, before the app renders. */
export function startAuth(): void {
  clearStaleLogoutMarkers()
  showQueuedToast()
  void announceAuthMode()
}
