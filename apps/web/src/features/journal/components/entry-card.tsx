import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import { format } from 'date-fns'
import { Pencil, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { cardButtonClasses } from '@/features/journal/components/card-button'
import { EntryMoveMenu } from '@/features/journal/components/entry-move-menu'
import { cardTags, entryDate, ENTRY_DRAG_TYPE, isEdited } from '@/features/journal/entry-display'
import { entryColor } from '@/features/journal/notebook-colors'
import { cn } from '@/lib/cn'

const badgeClasses = 'rounded-full px-2.5 py-0.5 text-xs font-medium'

/** One journal entry; it can be dragged onto a folder. */
export function EntryCard({
  entry,
  notebooks,
  dragging,
  onDragChange,
  onEdit,
  onDelete,
  onMove,
}: {
  entry: JournalEntry
  notebooks: Notebook[]
  dragging: boolean
  onDragChange: (entry: JournalEntry | null) => void
  onEdit: (entry: JournalEntry) => void
  onDelete: (entry: JournalEntry) => void
  onMove: (entry: JournalEntry, notebookId: string | null) => void
}) {
  const titleId = useId()
  const { shown, hidden } = cardTags(entry.tags)
  const color = entryColor(entry.notebookId, notebooks)

  return (
    <li
      aria-labelledby={titleId}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(ENTRY_DRAG_TYPE, entry.entryId)
        event.dataTransfer.setData('text/plain', entry.title)
        event.dataTransfer.effectAllowed = 'move'
        onDragChange(entry)
      }}
      onDragEnd={() => onDragChange(null)}
      data-testid="journal-entry-card"
      style={{ borderColor: color }}
      className={cn(
        'flex min-w-0 cursor-grab flex-col rounded-xl border-2 bg-night-800/80 p-4 shadow-lg shadow-black/20',
        'active:cursor-grabbing',
        dragging && 'opacity-50',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold text-star">
            {entry.title}
          </h3>
          <p className="text-xs text-star-muted">
            <time dateTime={entry.createdAt}>{entryDate(entry)}</time>
            {isEdited(entry) ? (
              <span title={`Edited ${format(new Date(entry.updatedAt), 'MMM d, yyyy h:mm a')}`}>
                {' · '}
                <span className="italic">edited</span>
              </span>
            ) : null}
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <EntryMoveMenu entry={entry} notebooks={notebooks} onMove={onMove} />
          <button
            type="button"
            aria-label={`Edit ${entry.title}`}
            onClick={() => onEdit(entry)}
            className={cardButtonClasses}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`Delete ${entry.title}`}
            onClick={() => onDelete(entry)}
            className={cn(cardButtonClasses, 'hover:text-red-300')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <p className="mt-2 line-clamp-2 text-sm break-words whitespace-pre-line text-star-muted">
        {entry.content}
      </p>
      {entry.mood || entry.tags.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          {entry.mood ? (
            <span className={cn(badgeClasses, 'bg-accent-strong/30 text-violet-100')}>
              <span className="sr-only">Mood: </span>
              {entry.mood}
            </span>
          ) : null}
          {shown.map((tag) => (
            <span key={tag} className={cn(badgeClasses, 'bg-night-700 text-star')}>
              #{tag}
            </span>
          ))}
          {hidden.length > 0 ? (
            <span
              title={hidden.join(', ')}
              className={cn(badgeClasses, 'bg-night-700 text-star-muted')}
            >
              +{hidden.length}
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
