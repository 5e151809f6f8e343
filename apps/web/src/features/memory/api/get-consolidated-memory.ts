import type { consolidatedMemorySchema } from '@orion/contracts/memory'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { consolidatedMemoryQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

export type ConsolidatedMemory = z.infer<typeof consolidatedMemorySchema>

/** GET /api/consolidated-memory: {consolidatedMemory, updatedAt}. */
export async function getConsolidatedMemory(): Promise<ConsolidatedMemory> {
  const response = await apiRequest('GET', '/api/consolidated-memory')
  return (await response.json()) as ConsolidatedMemory
}

/** Read only while the Additional Context dialog is open. */
export function useConsolidatedMemory(enabled: boolean) {
  return useQuery({
    queryKey: consolidatedMemoryQueryKey,
    queryFn: getConsolidatedMemory,
    enabled,
  })
}
