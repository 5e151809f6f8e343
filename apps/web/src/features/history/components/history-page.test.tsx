import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { filenameFromContentDisposition } from '@/features/history/api/export-session'
import HistoryPage from '@/features/history/components/history-page'
import { CURRENT_SESSION_KEY, getCurrentSession } from '@/lib/current-session'
import { clearToasts } from '@/lib/toast'
import { apiCalls, json, renderRoutes, stubApi, type ApiHandler } from '@/test/api-stub'
import { session } from '@/test/chat-fixtures'
import { expectToast } from '@/test/toasts'

configure({ asyncUtilTimeout: 3000 })

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => clearToasts())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const sessions = [
  session({ id: 's2', sessionId: 's2', title: 'Planning the week' }),
  session({ id: 's1', title: 'Night thoughts', isFavorite: true }),
]

function historyApi(handler?: ApiHandler) {
  return stubApi({
    handler: (call) => {
      const answer = handler?.(call)
      if (answer) return answer
      if (call.method === 'GET' && call.path === '/api/sessions') return json(sessions)
      return undefined
    },
  })
}

const renderHistory = () =>
  renderRoutes(
    [
      { path: '/history', element: <HistoryPage /> },
      { path: '/', element: <h1>Chat page</h1> },
      { path: '/c/:id', element: <h1>Chat page</h1> },
    ],
    '/history',
  )

describe('history page', () => {
  it('lists conversations with their age, newest first as the server sends them', async () => {
    historyApi()
    renderHistory()
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Planning the week',
      'Night thoughts',
    ])
    expect(items[0]).toHaveTextContent('Created 3 days ago')
  })

  it('loads the next page as the end of the list scrolls into view', async () => {
    // jsdom has no layout: this observer says the end of the list is in view as soon as it is watched.
    const observed: Element[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push(element)
          queueMicrotask(() =>
            this.callback(
              [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          )
        }
        disconnect() {}
      },
    )
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        session({
          id: `p${from + index}`,
          sessionId: `p${from + index}`,
          title: `Talk ${from + index}`,
        }),
      )
    const fetchMock = historyApi(({ path, search }) => {
      if (path !== '/api/sessions') return undefined
      const params = new URLSearchParams(search)
      expect(params.get('limit')).toBe('30')
      if (!params.get('cursor')) {
        return new Response(JSON.stringify(page(0, 30)), {
          headers: {
            'Content-Type': 'application/json',
            Link: '</api/sessions?limit=30&cursor=2026-01-01T00%3A00%3A00.000001Z_abc>; rel="next"',
          },
        })
      }
      expect(params.get('cursor')).toBe('2026-01-01T00:00:00.000001Z_abc')
      return json(page(30, 5))
    })
    renderHistory()
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(35))
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Talk 34')
    // The last page has no next link: nothing more is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/sessions')),
    ).toHaveLength(2)
    expect(observed.length).toBeGreaterThan(0)
  })

  it('shows the empty state with a way to start a conversation', async () => {
    const user = userEvent.setup()
    historyApi(({ path }) => (path === '/api/sessions' ? json([]) : undefined))
    const { router } = renderHistory()
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Start New Conversation' }))
    expect(router.state.location.pathname).toBe('/')
    expect(getCurrentSession()).toBe('new')
  })

  it('searches on the server, debounced, and filters favorites', async () => {
    const user = userEvent.setup()
    const fetchMock = historyApi()
    renderHistory()
    await screen.findAllByRole('listitem')
    await user.type(screen.getByRole('searchbox', { name: 'Search your memories' }), 'week')
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=week'))).toBe(true),
    )
    // Debounced: no request for the partial words.
    expect(fetchMock.mock.calls.some(([url]) => /search=w(&|$)/.test(String(url)))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Favorites only' }))
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('search=week&favorites=true')),
      ).toBe(true),
    )
  })

  it('continues a conversation', async () => {
    const user = userEvent.setup()
    historyApi()
    const { router } = renderHistory()
    await user.click(await screen.findByRole('button', { name: 'Continue Night thoughts' }))
    expect(getCurrentSession()).toBe('s1')
    expect(router.state.location.pathname).toBe('/c/s1')
  })

  it('toggles a favorite, and says so when it fails', async () => {
    const user = userEvent.setup()
    let fail = false
    const fetchMock = historyApi(({ method, path }) =>
      method === 'PATCH' && path.endsWith('/favorite')
        ? fail
          ? json(
              {
                error: 'internal_error',
                message: 'Something went wrong on our side. Please try again.',
              },
              500,
            )
          : json({ ...sessions[0], isFavorite: true })
        : undefined,
    )
    renderHistory()
    await user.click(
      await screen.findByRole('button', { name: 'Add Planning the week to favorites' }),
    )
    await waitFor(() =>
      expect(apiCalls(fetchMock)).toContainEqual(
        expect.objectContaining({
          method: 'PATCH',
          path: '/api/sessions/s2/favorite',
          body: { isFavorite: true },
        }),
      ),
    )
    fail = true
    await user.click(screen.getByRole('button', { name: 'Remove Night thoughts from favorites' }))
    await expectToast('Failed to update favorite')
  })

  it('renames a conversation, requiring a non-empty title', async () => {
    const user = userEvent.setup()
    const fetchMock = historyApi(({ method, path }) =>
      method === 'PATCH' && path === '/api/sessions/s1' ? json(sessions[1]) : undefined,
    )
    renderHistory()
    await user.click(await screen.findByRole('button', { name: 'More actions for Night thoughts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))
    const title = await screen.findByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, '   ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A title is required')).toBeInTheDocument()
    await user.clear(title)
    await user.type(title, '  Calm evenings ')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await expectToast('Session title updated')
    expect(apiCalls(fetchMock)).toContainEqual(
      expect.objectContaining({ method: 'PATCH', body: { title: 'Calm evenings' } }),
    )
  })

  it("says 'Rename failed' when the server refuses", async () => {
    const user = userEvent.setup()
    historyApi(({ method }) =>
      method === 'PATCH'
        ? json(
            {
              error: 'internal_error',
              message: 'Something went wrong on our side. Please try again.',
            },
            500,
          )
        : undefined,
    )
    renderHistory()
    await user.click(await screen.findByRole('button', { name: 'More actions for Night thoughts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await expectToast('Rename failed')
  })

  it('deletes after confirmation and clears the current session', async () => {
    const user = userEvent.setup()
    localStorage.setItem(CURRENT_SESSION_KEY, 's1')
    historyApi(({ method }) =>
      method === 'DELETE' ? json({ success: true, message: 'Deleted' }) : undefined,
    )
    renderHistory()
    await user.click(await screen.findByRole('button', { name: 'More actions for Night thoughts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await expectToast('Session deleted', 'The session has been deleted successfully.')
    expect(getCurrentSession()).toBeNull()
  })

  it("reports a failed delete with the server's message", async () => {
    const user = userEvent.setup()
    historyApi(({ method }) =>
      method === 'DELETE'
        ? json({ error: 'not_found', message: 'Session not found' }, 404)
        : undefined,
    )
    renderHistory()
    await user.click(await screen.findByRole('button', { name: 'More actions for Night thoughts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await expectToast('Delete failed', 'Session not found')
  })

  it('exports a file named by Content-Disposition, and toasts when the export fails', async () => {
    const user = userEvent.setup()
    const createObjectURL = vi.fn(() => 'blob:export')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    let status = 200
    historyApi(({ path }) =>
      path.endsWith('/export')
        ? status === 200
          ? new Response('%PDF', {
              headers: { 'Content-Disposition': 'attachment; filename="night-thoughts.pdf"' },
            })
          : new Response('nope', { status, statusText: 'Server Error' })
        : undefined,
    )
    renderHistory()
    await user.click(await screen.findByRole('button', { name: 'More actions for Night thoughts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Export as PDF' }))
    await waitFor(() => expect(clicked).toEqual(['night-thoughts.pdf']))
    status = 500
    await user.click(screen.getByRole('button', { name: 'More actions for Night thoughts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Export as JSON' }))
    await expectToast('Failed to export session', 'Export failed: 500 Server Error')
  })

  it("toasts 'Export failed' when the download breaks after an OK answer", async () => {
    const user = userEvent.setup()
    historyApi(({ path }) =>
      path.endsWith('/export')
        ? new Response(
            new ReadableStream({
              start: (controller) => controller.error(new Error('connection reset')),
            }),
            { headers: { 'Content-Type': 'application/pdf' } },
          )
        : undefined,
    )
    renderHistory()
    await user.click(await screen.findByRole('button', { name: 'More actions for Night thoughts' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Export as PDF' }))
    await expectToast('Export failed')
    expect(screen.queryByText('Failed to export session')).toBeNull()
  })
})

describe('export file names', () => {
  it('reads filename* first, then filename, else null', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="fallback.pdf"; filename*=UTF-8''caf%C3%A9.pdf`,
      ),
    ).toBe('café.pdf')
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt')
    expect(filenameFromContentDisposition('attachment; filename=plain.json')).toBe('plain.json')
    expect(filenameFromContentDisposition('attachment')).toBeNull()
    expect(filenameFromContentDisposition(null)).toBeNull()
  })
})
