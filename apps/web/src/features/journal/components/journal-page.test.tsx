import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import JournalPage from '@/features/journal/components/journal-page'
import { ENTRY_DRAG_TYPE } from '@/features/journal/entry-display'
import { entryDraftKey, writeEntryDraft } from '@/features/journal/entry-drafts'
import { emptyEntryValues } from '@/features/journal/entry-form-schema'
import {
  entry,
  notebook,
  renderWithQueries,
  stubJournalApi,
  type FakeJournal,
} from '@/features/journal/journal-test-kit'
import { clearToasts } from '@/lib/toast'
import { json } from '@/test/api-stub'
import { expectToast } from '@/test/toasts'

let journal: FakeJournal
let fetchMock: ReturnType<typeof stubJournalApi>

beforeEach(() => {
  journal = {
    entries: [entry(), entry({ entryId: 'e2', title: 'Dream log', notebookId: 'n1', tags: [] })],
    notebooks: [notebook({ entryCount: 1 })],
  }
  fetchMock = stubJournalApi(journal)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  clearToasts()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Every call as 'METHOD /path?query' without the cache-busting parameter. */
function requests() {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost')
    url.searchParams.delete('_t')
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search}`
  })
}

const folder = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+`) })
const cards = () =>
  within(screen.getByRole('list', { name: 'Journal entries' }))
    .queryAllByRole('listitem')
    .map(
      (item) =>
        item.getAttribute('aria-labelledby') && within(item).getByRole('heading').textContent,
    )

async function renderPage({ waitForLoad = true } = {}) {
  const view = renderWithQueries(<JournalPage />)
  expect(screen.getByRole('heading', { level: 1, name: 'Notebooks' })).toBeInTheDocument()
  if (!waitForLoad) return view
  expect(await screen.findByRole('heading', { name: 'Morning pages' })).toBeInTheDocument()
  await screen.findByRole('button', { name: /^Dreams \d/ })
  return view
}

describe('journal page', () => {
  it('lists every entry under All Entries, whose badge counts those without a notebook', async () => {
    await renderPage({ waitForLoad: false })
    expect(screen.getByText('Loading journal entries...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Morning pages' })).toBeInTheDocument()
    await screen.findByRole('button', { name: /^Dreams 1/ })
    expect(folder('All Entries')).toHaveAttribute('aria-pressed', 'true')
    expect(folder('All Entries')).toHaveTextContent('1 entry not in a notebook')
    expect(cards()).toEqual(['Morning pages', 'Dream log'])
    expect(requests()).toContain('GET /api/journal?sort=newest&limit=200')
  })

  it('still lists every entry under All Entries once all of them are filed', async () => {
    journal.entries = [
      entry({ notebookId: 'n1' }),
      entry({ entryId: 'e2', title: 'Dream log', notebookId: 'n1' }),
    ]
    journal.notebooks = [notebook({ entryCount: 2 })]
    await renderPage()
    expect(folder('All Entries')).toHaveTextContent(/^All Entries 0/)
    expect(cards()).toEqual(['Morning pages', 'Dream log'])
    expect(screen.getByRole('tab', { name: 'Image Gallery' })).toBeInTheDocument()
  })

  it('opens a notebook folder to list its entries', async () => {
    const user = userEvent.setup()
    await renderPage()
    await user.click(folder('Dreams'))
    expect(await screen.findByRole('heading', { name: 'Dream log' })).toBeInTheDocument()
    expect(requests()).toContain('GET /api/journal?sort=newest&notebookId=n1&limit=200')
  })

  it('filters by tag, mood and sort on the server, and searches after typing stops', async () => {
    const user = userEvent.setup()
    await renderPage()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by tag' }), 'morning')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by mood' }), 'Calm')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort entries' }), 'oldest')
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'rain')
    await waitFor(() =>
      expect(requests()).toContain(
        'GET /api/journal?search=rain&tag=morning&mood=Calm&sort=oldest&limit=200',
      ),
    )
    expect(requests().filter((call) => call.includes('search=r&'))).toEqual([])
  })

  it("shows 'No journal entries yet' with 'Create your first entry' when there are none", async () => {
    journal.entries = []
    journal.notebooks = []
    renderWithQueries(<JournalPage />)
    expect(await screen.findByText('No journal entries yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create your first entry' }))
    expect(screen.getByRole('dialog', { name: 'Create New Journal Entry' })).toBeInTheDocument()
  })
})

describe('moving an entry (spec part 2 §4)', () => {
  it('moves optimistically from the Move to... menu and rolls back with a toast on error', async () => {
    let fail: (response: Response) => void = () => {}
    journal.override = (call) =>
      call.method === 'PATCH' ? new Promise<Response>((resolve) => (fail = resolve)) : undefined
    const user = userEvent.setup()
    await renderPage()
    await user.click(screen.getByRole('button', { name: 'Move Morning pages to...' }))
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dreams' }))

    // All Entries keeps showing it; only the badge of entries without a notebook changes.
    expect(screen.getByRole('heading', { name: 'Morning pages' })).toBeInTheDocument()
    expect(folder('All Entries')).toHaveTextContent(/^All Entries 0/)
    expect(folder('Dreams')).toHaveTextContent(/^Dreams 2/)
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/journal\/e1\/notebook/),
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ notebookId: 'n1' }) }),
    )

    fail(
      json(
        { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
        500,
      ),
    )
    await expectToast('Error', 'Failed to move entry')
    expect(await screen.findByRole('heading', { name: 'Morning pages' })).toBeInTheDocument()
    expect(folder('All Entries')).toHaveTextContent(/^All Entries 1/)
    expect(folder('Dreams')).toHaveTextContent(/^Dreams 1/)
  })

  it('moves a card dropped on a folder, highlighting the folders while dragging', async () => {
    journal.override = (call) => {
      if (call.method !== 'PATCH') return undefined
      journal.entries[0] = { ...journal.entries[0]!, notebookId: 'n1' }
      journal.notebooks[0] = { ...journal.notebooks[0]!, entryCount: 2 }
      return json(journal.entries[0])
    }
    await renderPage()
    const store = new Map<string, string>()
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
      get types() {
        return [...store.keys()]
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    }
    const card = screen.getByRole('listitem', { name: 'Morning pages' })
    const target = folder('Dreams').closest('li')!
    fireEvent.dragStart(card, { dataTransfer })
    expect(target).toHaveAttribute('data-drop-target', 'ready')
    fireEvent.dragOver(target, { dataTransfer })
    expect(target).toHaveAttribute('data-drop-target', 'over')
    fireEvent.drop(target, { dataTransfer })
    expect(store.get(ENTRY_DRAG_TYPE)).toBe('e1')
    await waitFor(() => expect(requests()).toContain('PATCH /api/journal/e1/notebook'))
    await waitFor(() => expect(folder('All Entries')).toHaveTextContent(/^All Entries 0/))
    expect(folder('Dreams')).toHaveTextContent(/^Dreams 2/)
    expect(screen.getByRole('heading', { name: 'Morning pages' })).toBeInTheDocument()
    expect(target).not.toHaveAttribute('data-drop-target')
  })
})

describe('deleting a notebook', () => {
  beforeEach(() => {
    journal.notebooks = [notebook({ entryCount: 3 })]
    journal.override = (call) =>
      call.method === 'DELETE'
        ? json({ success: true, entriesMoved: 0, entriesDeleted: 3 })
        : undefined
  })

  it('asks what happens to its entries, defaulting to moving them to All Entries', async () => {
    const user = userEvent.setup()
    await renderPage()
    await user.click(screen.getByRole('button', { name: 'Delete notebook Dreams' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Notebook' })
    expect(dialog).toHaveTextContent('“Dreams” holds 3 entries. What should happen to them?')
    expect(within(dialog).getByRole('radio', { name: 'Move them to All Entries' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Delete notebook' }))
    await waitFor(() => expect(requests()).toContain('DELETE /api/notebooks/n1?entries=unfile'))
  })

  it("deletes the entries too only when 'Delete them too' is chosen", async () => {
    const user = userEvent.setup()
    await renderPage()
    await user.click(screen.getByRole('button', { name: 'Delete notebook Dreams' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Notebook' })
    await user.click(within(dialog).getByRole('radio', { name: 'Delete them too' }))
    await user.click(within(dialog).getByRole('button', { name: 'Delete notebook' }))
    await expectToast('Notebook deleted', '3 entries deleted with it.')
    expect(requests()).toContain('DELETE /api/notebooks/n1?entries=delete')
  })
})

describe('creating an entry', () => {
  it('validates, posts the entry, clears the draft and toasts', async () => {
    journal.override = (call) =>
      call.method === 'POST' ? json(entry({ entryId: 'e3', title: 'Walk' }), 201) : undefined
    const key = entryDraftKey('user-1', null)
    writeEntryDraft(key, { ...emptyEntryValues(), title: 'Walk' })
    const user = userEvent.setup()
    await renderPage()
    await user.click(screen.getByRole('button', { name: 'New Entry' }))
    const dialog = screen.getByRole('dialog', { name: 'Create New Journal Entry' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Walk')
    await user.click(within(dialog).getByRole('button', { name: 'Create entry' }))
    expect(await within(dialog).findByText('Content is required')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Content'), 'Along the river')
    await user.type(within(dialog).getByLabelText('Mood'), 'Calm')
    await user.type(within(dialog).getByLabelText('Tags'), 'outdoors{Enter}')
    await user.selectOptions(within(dialog).getByLabelText('Notebook'), 'n1')
    await user.click(within(dialog).getByRole('button', { name: 'Create entry' }))

    await expectToast('Journal entry created successfully')
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Walk',
      content: 'Along the river',
      mood: 'Calm',
      tags: ['outdoors'],
      isPrivate: true,
      notebookId: 'n1',
    })
    expect(localStorage.getItem(key)).toBeNull()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("toasts 'Failed to create journal entry' when the server refuses", async () => {
    journal.override = (call) =>
      call.method === 'POST'
        ? json(
            {
              error: 'internal_error',
              message: 'Something went wrong on our side. Please try again.',
            },
            500,
          )
        : undefined
    const user = userEvent.setup()
    await renderPage()
    await user.click(screen.getByRole('button', { name: 'New Entry' }))
    await user.type(screen.getByLabelText('Title'), 'T')
    await user.type(screen.getByLabelText('Content'), 'C')
    await user.click(screen.getByRole('button', { name: 'Create entry' }))
    await expectToast('Error', 'Failed to create journal entry')
    expect(screen.getByRole('dialog', { name: 'Create New Journal Entry' })).toBeInTheDocument()
  })
})
