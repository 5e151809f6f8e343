// Query keys of the journal. Every journal key starts with '/api/journal', so invalidating that
// prefix refreshes every list and the summary; notebooks have their own prefix.

export type JournalSort = 'newest' | 'oldest'

/** What the Journal Entries tab shows: a folder (All Entries, or a notebook id) and filters. */
export interface JournalFilters {
  search: string
  tag: string
  mood: string
  sort: JournalSort
  notebookId: string
}

/**
 * The All Entries folder lists every entry, filed or not; its badge counts the
 * ones without a notebook. Not a notebook id: the list asks for no notebook filter.
 */
export const ALL_ENTRIES = 'all'

export const journalQueryKey = ['/api/journal'] as const
export const journalListsQueryKey = [...journalQueryKey, 'list'] as const
export const journalSummaryQueryKey = [...journalQueryKey, 'summary'] as const
export const notebooksQueryKey = ['/api/notebooks'] as const

export function journalListQueryKey(filters: JournalFilters) {
  return [...journalListsQueryKey, filters] as const
}
