import type { JournalEntry } from '@orion/contracts/journal'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  ALL_ENTRIES,
  journalListQueryKey,
  type JournalFilters,
} from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

/** The most entries one list asks for (the contract allows up to 500). */
export const JOURNAL_LIST_LIMIT = 200

export function journalListPath(filters: JournalFilters): string {
  const params = new URLSearchParams()
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (filters.tag) params.set('tag', filters.tag)
  if (filters.mood) params.set('mood', filters.mood)
  params.set('sort', filters.sort)
  if (filters.notebookId !== ALL_ENTRIES) params.set('notebookId', filters.notebookId)
  params.set('limit', String(JOURNAL_LIST_LIMIT))
  return `/api/journal?${params.toString()}`
}

/** GET /api/journal?search=&tag=&mood=&sort=&notebookId=&limit=: filtered on the server. */
export async function listEntries(filters: JournalFilters): Promise<JournalEntry[]> {
  const response = await apiRequest('GET', journalListPath(filters))
  return (await response.json()) as JournalEntry[]
}

export function useJournalEntries(filters: JournalFilters) {
  return useQuery({
    queryKey: journalListQueryKey(filters),
    queryFn: () => listEntries(filters),
    // Keep the cards on screen while the next search runs.
    placeholderData: keepPreviousData,
  })
}
