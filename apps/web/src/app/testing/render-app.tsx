import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Providers } from '@/app/providers'
import { routes } from '@/app/router'
import { setWindowWidth } from '@/test/api-stub'

export * from '@/test/api-stub'

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
  return { router, queryClient, ...view }
}
