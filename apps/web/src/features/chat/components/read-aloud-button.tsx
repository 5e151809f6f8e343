import { splitPersonaParts, type Message } from '@orion/contracts/chat'
import { Square, Volume2 } from 'lucide-react'
import { usePersonas } from '@/features/chat/api/get-personas'
import { useMeta } from '@/lib/meta'
import { startReadAloud, stopReadAloud, useReadAloudOwner } from '@/lib/speech/read-aloud'

const classes =
  'inline-flex size-8 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star aria-pressed:bg-accent/20 aria-pressed:text-accent'

/** Read aloud (spec part 1 §2, §4): idle, speaking, idle; pressing again stops. */
export function ReadAloudButton({ message }: { message: Message }) {
  const personas = usePersonas().data ?? []
  const serverVoice = useMeta().data?.speech?.textToSpeech ?? false
  const speaking = useReadAloudOwner() === message.id

  function toggle() {
    if (speaking) return stopReadAloud()
    const reading = startReadAloud({ owner: message.id, personas, serverVoice })
    reading.update(splitPersonaParts(message.content), true)
  }

  const label = speaking ? 'Stop reading aloud' : 'Read aloud'
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={speaking}
      aria-label={label}
      title={label}
      data-state={speaking ? 'speaking' : 'idle'}
      className={classes}
    >
      {speaking ? (
        <Square className="size-3.5 fill-current" aria-hidden="true" />
      ) : (
        <Volume2 className="size-4" aria-hidden="true" />
      )}
    </button>
  )
}
