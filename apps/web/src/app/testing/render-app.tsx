import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { Providers } from '@/app/providers'
import { routes } from '@/app/router'

export const testMeta = {
  name: 'Orion',
  version: '0.1.0',
  supportEmail: 'support@orion.test',
  authProviders: { google: false, microsoft: false },
  aiProvider: 'none',
}

export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
}

/** A fetch that answers GET /api/meta and 404 otherwise. */
export function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.startsWith('/api/meta')) return new Response(JSON.stringify(testMeta), { status: 200 })
    return new Response('Not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The whole app, with every route, at `path`, in a window `width` pixels wide. */
export function renderApp(path: string, { width = 1280 }: { width?: number } = {}) {
  setWindowWidth(width)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { router, ...view }
}
