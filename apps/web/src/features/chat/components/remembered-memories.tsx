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

function summaryLabel(count: number, aboutMeUsed: boolean): string {
  const memories = count > 0 ? `${count} ${count === 1 ? 'memory' : 'memories'}` : null
  const aboutMe = aboutMeUsed ? 'your About Me' : null
  return `Remembered ${[memories, aboutMe].filter(Boolean).join(' and ')}`
}

/**
 * "Remembered": the memories Orion used for this reply, and whether it read the person's About Me,
 * folded away until asked for.
 */
export function RememberedMemories({
  remembered,
  aboutMeUsed = false,
}: {
  remembered: NonNullable<Message['remembered']>
  aboutMeUsed?: boolean
}) {
  if (remembered.length === 0 && !aboutMeUsed) return null
  return (
    <details className="group mt-1 max-w-full text-sm text-star-muted">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md px-1.5 py-0.5 hover:text-star [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-3.5 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        <Brain className="size-3.5" aria-hidden="true" />
        {summaryLabel(remembered.length, aboutMeUsed)}
      </summary>
      <ul
        aria-label="Memories used for this reply"
        className="mt-1 ml-2 space-y-1 border-l border-white/15 pl-3"
      >
        {aboutMeUsed ? (
          <li>
            What you wrote in{' '}
            <Link
              to="/settings?tab=about-me"
              className="text-violet-200 underline-offset-2 hover:underline"
            >
              Settings → About Me
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
