// Logout markers: they keep a page that reloads mid-logout from signing the person back in
// (the marker cookie is kept 300 s).
export const LOGGING_OUT_KEY = 'orion.loggingOut'
export const LOGOUT_AT_KEY = 'orion.logoutAt'
export const LOGOUT_COOKIE = 'orion_logout'
export const LOGOUT_COOKIE_MAX_AGE_S = 300
/** A signed-in visitor of /auth is not sent to / this soon after a logout. */
export const LOGOUT_REDIRECT_SUPPRESSION_MS = 60_000
/** At start-up a logging-out flag older than this is left over from an interrupted logout. */
export const STALE_MARKER_MS = 10_000

export function isLogoutMarkerKey(key: string): boolean {
  return key === LOGGING_OUT_KEY || key === LOGOUT_AT_KEY
}

function read(storage: () => Storage, key: string): number | null {
  try {
    const value = Number(storage().getItem(key))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key)
    else storage().setItem(key, value)
  } catch {
    // Storage unavailable: the cookie below still marks the logout.
  }
}

const session = () => window.sessionStorage
const local = () => window.localStorage

export function setLogoutMarkers(now = Date.now()): void {
  write(session, LOGGING_OUT_KEY, String(now))
  write(local, LOGOUT_AT_KEY, String(now))
  document.cookie = `${LOGOUT_COOKIE}=${now}; max-age=${LOGOUT_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`
}

function logoutCookieTime(): number | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOGOUT_COOKIE}=(\\d+)`))
  return match ? Number(match[1]) : null
}

/** When the last logout happened, from storage or, with storage blocked, the marker cookie. */
export function lastLogoutAt(): number | null {
  return read(local, LOGOUT_AT_KEY) ?? logoutCookieTime()
}

export function isLoggingOut(): boolean {
  return read(session, LOGGING_OUT_KEY) !== null
}

export function loggedOutRecently(now = Date.now()): boolean {
  const at = lastLogoutAt()
  return at !== null && now - at < LOGOUT_REDIRECT_SUPPRESSION_MS
}

/** Ends the logging-out state (the logout reached /auth). */
export function clearLoggingOutFlag(): void {
  write(session, LOGGING_OUT_KEY, null)
}

/** Start-up: drop a logging-out flag older than 10 s and a logout time past its 60 s use. */
export function clearStaleLogoutMarkers(now = Date.now()): void {
  const flag = read(session, LOGGING_OUT_KEY)
  if (flag !== null && now - flag > STALE_MARKER_MS) write(session, LOGGING_OUT_KEY, null)
  const at = read(local, LOGOUT_AT_KEY)
  if (at !== null && now - at > LOGOUT_REDIRECT_SUPPRESSION_MS) write(local, LOGOUT_AT_KEY, null)
}
