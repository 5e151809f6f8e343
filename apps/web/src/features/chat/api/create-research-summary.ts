import type { JournalEntry } from '@orion/contracts/journal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { journalQueryKey } from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

/**
 * POST /api/journal/research-summary {sessionId}: a public journal entry 'Research Summary: {title}
 * - {date}' summarising the conversation.
 */
export async function createResearchSummary(sessionId: string): Promise<JournalEntry> {
  const response = await apiRequest('POST', '/api/journal/research-summary', { sessionId })
  return (await response.json()) as JournalEntry
}

export function useCreateResearchSummary() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createResearchSummary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalQueryKey }),
  })
}
