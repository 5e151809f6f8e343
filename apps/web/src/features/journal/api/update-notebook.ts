import type { Notebook } from '@orion/contracts/journal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotebookInput } from '@/features/journal/api/create-notebook'
import { notebooksQueryKey } from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

/** PATCH /api/notebooks/{id} {name, color}: the updated notebook (cards read its colour). */
export async function updateNotebook({
  id,
  changes,
}: {
  id: string
  changes: Partial<NotebookInput>
}): Promise<Notebook> {
  const response = await apiRequest('PATCH', `/api/notebooks/${encodeURIComponent(id)}`, changes)
  return (await response.json()) as Notebook
}

export function useUpdateNotebook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNotebook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notebooksQueryKey }),
  })
}
