import { DEFAULT_SESSION_TITLE, type Message } from '@orion/contracts/chat'
import { ENTRY_TITLE_MAX } from '@orion/contracts/journal'
import { useQueryClient } from '@tanstack/react-query'
import { format } from 'date-fns'
import { Check, Copy, LoaderCircle, NotebookPen, Save } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useSaveMessageToJournal } from '@/features/chat/api/save-message-to-journal'
import { useSaveMessageToMemory } from '@/features/chat/api/save-message-to-memory'
import type { SessionPages } from '@/features/chat/api/get-session'
import { ReadAloudButton } from '@/features/chat/components/read-aloud-button'
import { sessionQueryKey } from '@/lib/chat-sessions/query-keys'
import { toast, toastError } from '@/lib/toast'

const actionClasses =
  'inline-flex size-8 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star disabled:cursor-not-allowed disabled:opacity-60'

const MEMORY_SAVE_FAILED = 'There was an error saving to memory. Please try again.'
const JOURNAL_SAVE_FAILED = 'There was an error saving your message. Please try again.'

function journalTitle(sessionTitle: string, timestamp: string): string {
  const date = new Date(timestamp)
  const day = format(Number.isNaN(date.getTime()) ? new Date() : date, 'MMM d, yyyy')
  const suffix = ` - ${day}`
  return `${sessionTitle.slice(0, ENTRY_TITLE_MAX - suffix.length).trim()}${suffix}`
}

function ActionButton({
  label,
  pending = false,
  onClick,
  children,
}: {
  label: string
  pending?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={label}
      title={label}
      className={actionClasses}
    >
      {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : children}
    </button>
  )
}

/**
 * Copy, save to journal, save to memory (the floppy disk) and, under a reply, read aloud
 * `text` is the message as readable text, persona names instead of markers.
 */
export function MessageActions({ message, text }: { message: Message; text: string }) {
  const [copied, setCopied] = useState(false)
  const queryClient = useQueryClient()
  const toMemory = useSaveMessageToMemory()
  const toJournal = useSaveMessageToJournal()

  function sessionTitle(): string {
    const pages = queryClient.getQueryData<SessionPages>(sessionQueryKey(message.sessionId))
    return pages?.pages[0]?.title ?? DEFAULT_SESSION_TITLE
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
      toast({ title: 'Copied to clipboard' })
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser blocked the clipboard.' })
    }
  }

  function saveToMemory() {
    toMemory.mutate(
      {
        summary: text.trim(),
        keywords: [],
        conversationTitle: sessionTitle().slice(0, 200),
        conversationDate: message.timestamp,
        sessionId: message.sessionId || null,
        source: 'message',
      },
      {
        onSuccess: () =>
          toast({ title: 'Saved to memory', description: 'Orion will remember this.' }),
        onError: (error) => toastError('Save failed', error, MEMORY_SAVE_FAILED),
      },
    )
  }

  function saveToJournal() {
    toJournal.mutate(
      {
        title: journalTitle(sessionTitle(), message.timestamp),
        content: text.trim(),
        mood: null,
        tags: [],
        isPrivate: true,
      },
      {
        onSuccess: () =>
          toast({ title: 'Saved to journal', description: 'You will find it in your notebooks.' }),
        onError: (error) => toastError('Save failed', error, JOURNAL_SAVE_FAILED),
      },
    )
  }

  return (
    <div role="group" aria-label="Message actions" className="mt-1 flex gap-1">
      <ActionButton label="Copy message" onClick={() => void copy()}>
        {copied ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
      </ActionButton>
      <ActionButton label="Save to journal" pending={toJournal.isPending} onClick={saveToJournal}>
        <NotebookPen className="size-4" aria-hidden="true" />
      </ActionButton>
      <ActionButton label="Save to memory" pending={toMemory.isPending} onClick={saveToMemory}>
        <Save className="size-4" aria-hidden="true" />
      </ActionButton>
      {message.role === 'assistant' ? <ReadAloudButton message={message} /> : null}
    </div>
  )
}
