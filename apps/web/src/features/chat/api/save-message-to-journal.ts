import type { CreateEntry, JournalEntry } from '@orion/contracts/journal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { journalQueryKey } from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

// The journal page's query key prefix (features do not import each other): its lists refresh.

/** POST /api/journal {title, content, mood, tags, isPrivate}: a message kept in the journal. */
export async function saveMessageToJournal(input: CreateEntry): Promise<JournalEntry> {
  const response = await apiRequest('POST', '/api/journal', input)
  return (await response.json()) as JournalEntry
}

export function useSaveMessageToJournal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMessageToJournal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKey }),
  })
}
