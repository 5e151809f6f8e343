import { useRouteError } from 'react-router'
import { PageLoadError } from '@/app/lazy-page'
import { StartupFailure } from '@/app/startup-failure'
import { buttonClasses } from '@/components/ui/button'

/** A page whose code failed or stalled: say so and offer a fresh load (a new module map). */
function PageLoadFailure({ error }: { error: PageLoadError }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="max-w-md space-y-4 text-center">
        <h1 className="text-xl font-semibold text-star">{error.message}</h1>
        <p className="text-star-muted">
          Orion could not fetch this page&apos;s code. Check your connection, then try again.
        </p>
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses()}>
          Retry
        </button>
      </div>
    </main>
  )
}

/** A page that failed to load or render (e.g. its code chunk after a deploy). */
export function RouteError() {
  const error = useRouteError()
  if (error instanceof PageLoadError) return <PageLoadFailure error={error} />
  return <StartupFailure error={error} />
}
