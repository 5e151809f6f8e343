import type { Memory } from '@orion/contracts/memory'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { memoriesQueryKey } from '@/features/memory/api/query-keys'
import { apiRequest } from '@/lib/request'

/** POST /api/sessions/memory {sessionId}: the server summarises the whole conversation. */
export async function summarizeSession(sessionId: string): Promise<Memory> {
  const response = await apiRequest('POST', '/api/sessions/memory', { sessionId })
  return (await response.json()) as Memory
}

export function useSummarizeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: summarizeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey }),
  })
}
