import { useKeepAlive } from '@/app/auth/use-keep-alive'
import { useLiveAlerts } from '@/app/auth/use-live-alerts'
import { useTelemetry } from '@/app/auth/use-telemetry'

/**
 * What runs while someone is signed in: the keep-alive and token refresh, live alerts and
 * telemetry. Its own chunk, loaded once a user is known, so /auth never downloads it (nor the
 * schemas the live alerts parse with).
 */
export default function SignedInServices() {
  useKeepAlive(true)
  useLiveAlerts(true)
  useTelemetry(true)
  return null
}
