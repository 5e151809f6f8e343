import type { Message } from '@orion/contracts/chat'
import { Brain, ChevronRight } from 'lucide-react'

const SUMMARY_PREVIEW_CHARS = 160

function preview(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim()
  return text.length > SUMMARY_PREVIEW_CHARS
    ? `${text.slice(0, SUMMARY_PREVIEW_CHARS - 1).trimEnd()}…`
    : text
}

/** "Remembered": the memories Orion used for this reply, folded away until asked for. */
export function RememberedMemories({
  remembered,
}: {
  remembered: NonNullable<Message['remembered']>
}) {
  if (remembered.length === 0) return null
  const count = remembered.length
  return (
    <details className="group mt-1 max-w-full text-sm text-star-muted">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md px-1.5 py-0.5 hover:text-star [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-3.5 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <Brain className="size-3.5" aria-hidden="true" />
        Remembered {count} {count === 1 ? 'memory' : 'memories'}
      </summary>
      <ul
        aria-label="Memories used for this reply"
        className="mt-1 ml-2 space-y-1 border-l border-white/15 pl-3"
      >
        {remembered.map((memory) => (
          <li key={memory.memoryId} title={memory.summary}>
            {preview(memory.summary)}
          </li>
        ))}
      </ul>
    </details>
  )
}
