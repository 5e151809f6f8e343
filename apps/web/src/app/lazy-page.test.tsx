import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from '@/app/lazy-page'
import { RouteError } from '@/app/route-error'

function renderRoute(Page: ReturnType<typeof lazyPage>) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      element: (
        <Suspense fallback={<p role="status">Accessing Orion</p>}>
          <Page />
        </Suspense>
      ),
    },
  ])
  return render(<RouterProvider router={router} />)
}

describe('a route whose code does not arrive', () => {
  it('shows a clear message and Retry when the chunk never loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Page = lazyPage(() => new Promise<never>(() => {}), 100)
    renderRoute(Page)
    expect(screen.getByRole('status')).toHaveTextContent('Accessing Orion')
    expect(
      await screen.findByRole('heading', { name: 'This page is taking too long to load.' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('says the page could not be loaded when the chunk fails, and Retry reloads', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Page = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    renderRoute(Page)
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded.' }),
    ).toBeInTheDocument()
    screen.getByRole('button', { name: 'Retry' }).click()
    expect(reload).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('renders the page when its code arrives in time', async () => {
    const Page = lazyPage(async () => ({ default: () => <h1>Journal</h1> }), 1000)
    renderRoute(Page)
    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument()
  })
})
