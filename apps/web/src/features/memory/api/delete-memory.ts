import { useMutation, useQueryClient } from '@tanstack/react-query'
import { memoriesQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

/** DELETE /api/memories/{id} (the answer is not read: the list refetches). */
export async function deleteMemory(memoryId: string): Promise<void> {
  await apiRequest('DELETE', `/api/memories/${encodeURIComponent(memoryId)}`)
}

export function useDeleteMemory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMemory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey }),
  })
}
