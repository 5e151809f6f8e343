import type { Message } from '@orion/contracts/chat'
import { Brain, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

const SUMMARY_PREVIEW_CHARS = 160

function preview(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim()
  return text.length > SUMMARY_PREVIEW_CHARS
    ? `${text.slice(0, SUMMARY_PREVIEW_CHARS - 1).trimEnd()}…`
    : text
}

function summaryLabel(count: number, aboutMeUsed: boolean, wearableUsed: boolean): string {
  const parts = [
    count > 0 ? `${count} ${count === 1 ? 'memory' : 'memories'}` : null,
    aboutMeUsed ? 'your About Me' : null,
    wearableUsed ? 'your Fitbit reading' : null,
  ].filter((part) => part !== null)
  const last = parts.pop()
  return `Remembered ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}`
}

const settingsLinkClasses = 'text-violet-200 underline-offset-2 hover:underline'

/**
 * "Remembered": the memories Orion used for this reply, and whether it read the person's About Me
 * and their latest Fitbit reading, folded away until asked for.
 */
export function RememberedMemories({
  remembered,
  aboutMeUsed = false,
  wearableUsed = false,
}: {
  remembered: NonNullable<Message['remembered']>
  aboutMeUsed?: boolean
  wearableUsed?: boolean
}) {
  if (remembered.length === 0 && !aboutMeUsed && !wearableUsed) return null
  return (
    <details className="group mt-1 max-w-full text-sm text-star-muted">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md px-1.5 py-0.5 hover:text-star [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-3.5 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <Brain className="size-3.5" aria-hidden="true" />
        {summaryLabel(remembered.length, aboutMeUsed, wearableUsed)}
      </summary>
      <ul
        aria-label="Memories used for this reply"
        className="mt-1 ml-2 space-y-1 border-l border-white/15 pl-3"
      >
        {aboutMeUsed ? (
          <li>
            What you wrote in{' '}
            <Link to="/settings?tab=about-me" className={settingsLinkClasses}>
              Settings → About Me
            </Link>
          </li>
        ) : null}
        {wearableUsed ? (
          <li>
            Your latest reading from{' '}
            <Link to="/settings?tab=fitbit" className={settingsLinkClasses}>
              Settings → Fitbit Sync
            </Link>
          </li>
        ) : null}
        {remembered.map((memory) => (
          <li key={memory.memoryId} title={memory.summary}>
            {preview(memory.summary)}
          </li>
        ))}
      </ul>
    </details>
  )
}
