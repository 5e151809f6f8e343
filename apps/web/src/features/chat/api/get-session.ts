import type { SessionWithMessages } from '@orion/contracts/chat'
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { sessionQueryKey } from '@/lib/chat-sessions/query-keys'
import { apiRequest } from '@/lib/request'

/** Older messages load this many at a time when the list is scrolled to the top. */
export const OLDER_PAGE_SIZE = 100

export type SessionPages = InfiniteData<SessionWithMessages, string | null>

/** GET /api/sessions/{id}: the latest 200 messages, or those before `before`. */
export async function getSession(id: string, before: string | null): Promise<SessionWithMessages> {
  const query = before ? `?before=${encodeURIComponent(before)}&limit=${OLDER_PAGE_SIZE}` : ''
  const response = await apiRequest('GET', `/api/sessions/${encodeURIComponent(id)}${query}`)
  return (await response.json()) as SessionWithMessages
}

/** The open conversation: page 0 is the newest, each further page is older. */
export function useSession(id: string | null) {
  return useInfiniteQuery({
    queryKey: sessionQueryKey(id ?? 'none'),
    queryFn: ({ pageParam }) => getSession(id ?? '', pageParam),
    enabled: id !== null,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMoreBefore ? (page.messages[0]?.id ?? null) : null),
  })
}

/** Every loaded message, oldest first, without duplicates (pages may overlap after a refetch). */
export function messagesOf(data: Pick<SessionPages, 'pages'> | undefined) {
  if (!data) return []
  const seen = new Set<string>()
  return [...data.pages]
    .reverse()
    .flatMap((page) => page.messages)
    .filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)))
}
