// First, before any module that parses with zod (imports run in order).
import '@/lib/zod-without-eval'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { startAuth } from '@/app/auth/auth-startup'
import { PageSpinner } from '@/app/page-spinner'
import { RootErrorBoundary } from '@/app/root-error-boundary'
import { renderStartupFailureWithoutReact } from '@/app/startup-failure'
import './index.css'

// ?debug shows a diagnostics page in place of the app.
const DiagnosticsPage = lazy(() => import('@/features/diagnostics/components/diagnostics-page'))

function bootstrap(container: HTMLElement) {
  const debug = new URLSearchParams(window.location.search).has('debug')
  if (!debug) startAuth()
  createRoot(container).render(
    <StrictMode>
      <RootErrorBoundary>
        {debug ? (
          <Suspense fallback={<PageSpinner />}>
            <DiagnosticsPage />
          </Suspense>
        ) : (
          <App />
        )}
      </RootErrorBoundary>
    </StrictMode>,
  )
}

const container = document.getElementById('root')
if (container) {
  try {
    bootstrap(container)
  } catch (error) {
    console.error('Orion failed to start', error)
    renderStartupFailureWithoutReact(container, error)
  }
}
