import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionsQueryKey } from '@/lib/chat-sessions/query-keys'
import { apiRequest } from '@/lib/request'
import { toastError } from '@/lib/toast'

/** PATCH /api/sessions/{id}/favorite {isFavorite} (the answer is not read: the lists refetch). */
export async function setFavorite({ id, isFavorite }: { id: string; isFavorite: boolean }) {
  await apiRequest('PATCH', `/api/sessions/${encodeURIComponent(id)}/favorite`, { isFavorite })
}

/** Flips the star; the lists and the open session refetch. */
export function useSetFavorite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setFavorite,
    onError: (error) => toastError('Failed to update favorite', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  })
}
