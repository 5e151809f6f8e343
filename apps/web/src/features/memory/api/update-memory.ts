import type { Memory } from '@orion/contracts/memory'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { memoriesQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

/** PATCH /api/memories/{id} {summary}. */
export async function updateMemory({ memoryId, summary }: { memoryId: string; summary: string }) {
  const response = await apiRequest('PATCH', `/api/memories/${encodeURIComponent(memoryId)}`, {
    summary,
  })
  return (await response.json()) as Memory
}

export function useUpdateMemory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMemory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey }),
  })
}
