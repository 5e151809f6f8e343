import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionsQueryKey } from '@/lib/chat-sessions/query-keys'
import { getCurrentSession, setCurrentSession } from '@/lib/current-session'
import { apiRequest } from '@/lib/request'

/** DELETE /api/sessions/{id}: {success, message}. */
export async function deleteSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/sessions/${encodeURIComponent(id)}`)
}

/** Current session: deleting the current session clears the selection. */
export function useDeleteSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_, id) => {
      if (getCurrentSession() === id) setCurrentSession(null)
      queryClient.removeQueries({ queryKey: [...sessionsQueryKey, id] })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  })
}
