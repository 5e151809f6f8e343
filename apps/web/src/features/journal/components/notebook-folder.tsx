import { Folder, Pencil, Trash2 } from 'lucide-react'
import { useState, type DragEvent, type ReactNode } from 'react'
import { ENTRY_DRAG_TYPE } from '@/features/journal/entry-display'
import { cn } from '@/lib/cn'

/**
 * A folder of the notebook strip: selects its entries, takes dropped cards, and (for notebooks)
 * shows edit and delete buttons on hover and on keyboard focus (always on touch screens).
 */
export function NotebookFolder({
  name,
  color,
  count,
  countLabel,
  selected,
  dragActive,
  onSelect,
  onDropEntry,
  actions,
}: {
  name: string
  color: string
  count: number
  /** What the badge counts, for screen readers (default: the folder's entries). */
  countLabel?: string
  selected: boolean
  dragActive: boolean
  onSelect: () => void
  onDropEntry: (entryId: string) => void
  actions?: { onEdit: () => void; onDelete: () => void }
}) {
  const [over, setOver] = useState(false)

  function onDragOver(event: DragEvent) {
    if (!event.dataTransfer.types.includes(ENTRY_DRAG_TYPE)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    setOver(true)
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    const entryId = event.dataTransfer.getData(ENTRY_DRAG_TYPE)
    if (entryId) onDropEntry(entryId)
  }

  return (
    <li
      data-testid="notebook-folder"
      data-drop-target={over ? 'over' : dragActive ? 'ready' : undefined}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'group flex shrink-0 items-center rounded-xl border-2 bg-night-800/80 transition',
        selected ? 'border-accent bg-night-700' : 'border-white/10',
        dragActive && !over && 'border-dashed border-white/40',
        over && 'scale-105 border-solid border-accent bg-accent-strong/25',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className="flex items-center gap-2 rounded-xl py-2 pr-2 pl-3 text-sm font-medium text-star"
      >
        <Folder className="size-5 shrink-0" style={{ color, fill: color }} aria-hidden="true" />
        <span className="max-w-40 truncate">{name}</span>{' '}
        <CountBadge count={count} label={countLabel} />
      </button>
      {actions ? (
        <span
          className={cn(
            'flex pr-1 transition-opacity',
            'pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100',
          )}
        >
          <FolderAction label={`Edit notebook ${name}`} onClick={actions.onEdit}>
            <Pencil className="size-3.5" aria-hidden="true" />
          </FolderAction>
          <FolderAction label={`Delete notebook ${name}`} onClick={actions.onDelete}>
            <Trash2 className="size-3.5" aria-hidden="true" />
          </FolderAction>
        </span>
      ) : null}
    </li>
  )
}

function CountBadge({ count, label }: { count: number; label?: string }) {
  return (
    <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs text-star-muted tabular-nums">
      {count}
      <span className="sr-only">
        {' '}
        {count === 1 ? 'entry' : 'entries'}
        {label ? ` ${label}` : ''}
      </span>
    </span>
  )
}

function FolderAction({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-7 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star"
    >
      {children}
    </button>
  )
}
