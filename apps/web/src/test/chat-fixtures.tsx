import type { Message, Session, SubscriptionStatus } from '@orion/contracts/chat'
import type { ComponentType, ReactNode } from 'react'

// Test data and helpers for the chat and history pages.

export const personas = [
  { id: 'companion', name: 'Nova', role: 'Companion' },
  { id: 'analyst', name: 'Atlas', role: 'Analyst' },
  { id: 'guide', name: 'Lyra', role: 'Guide' },
]

export const trialStatus: SubscriptionStatus = {
  subscriptionStatus: 'trial',
  messagesRemaining: 12,
  subscriptionRequired: false,
  isExempt: false,
  isActive: false,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  stripeCustomerId: null,
  billingEnabled: true,
}

export function session(overrides: Partial<Session> = {}): Session {
  return {
    id: 's1',
    userId: 'user-1',
    sessionId: 's1',
    title: 'New Conversation',
    createdAt: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
    updatedAt: new Date().toISOString(),
    isFavorite: false,
    ...overrides,
  }
}

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    userId: 'user-1',
    sessionId: 's1',
    role: 'user',
    content: 'Hello',
    timestamp: '2025-01-01T10:00:00.000Z',
    imageUrls: [],
    conversationMode: 'conversational',
    status: 'complete',
    safety: null,
    ...overrides,
  }
}

/**
 * A text/event-stream response. With `hold`, the stream stays open after the events until the
 * request's signal aborts (a reply the person cancels).
 */
export function sseResponse(
  events: [string, unknown][],
  {
    hold = false,
    signal,
    then,
  }: {
    hold?: boolean
    signal?: AbortSignal | null
    /** Events sent when this settles, after which the stream ends (a held stream's end). */
    then?: Promise<[string, unknown][]>
  } = {},
): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (list: [string, unknown][]) => {
        for (const [name, data] of list)
          controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`))
      }
      send(events)
      if (then) {
        void then.then((more) => {
          send(more)
          controller.close()
        })
      }
      if (!hold) return controller.close()
      signal?.addEventListener('abort', () =>
        controller.error(new DOMException('The operation was aborted.', 'AbortError')),
      )
    },
  })
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } })
}

interface FakeVirtuosoProps<T> {
  data: T[]
  itemContent: (index: number, item: T) => ReactNode
  computeItemKey: (index: number, item: T) => string
  components?: { Header?: ComponentType }
}

/** react-virtuoso measures the DOM, which jsdom lacks: render every item instead. */
export function FakeVirtuoso<T>({
  data,
  itemContent,
  computeItemKey,
  components,
}: FakeVirtuosoProps<T>) {
  const Header = components?.Header
  return (
    <div>
      {Header ? <Header /> : null}
      {data.map((item, index) => (
        <div key={computeItemKey(index, item)}>{itemContent(index, item)}</div>
      ))}
    </div>
  )
}
