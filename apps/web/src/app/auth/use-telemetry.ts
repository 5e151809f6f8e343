import { useEffect } from 'react'
import { cookiesWork } from '@/lib/auth-mode'
import { getAuthToken } from '@/lib/auth-token'
import { startTelemetry } from '@/lib/telemetry/collector'
import { useTelemetryEnabled } from '@/lib/telemetry/preference'

/**
 * Interface events while signed in, unless the person switched them off in Settings or the browser
 * sends Global Privacy Control (startTelemetry then collects nothing).
 */
export function useTelemetry(signedIn: boolean) {
  const enabled = useTelemetryEnabled()
  useEffect(() => {
    if (!signedIn || !enabled) return
    return startTelemetry({
      window,
      now: () => Date.now(),
      getToken: getAuthToken,
      cookiesWork: cookiesWork(),
    })
  }, [signedIn, enabled])
}
