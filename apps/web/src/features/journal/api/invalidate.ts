import type { QueryClient } from '@tanstack/react-query'
import { journalQueryKey, notebooksQueryKey } from '@/features/journal/api/query-keys'

/** Entries changed: every list, the summary (badge, tags, moods) and the notebooks' counts. */
export function invalidateJournal(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: journalQueryKey }),
    queryClient.invalidateQueries({ queryKey: notebooksQueryKey }),
  ])
}
