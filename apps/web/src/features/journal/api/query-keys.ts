// Query keys of the journal. Every journal key starts with '/api/journal', so invalidating that
// prefix refreshes every list and the summary; notebooks have their own prefix.

export type JournalSort = 'newest' | 'oldest'

/** What the Journal Entries tab shows: a folder ('none' = All Entries, or a notebook id) and filters. */
export interface JournalFilters {
  search: string
  tag: string
  mood: string
  sort: JournalSort
  notebookId: string
}

/** The All Entries folder lists the entries without a notebook (GET /api/journal?notebookId=none). */
export const ALL_ENTRIES = 'none'

export const journalQueryKey = ['/api/journal'] as const
export const journalListsQueryKey = [...journalQueryKey, 'list'] as const
export const journalSummaryQueryKey = [...journalQueryKey, 'summary'] as const
export const notebooksQueryKey = ['/api/notebooks'] as const

export function journalListQueryKey(filters: JournalFilters) {
  return [...journalListsQueryKey, filters] as const
}
