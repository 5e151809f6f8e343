import { splitPersonaParts, type Message } from '@orion/contracts/chat'
import { Square, Volume2 } from 'lucide-react'
import { usePersonas } from '@/features/chat/api/get-personas'
import { useMeta } from '@/lib/meta'
import { startReadAloud, stopReadAloud, useReadAloudOwner } from '@/lib/speech/read-aloud'
import type { ReplyPart } from '@/lib/speech/reply-utterances'
import { readStreamingReply, STREAMING_REPLY } from '@/lib/speech/streaming-read-aloud'

const classes =
  'inline-flex size-8 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star aria-pressed:bg-accent/20 aria-pressed:text-accent'

function ReadAloudToggle({ owner, start }: { owner: string; start: () => void }) {
  const speaking = useReadAloudOwner() === owner
  const label = speaking ? 'Stop reading aloud' : 'Read aloud'
  return (
    <button
      type="button"
      onClick={() => (speaking ? stopReadAloud() : start())}
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

function useVoice() {
  const personas = usePersonas().data ?? []
  const serverVoice = useMeta().data?.speech?.textToSpeech ?? false
  return { personas, serverVoice }
}

/** Read aloud: idle, speaking, idle; pressing again stops. */
export function ReadAloudButton({ message }: { message: Message }) {
  const voice = useVoice()
  return (
    <ReadAloudToggle
      owner={message.id}
      start={() => {
        const reading = startReadAloud({ owner: message.id, ...voice })
        reading.update(splitPersonaParts(message.content), true)
      }}
    />
  )
}

/**
 * Read aloud on the reply still streaming: the sentences so far, then each new one as it arrives
 * (the chat page feeds the reading; see lib/speech/streaming-read-aloud).
 */
export function StreamingReadAloudButton({ parts }: { parts: readonly ReplyPart[] }) {
  const voice = useVoice()
  return <ReadAloudToggle owner={STREAMING_REPLY} start={() => readStreamingReply(parts, voice)} />
}
