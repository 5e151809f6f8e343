import type { generateSummaryResponseSchema } from '@orion/contracts/memory'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { consolidatedMemoryQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

/** POST /api/memories/generate-summary: the model folds every memory into the consolidated one. */
export async function generateSummary(): Promise<z.infer<typeof generateSummaryResponseSchema>> {
  const response = await apiRequest('POST', '/api/memories/generate-summary')
  return (await response.json()) as z.infer<typeof generateSummaryResponseSchema>
}

export function useGenerateSummary() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateSummary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consolidatedMemoryQueryKey }),
  })
}
