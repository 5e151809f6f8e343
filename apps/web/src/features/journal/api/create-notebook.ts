import type { Notebook, notebookInputSchema } from '@orion/contracts/journal'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { notebooksQueryKey } from '@/features/journal/api/query-keys'
import { apiRequest } from '@/lib/request'

export type NotebookInput = z.output<typeof notebookInputSchema>

/** POST /api/notebooks {name, color}: the new notebook. */
export async function createNotebook(input: NotebookInput): Promise<Notebook> {
  const response = await apiRequest('POST', '/api/notebooks', input)
  return (await response.json()) as Notebook
}

export function useCreateNotebook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createNotebook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notebooksQueryKey }),
  })
}
