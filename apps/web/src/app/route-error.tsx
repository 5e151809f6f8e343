import { useRouteError } from 'react-router'
import { StartupFailure } from '@/app/startup-failure'

/** A page that failed to load or render (e.g. its code chunk after a deploy). */
export function RouteError() {
  const error = useRouteError()
  return <StartupFailure error={error} />
}
