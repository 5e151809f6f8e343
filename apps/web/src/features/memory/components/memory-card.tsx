import type { Memory } from '@orion/contracts/memory'
import { format } from 'date-fns'
import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { DeleteMemoryDialog } from '@/features/memory/components/delete-memory-dialog'
import { EditMemoryDialog } from '@/features/memory/components/edit-memory-dialog'

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star'

const SOURCE_LABELS: Record<Memory['source'], string> = {
  message: 'Saved message',
  conversation: 'Conversation summary',
  import: 'Imported',
  manual: 'Written by you',
}

function formatDate(value: string | null): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : format(date, 'MMM d, yyyy')
}

/** One memory: its text, keywords, feeling, where it came from, and edit / delete. */
export function MemoryCard({ memory }: { memory: Memory }) {
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const conversationDate = formatDate(memory.conversationDate)
  const headingId = `memory-${memory.memoryId}`
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-white/10 bg-night-800/70 p-4"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 text-sm text-star-muted">
          <h2 id={headingId} className="font-medium text-star">
            {memory.conversationTitle ?? SOURCE_LABELS[memory.source]}
          </h2>
          <p>
            {conversationDate ? `${conversationDate} · ` : ''}
            Saved {formatDate(memory.createdAt)}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label="Edit memory"
          title="Edit memory"
          className={iconButton}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          aria-label="Delete memory"
          title="Delete memory"
          className={iconButton}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-star">{memory.summary}</p>
      {memory.emotionalContext ? (
        <p className="mt-2 text-sm text-star-muted">
          <span className="font-medium text-star">Feeling:</span> {memory.emotionalContext}
        </p>
      ) : null}
      {memory.keywords.length > 0 ? (
        <ul aria-label="Keywords" className="mt-3 flex flex-wrap gap-1.5">
          {memory.keywords.map((keyword) => (
            <li
              key={keyword}
              className="rounded-full bg-accent-strong/25 px-2.5 py-0.5 text-xs text-star"
            >
              {keyword}
            </li>
          ))}
        </ul>
      ) : null}
      <EditMemoryDialog memory={memory} open={editing} onOpenChange={setEditing} />
      <DeleteMemoryDialog memoryId={memory.memoryId} open={deleting} onOpenChange={setDeleting} />
    </li>
  )
}
