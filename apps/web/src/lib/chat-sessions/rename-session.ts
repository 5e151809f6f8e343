import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionsQueryKey } from '@/lib/chat-sessions/query-keys'
import { apiRequest } from '@/lib/request'

/** PATCH /api/sessions/{id} {title} (the answer is not read: the lists refetch). */
export async function renameSession({ id, title }: { id: string; title: string }): Promise<void> {
  await apiRequest('PATCH', `/api/sessions/${encodeURIComponent(id)}`, { title })
}

export function useRenameSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renameSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  })
}
