import type { CreateMemory, Memory } from '@orion/contracts/memory'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { memoriesQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

// The memory page's query key (features do not import each other): its list refreshes.

/** POST /api/memories: one message kept as a memory (the floppy-disk button). */
export async function saveMessageToMemory(input: CreateMemory): Promise<Memory> {
  const response = await apiRequest('POST', '/api/memories', input)
  return (await response.json()) as Memory
}

export function useSaveMessageToMemory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMessageToMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey }),
  })
}
