import type { createEntrySchema, JournalEntry } from '@orion/contracts/journal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { invalidateJournal } from '@/features/journal/api/invalidate'
import { apiRequest } from '@/lib/request'

export type EntryInput = z.output<typeof createEntrySchema>

/** POST /api/journal {title, content, mood, tags, isPrivate, notebookId}: 201 with the entry. */
export async function createEntry(input: EntryInput): Promise<JournalEntry> {
  const response = await apiRequest('POST', '/api/journal', input)
  return (await response.json()) as JournalEntry
}

export function useCreateEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createEntry,
    onSuccess: () => invalidateJournal(queryClient),
  })
}
