import type { importMemoriesResponseSchema } from '@orion/contracts/memory'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { memoriesQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

/** POST /api/memories/import, multipart field `file`: {count} memories added. */
export async function importMemories(
  file: File,
): Promise<z.infer<typeof importMemoriesResponseSchema>> {
  const form = new FormData()
  form.append('file', file)
  const response = await apiRequest('POST', '/api/memories/import', form)
  return (await response.json()) as z.infer<typeof importMemoriesResponseSchema>
}

export function useImportMemories() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: importMemories,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey }),
  })
}
