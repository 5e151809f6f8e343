import type { JournalEntry } from '@orion/contracts/journal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EntryInput } from '@/features/journal/api/create-entry'
import { invalidateJournal } from '@/features/journal/api/invalidate'
import { apiRequest } from '@/lib/request'

/** PATCH /api/journal/{entryId} with the edited fields: the updated entry. */
export async function updateEntry({
  entryId,
  changes,
}: {
  entryId: string
  changes: Partial<EntryInput>
}): Promise<JournalEntry> {
  const response = await apiRequest('PATCH', `/api/journal/${encodeURIComponent(entryId)}`, changes)
  return (await response.json()) as JournalEntry
}

export function useUpdateEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: () => invalidateJournal(queryClient),
  })
}
