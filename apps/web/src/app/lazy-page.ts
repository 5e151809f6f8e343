import { lazy, type ComponentType } from 'react'

/**
 * How long a page's code may take to arrive. A chunk whose import neither resolves nor fails (seen
 * once in Chromium after two navigations raced) would otherwise leave a spinner up for good.
 */
export const PAGE_CHUNK_TIMEOUT_MS = 20_000

/** A page's code could not be loaded: the route's error screen offers Retry. */
export class PageLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'PageLoadError'
  }
}

function withinTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PageLoadError('This page is taking too long to load.')),
      timeoutMs,
    )
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new PageLoadError('This page could not be loaded.', { cause: error }))
      },
    )
  })
}

/** React.lazy for a route's page whose import fails or stalls into a PageLoadError. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs = PAGE_CHUNK_TIMEOUT_MS,
) {
  return lazy(() => withinTimeout(load(), timeoutMs))
}
