import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { sessionQueryKey, sessionsQueryKey } from '@/lib/chat-sessions/query-keys'

// Tabs of this browser tell each other when a reply starts, so one already showing the
// conversation reads it at once (its session then names the activeTurnId) instead of when it is
// next focused. Tabs elsewhere (another device) see it when they refetch.

const CHANNEL = 'orion.chat-turns'

interface TurnStarted {
  sessionId: string
  turnId: string
}

let shared: BroadcastChannel | null | undefined
/** One channel per tab: what a tab posts reaches the other tabs, never itself. */
function channel(): BroadcastChannel | null {
  if (shared === undefined) {
    shared = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  }
  return shared
}

/** Tells the other tabs that a reply started in this conversation. */
export function announceTurn(sessionId: string, turnId: string): void {
  channel()?.postMessage({ sessionId, turnId } satisfies TurnStarted)
}

/** Refetches a conversation when another tab starts a reply in it. */
export function useTurnAnnouncements(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const receiver = channel()
    if (!receiver) return
    const onMessage = (event: MessageEvent<Partial<TurnStarted>>) => {
      const sessionId = event.data?.sessionId
      if (typeof sessionId !== 'string') return
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey(sessionId) })
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey })
    }
    receiver.addEventListener('message', onMessage)
    return () => receiver.removeEventListener('message', onMessage)
  }, [queryClient])
}
