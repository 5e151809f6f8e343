import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { invalidateJournal } from '@/features/journal/api/invalidate'
import type { JournalSummary } from '@/features/journal/api/journal-summary'
import {
  ALL_ENTRIES,
  journalListsQueryKey,
  journalQueryKey,
  journalSummaryQueryKey,
  notebooksQueryKey,
  type JournalFilters,
} from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

export interface MoveEntryInput {
  entry: JournalEntry
  /** The notebook to file it in, or null for All Entries. */
  notebookId: string | null
}

/** PATCH /api/journal/{entryId}/notebook {notebookId | null}: null clears it (All Entries). */
export async function moveEntry({ entry, notebookId }: MoveEntryInput): Promise<JournalEntry> {
  const path = `/api/journal/${encodeURIComponent(entry.entryId)}/notebook`
  const response = await apiRequest('PATCH', path, { notebookId })
  return (await response.json()) as JournalEntry
}

/** A list after the move: the card leaves a notebook's folder it no longer belongs to. */
export function listAfterMove(
  entries: JournalEntry[],
  filters: JournalFilters | undefined,
  { entry, notebookId }: MoveEntryInput,
): JournalEntry[] {
  const folder = filters?.notebookId
  const belongs = folder === undefined || folder === ALL_ENTRIES || folder === notebookId
  return belongs
    ? entries.map((item) => (item.entryId === entry.entryId ? { ...item, notebookId } : item))
    : entries.filter((item) => item.entryId !== entry.entryId)
}

function countChange(notebookId: string | null, from: string | null, to: string | null) {
  return (notebookId === to ? 1 : 0) - (notebookId === from ? 1 : 0)
}

interface Snapshot {
  lists: [QueryKey, JournalEntry[] | undefined][]
  summary: JournalSummary | undefined
  notebooks: Notebook[] | undefined
}

/** Moving an entry: optimistic (list and counts), rolled back on error. */
export function useMoveEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moveEntry,
    onMutate: async (input): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: journalQueryKey })
      await queryClient.cancelQueries({ queryKey: notebooksQueryKey })
      const snapshot: Snapshot = {
        lists: queryClient.getQueriesData<JournalEntry[]>({ queryKey: journalListsQueryKey }),
        summary: queryClient.getQueryData<JournalSummary>(journalSummaryQueryKey),
        notebooks: queryClient.getQueryData<Notebook[]>(notebooksQueryKey),
      }
      const from = input.entry.notebookId
      const to = input.notebookId
      for (const [key, entries] of snapshot.lists) {
        if (!entries) continue
        const filters = key[2] as JournalFilters | undefined
        queryClient.setQueryData(key, listAfterMove(entries, filters, input))
      }
      if (snapshot.summary)
        queryClient.setQueryData<JournalSummary>(journalSummaryQueryKey, {
          ...snapshot.summary,
          unfiledCount: snapshot.summary.unfiledCount + countChange(null, from, to),
        })
      if (snapshot.notebooks)
        queryClient.setQueryData<Notebook[]>(
          notebooksQueryKey,
          snapshot.notebooks.map((notebook) => ({
            ...notebook,
            entryCount: notebook.entryCount + countChange(notebook.notebookId, from, to),
          })),
        )
      return snapshot
    },
    onError: (_error, _input, snapshot) => {
      if (!snapshot) return
      for (const [key, entries] of snapshot.lists) queryClient.setQueryData(key, entries)
      queryClient.setQueryData(journalSummaryQueryKey, snapshot.summary)
      queryClient.setQueryData(notebooksQueryKey, snapshot.notebooks)
    },
    onSettled: () => invalidateJournal(queryClient),
  })
}
