import { getAuthToken } from '@/lib/auth-token'

export type Availability = 'available' | 'unavailable'

function storageAvailability(storage: () => Storage): Availability {
  try {
    const key = '__orion_diagnostics__'
    storage().setItem(key, '1')
    storage().removeItem(key)
    return 'available'
  } catch {
    return 'unavailable'
  }
}

function cookieAvailability(): Availability {
  try {
    if (!navigator.cookieEnabled) return 'unavailable'
    document.cookie = 'orion_diagnostics=1; path=/; SameSite=Lax'
    const works = document.cookie.includes('orion_diagnostics=1')
    document.cookie = 'orion_diagnostics=; path=/; max-age=0; SameSite=Lax'
    return works ? 'available' : 'unavailable'
  } catch {
    return 'unavailable'
  }
}

/** What this browser offers the app; read synchronously. */
export function readBrowserFacts() {
  return {
    authMode: getAuthToken() ? 'jwt_only' : 'cookie',
    localStorage: storageAvailability(() => window.localStorage),
    sessionStorage: storageAvailability(() => window.sessionStorage),
    cookies: cookieAvailability(),
    serviceWorkerSupported: 'serviceWorker' in navigator,
    userAgent: navigator.userAgent,
  }
}

export async function readServiceWorkerStatus(): Promise<string> {
  if (!('serviceWorker' in navigator)) return 'not supported'
  try {
    const registrations = await navigator.serviceWorker.getRegistrations()
    if (registrations.length === 0) return 'supported, none registered'
    return registrations
      .map((registration) => `registered (scope ${registration.scope})`)
      .join('; ')
  } catch (error) {
    return `supported, status unknown (${error instanceof Error ? error.message : String(error)})`
  }
}
