import type { Message, Persona } from '@orion/contracts/chat'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import { AssistantMessage, UserMessage } from '@/features/chat/components/message-item'
import { PendingReply } from '@/features/chat/components/pending-reply'
import type { PendingTurn } from '@/features/chat/hooks/use-send-message'

type Item =
  | { kind: 'message'; key: string; message: Message }
  | { kind: 'pending-user'; key: string; message: Message }
  | { kind: 'pending-reply'; key: string; turn: PendingTurn }

function OlderLoading() {
  return (
    <div role="status" className="flex justify-center gap-2 py-3 text-sm text-star-muted">
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      Loading earlier messages...
    </div>
  )
}

/**
 * The conversation, virtualized (5,000 messages scroll smoothly): anchored to the
 * bottom, following new output while the reader is at the bottom, loading older pages at the top.
 */
export function MessageList({
  messages,
  firstItemIndex,
  pending,
  personas,
  wholeReplyIds,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  messages: Message[]
  firstItemIndex: number
  pending: PendingTurn | null
  personas: Persona[]
  wholeReplyIds: ReadonlySet<string>
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
}) {
  const list = useRef<VirtuosoHandle>(null)
  const [atBottom, setAtBottom] = useState(true)
  const items: Item[] = messages.map((message) => ({ kind: 'message', key: message.id, message }))
  if (pending) {
    if (!messages.some((message) => message.id === pending.userMessage.id))
      items.push({ kind: 'pending-user', key: 'pending-user', message: pending.userMessage })
    items.push({ kind: 'pending-reply', key: 'pending-reply', turn: pending })
  }

  // A streaming reply grows in place: keep its end in view while the reader is at the bottom.
  const streamedLength = pending?.parts.reduce((total, part) => total + part.text.length, 0) ?? 0
  useEffect(() => {
    if (atBottom && streamedLength > 0) list.current?.autoscrollToBottom()
  }, [atBottom, streamedLength])

  return (
    <Virtuoso
      ref={list}
      className="min-h-0 flex-1"
      data={items}
      firstItemIndex={firstItemIndex}
      initialTopMostItemIndex={{ index: Math.max(0, items.length - 1), align: 'end' }}
      alignToBottom
      followOutput={(isAtBottom) => (isAtBottom ? 'smooth' : false)}
      atBottomStateChange={setAtBottom}
      atBottomThreshold={80}
      startReached={() => {
        if (hasOlder && !loadingOlder) onLoadOlder()
      }}
      computeItemKey={(_, item) => item.key}
      components={{ Header: () => (loadingOlder ? <OlderLoading /> : <div className="h-4" />) }}
      itemContent={(_, item) => (
        <div className="mx-auto w-full max-w-3xl px-4 py-2 sm:px-8">
          {item.kind === 'pending-reply' ? (
            <PendingReply turn={item.turn} personas={personas} />
          ) : item.message.role === 'user' ? (
            <UserMessage message={item.message} />
          ) : (
            <AssistantMessage
              message={item.message}
              personas={personas}
              animate={wholeReplyIds.has(item.message.id)}
            />
          )}
        </div>
      )}
    />
  )
}
