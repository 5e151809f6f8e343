import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateJournal } from '@/features/journal/api/invalidate'
import { apiRequest } from '@/lib/request'

/** DELETE /api/journal/{entryId}. */
export async function deleteEntry(entryId: string): Promise<void> {
  await apiRequest('DELETE', `/api/journal/${encodeURIComponent(entryId)}`)
}

export function useDeleteEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => invalidateJournal(queryClient),
  })
}
