import type { deleteNotebookResponseSchema } from '@orion/contracts/journal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { invalidateJournal } from '@/features/journal/api/invalidate'
import { apiRequest } from '@/lib/request'

export type NotebookEntriesChoice = 'unfile' | 'delete'
export type DeleteNotebookResult = z.infer<typeof deleteNotebookResponseSchema>

/**
 * DELETE /api/notebooks/{id}?entries=unfile|delete: its entries move to All Entries or are deleted
 * with it, as the person chose (never silently).
 */
export async function deleteNotebook({
  id,
  entries,
}: {
  id: string
  entries: NotebookEntriesChoice
}): Promise<DeleteNotebookResult> {
  const path = `/api/notebooks/${encodeURIComponent(id)}?entries=${entries}`
  const response = await apiRequest('DELETE', path)
  return (await response.json()) as DeleteNotebookResult
}

export function useDeleteNotebook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteNotebook,
    onSuccess: () => invalidateJournal(queryClient),
  })
}
