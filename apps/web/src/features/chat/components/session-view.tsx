import { useState } from 'react'
import { Link } from 'react-router'
import { PageSpinnerInline } from '@/components/ui/spinner'
import { usePersonas } from '@/features/chat/api/get-personas'
import { messagesOf, useSession } from '@/features/chat/api/get-session'
import { MessageList } from '@/features/chat/components/message-list'
import { replyPlainText } from '@/features/chat/components/message-item'
import type { PendingTurn } from '@/features/chat/hooks/use-send-message'
import { ApiRequestError } from '@/lib/api-error'
import { buttonClasses } from '@/components/ui/button'
import { setCurrentSession } from '@/lib/current-session'
import { SessionHeader } from '@/features/chat/components/session-header'

// Virtuoso needs a positive first index that shrinks by the number of older messages prepended.
const FIRST_INDEX_BASE = 1_000_000
const ANNOUNCE_MAX_CHARS = 1200

/** An open conversation: header, messages (lazily loaded chunk) and a polite live region. */
export default function SessionView({
  sessionId,
  pending,
  wholeReplyIds,
}: {
  sessionId: string | null
  pending: PendingTurn | null
  wholeReplyIds: ReadonlySet<string>
}) {
  const query = useSession(sessionId)
  const personas = usePersonas().data ?? []
  const messages = messagesOf(query.data)
  const session = query.data?.pages[0] ?? null

  // The oldest message of the first page anchors the indexes, so appending never looks like a prepend.
  const [anchor, setAnchor] = useState<{ sessionId: string; messageId: string } | null>(null)
  if (sessionId && messages[0] && anchor?.sessionId !== sessionId)
    setAnchor({ sessionId, messageId: messages[0].id })
  const beforeAnchor = anchor ? messages.findIndex((m) => m.id === anchor.messageId) : 0
  const firstItemIndex = FIRST_INDEX_BASE - Math.max(0, beforeAnchor)

  // Deleted, or another person's: the page forgets it (chat-page.tsx) and says so here.
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404

  // Screen readers hear that a reply started and, once, the whole reply: never each character.
  const [announcement, setAnnouncement] = useState('')
  const [announcedFor, setAnnouncedFor] = useState<PendingTurn | null>(null)
  if (pending !== announcedFor) {
    setAnnouncedFor(pending)
    if (pending && !announcedFor) setAnnouncement('Orion is thinking...')
    if (!pending && announcedFor) {
      const reply = messages.findLast((message) => message.role === 'assistant')
      if (reply)
        setAnnouncement(
          `Orion replied. ${replyPlainText(reply.content, personas)}`.slice(0, ANNOUNCE_MAX_CHARS),
        )
    }
  }

  return (
    <section aria-label="Conversation" className="flex min-h-0 flex-1 flex-col">
      {notFound && !pending ? null : <SessionHeader session={session} />}
      {notFound && !pending ? (
        <div role="alert" className="space-y-4 p-8 text-center">
          <h2 className="text-xl font-semibold text-star">Conversation not found</h2>
          <p className="text-star-muted">
            It may have been deleted, or the link belongs to another account.
          </p>
          <Link to="/" onClick={() => setCurrentSession('new')} className={buttonClasses()}>
            Start New Conversation
          </Link>
        </div>
      ) : query.isPending && sessionId !== null ? (
        <PageSpinnerInline label="Loading conversation..." />
      ) : query.isError && !notFound ? (
        <p role="alert" className="p-8 text-center text-star-muted">
          This conversation could not be loaded. Please refresh the page.
        </p>
      ) : (
        <MessageList
          key={sessionId ?? 'new'}
          messages={messages}
          firstItemIndex={firstItemIndex}
          pending={pending}
          personas={personas}
          wholeReplyIds={wholeReplyIds}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
        />
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </section>
  )
}
