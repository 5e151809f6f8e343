import type { ConversationMode } from '@orion/contracts/chat'
import { cn } from '@/lib/cn'

const modes: { value: ConversationMode; label: string; hint: string }[] = [
  { value: 'conversational', label: 'Conversational', hint: 'Warm, natural replies' },
  { value: 'research', label: 'Research', hint: 'Detailed, structured replies with sources' },
]

/** Conversational or Research, sent with every message. */
export function ConversationModeToggle({
  mode,
  onModeChange,
}: {
  mode: ConversationMode
  onModeChange: (mode: ConversationMode) => void
}) {
  return (
    <div
      role="group"
      aria-label="Conversation mode"
      className="inline-flex rounded-lg border border-white/15 p-0.5"
    >
      {modes.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={mode === option.value}
          title={option.hint}
          onClick={() => onModeChange(option.value)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-medium transition-colors',
            mode === option.value
              ? 'bg-accent-strong text-white'
              : 'text-star-muted hover:bg-white/10 hover:text-star',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
