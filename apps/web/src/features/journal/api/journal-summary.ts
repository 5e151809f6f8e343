import type { journalSummarySchema } from '@orion/contracts/journal'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { journalSummaryQueryKey } from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

export type JournalSummary = z.infer<typeof journalSummarySchema>

/** GET /api/journal/summary: the All Entries badge (unfiledCount) and the tags and moods in use. */
export async function getJournalSummary(): Promise<JournalSummary> {
  const response = await apiRequest('GET', '/api/journal/summary')
  return (await response.json()) as JournalSummary
}

export function useJournalSummary() {
  return useQuery({ queryKey: journalSummaryQueryKey, queryFn: getJournalSummary })
}
