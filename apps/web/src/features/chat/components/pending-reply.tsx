import type { Persona } from '@orion/contracts/chat'
import { LoaderCircle } from 'lucide-react'
import { CrisisPanel } from '@/features/chat/components/crisis-panel'
import { PersonaReply } from '@/features/chat/components/persona-reply'
import { StreamingReadAloudButton } from '@/features/chat/components/read-aloud-button'
import { useLoadingPhrase } from '@/features/chat/hooks/use-loading-phrase'
import type { PendingTurn } from '@/features/chat/hooks/use-send-message'

/** The reply while it streams: rotating phrases until the first token, then the parts so far. */
export function PendingReply({ turn, personas }: { turn: PendingTurn; personas: Persona[] }) {
  const started = turn.parts.some((part) => part.text !== '')
  const phrase = useLoadingPhrase(!started)
  return (
    <article
      data-telemetry-private
      aria-label="Reply from Orion"
      aria-busy="true"
      className="flex flex-col items-start"
    >
      <div className="w-full rounded-2xl rounded-bl-sm border border-white/10 bg-night-800/80 px-4 py-3">
        {started ? (
          <PersonaReply parts={turn.parts} personas={personas} headingId="pending-reply" />
        ) : (
          <p className="flex items-center gap-2 text-sm text-star-muted">
            <LoaderCircle className="size-4 animate-spin text-accent" aria-hidden="true" />
            {phrase}
          </p>
        )}
      </div>
      {turn.safetyLevel !== 'none' ? <CrisisPanel level={turn.safetyLevel} /> : null}
      {started ? (
        <div role="group" aria-label="Message actions" className="mt-1 flex gap-1">
          <StreamingReadAloudButton parts={turn.parts} />
        </div>
      ) : null}
    </article>
  )
}
