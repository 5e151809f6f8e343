import type { Session } from '@orion/contracts/chat'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { sessionListQueryKey } from '@/lib/chat-sessions/query-keys'
import { apiRequest } from '@/lib/request'

export interface SessionFilters {
  search: string
  favoritesOnly: boolean
}

/** GET /api/sessions (?search=&favorites=true): newest first, searched on the server. */
export async function listSessions({ search, favoritesOnly }: SessionFilters): Promise<Session[]> {
  const params = new URLSearchParams()
  if (search.trim()) params.set('search', search.trim())
  if (favoritesOnly) params.set('favorites', 'true')
  const query = params.toString() ? `?${params.toString()}` : ''
  const response = await apiRequest('GET', `/api/sessions${query}`)
  return (await response.json()) as Session[]
}

export function useSessionList(filters: SessionFilters) {
  return useQuery({
    queryKey: sessionListQueryKey(filters),
    queryFn: () => listSessions(filters),
    // Keep the list on screen while the next search runs.
    placeholderData: keepPreviousData,
  })
}
