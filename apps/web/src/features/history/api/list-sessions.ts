import type { Session } from '@orion/contracts/chat'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { sessionListQueryKey } from '@/lib/chat-sessions/query-keys'
import { apiRequest } from '@/lib/request'

export interface SessionFilters {
  search: string
  favoritesOnly: boolean
}

/** How many conversations the History page asks for at a time. */
export const SESSION_PAGE_SIZE = 30

export interface SessionPage {
  sessions: Session[]
  /** The cursor of the next page (from the `Link: <...>; rel="next"` header), or null at the end. */
  next: string | null
}

/** The `cursor` of a `Link: </api/sessions?...&cursor=...>; rel="next"` header. */
export function nextCursor(link: string | null): string | null {
  const target = link && /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1]
  return target ? new URL(target, 'http://orion.invalid').searchParams.get('cursor') : null
}

/** GET /api/sessions?limit=(&search=&favorites=true&cursor=): one page, newest first. */
export async function listSessions(
  { search, favoritesOnly }: SessionFilters,
  cursor?: string,
): Promise<SessionPage> {
  const params = new URLSearchParams()
  if (search.trim()) params.set('search', search.trim())
  if (favoritesOnly) params.set('favorites', 'true')
  params.set('limit', String(SESSION_PAGE_SIZE))
  if (cursor) params.set('cursor', cursor)
  const response = await apiRequest('GET', `/api/sessions?${params.toString()}`)
  return {
    sessions: (await response.json()) as Session[],
    next: nextCursor(response.headers.get('Link')),
  }
}

/** The list, one page at a time: fetchNextPage() while hasNextPage. */
export function useSessionList(filters: SessionFilters) {
  return useInfiniteQuery({
    queryKey: sessionListQueryKey(filters),
    queryFn: ({ pageParam }) => listSessions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // Keep the list on screen while the next search runs.
    placeholderData: keepPreviousData,
  })
}
