import { BookOpen } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'

/** 'No journal entries yet' with 'Create your first entry'. */
export function EmptyJournal({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-white/20 p-10 text-center">
      <BookOpen className="size-10 text-accent" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-star">No journal entries yet</h2>
      <button type="button" onClick={onCreate} className={buttonClasses()}>
        Create your first entry
      </button>
    </div>
  )
}

/** An empty folder, or filters that match nothing. */
export function NoMatchingEntries({
  filtered,
  inNotebook,
}: {
  filtered: boolean
  inNotebook: boolean
}) {
  const text = filtered
    ? 'No entries here match your search and filters.'
    : inNotebook
      ? 'This notebook is empty. Drag an entry onto it, or use an entry’s Move to... button.'
      : 'No journal entries yet.'
  return (
    <p
      role="status"
      className="rounded-2xl border border-dashed border-white/20 p-8 text-center text-star-muted"
    >
      {text}
    </p>
  )
}
