import type { Message, Session } from '@orion/contracts/chat'
import type { QueryClient } from '@tanstack/react-query'
import type { SessionPages } from '@/features/chat/api/get-session'
import { sessionQueryKey } from '@/lib/chat-sessions/query-keys'

/** A conversation just created has no messages: show it at once instead of a spinner. */
export function seedNewSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData<SessionPages>(sessionQueryKey(session.id), {
    pages: [{ ...session, messages: [], hasMoreBefore: false, tokensUsed: 0 }],
    pageParams: [null],
  })
}

/** Appends stored messages to the newest page, so they stay on screen while the session refetches. */
export function addMessagesToSession(
  queryClient: QueryClient,
  sessionId: string,
  messages: Message[],
): void {
  queryClient.setQueryData<SessionPages>(sessionQueryKey(sessionId), (data) => {
    if (!data) return data
    const [newest, ...older] = data.pages
    if (!newest) return data
    const known = new Set(newest.messages.map((message) => message.id))
    const added = messages.filter((message) => !known.has(message.id))
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, ...added] }, ...older] }
  })
}
