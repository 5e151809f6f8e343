import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import type { JournalSummary } from '@/features/journal/api/journal-summary'
import { userQueryKey } from '@/lib/session'
import { json, stubApi, testUser, type ApiCall } from '@/test/api-stub'

// Test data and a fake journal API for the journal tests (fetch is mocked at the boundary).

export function entry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    entryId: 'e1',
    title: 'Morning pages',
    content: 'Woke up early and wrote.',
    mood: 'Calm',
    tags: ['morning'],
    notebookId: null,
    isPrivate: true,
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  }
}

export function notebook(overrides: Partial<Notebook> = {}): Notebook {
  const id = overrides.notebookId ?? overrides.id ?? 'n1'
  return {
    id,
    notebookId: id,
    name: 'Dreams',
    color: '#F472B6',
    entryCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export interface FakeJournal {
  entries: JournalEntry[]
  notebooks: Notebook[]
  /** Answers a call before the fake journal does (a failure, a held response). */
  override?: (call: ApiCall) => Response | Promise<Response> | undefined
}

function summaryOf(journal: FakeJournal): JournalSummary {
  return {
    total: journal.entries.length,
    unfiledCount: journal.entries.filter((item) => item.notebookId === null).length,
    tags: [...new Set(journal.entries.flatMap((item) => item.tags))],
    moods: [...new Set(journal.entries.flatMap((item) => (item.mood ? [item.mood] : [])))],
  }
}

/** A fetch that serves the journal calls from `journal`, and records every call. */
export function stubJournalApi(journal: FakeJournal) {
  return stubApi({
    handler: (call) => {
      const answer = journal.override?.(call)
      if (answer) return answer
      if (call.method === 'GET' && call.path === '/api/journal/summary')
        return json(summaryOf(journal))
      if (call.method === 'GET' && call.path === '/api/notebooks') return json(journal.notebooks)
      if (call.method === 'GET' && call.path === '/api/journal') {
        const folder = new URLSearchParams(call.search).get('notebookId')
        const matches = journal.entries.filter((item) =>
          folder === 'none' ? item.notebookId === null : !folder || item.notebookId === folder,
        )
        return json(matches)
      }
      return undefined
    },
  })
}

/** Renders with a query cache that already knows the signed-in user (as RequireAuth ensures). */
export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(userQueryKey, testUser)
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  )
  return { queryClient, ...view }
}
