import { AudioLines, LoaderCircle, Mic, PhoneOff, Volume2 } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import type { TalkMode, TalkState } from '@/features/chat/hooks/use-talk-mode'

const describe: Record<Exclude<TalkState, 'off'>, { text: string; icon: typeof Mic }> = {
  listening: { text: 'Listening... speak, then pause', icon: Mic },
  transcribing: { text: 'Understanding...', icon: LoaderCircle },
  replying: { text: 'Orion is thinking...', icon: LoaderCircle },
  speaking: { text: 'Orion is speaking...', icon: Volume2 },
}

/** Talk mode's visible state and its one-click end; off, the button that starts it. */
export function TalkModeBar({ talk, disabled }: { talk: TalkMode; disabled: boolean }) {
  if (!talk.available) return null
  if (talk.state === 'off') {
    return (
      <div className="flex justify-end">
        <button
          type="button"
          onClick={talk.start}
          disabled={disabled}
          className={buttonClasses('ghost', 'px-3 py-1.5 text-xs')}
          title="A hands-free conversation: Orion listens, answers aloud, then listens again"
        >
          <AudioLines className="size-4" aria-hidden="true" />
          Talk mode
        </button>
      </div>
    )
  }
  const { text, icon: Icon } = describe[talk.state]
  return (
    <div
      role="region"
      aria-label="Talk mode"
      data-state={talk.state}
      className="flex items-center gap-3 rounded-xl border border-accent/40 bg-accent/10 px-4 py-2"
    >
      <Icon
        className={`size-5 shrink-0 text-accent ${talk.state === 'listening' ? 'animate-pulse' : talk.state === 'speaking' ? '' : 'animate-spin'}`}
        aria-hidden="true"
      />
      <p role="status" className="flex-1 text-sm text-star">
        {text}
      </p>
      <button
        type="button"
        onClick={talk.end}
        className={buttonClasses('secondary', 'px-3 py-1.5 text-xs')}
      >
        <PhoneOff className="size-4" aria-hidden="true" />
        End talk
      </button>
    </div>
  )
}
