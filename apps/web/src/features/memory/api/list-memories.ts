import type { memoryListSchema } from '@orion/contracts/memory'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { memoriesQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

export type MemoryList = z.infer<typeof memoryListSchema>

/** GET /api/memories: every memory of the signed-in user, with the token estimate. */
export async function listMemories(): Promise<MemoryList> {
  const response = await apiRequest('GET', '/api/memories')
  return (await response.json()) as MemoryList
}

export function useMemories() {
  return useQuery({ queryKey: memoriesQueryKey, queryFn: listMemories })
}
