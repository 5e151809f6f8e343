import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConsolidatedMemory } from '@/features/memory/api/get-consolidated-memory'
import { consolidatedMemoryQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

/** POST /api/consolidated-memory {consolidatedMemory} (the answer is not read: it refetches). */
export async function saveConsolidatedMemory(consolidatedMemory: string): Promise<void> {
  await apiRequest('POST', '/api/consolidated-memory', { consolidatedMemory })
}

export function useSaveConsolidatedMemory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveConsolidatedMemory,
    // Show the saved text at once; the refetch then brings the server's updatedAt.
    onSuccess: (_, consolidatedMemory) =>
      queryClient.setQueryData<ConsolidatedMemory>(consolidatedMemoryQueryKey, {
        consolidatedMemory,
        updatedAt: new Date().toISOString(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consolidatedMemoryQueryKey }),
  })
}
