import { splitPersonaParts, type Message, type Persona } from '@orion/contracts/chat'
import { format } from 'date-fns'
import { AiDisclosureNotice } from '@/features/chat/components/ai-disclosure-notice'
import { CrisisPanel } from '@/features/chat/components/crisis-panel'
import { MessageActions } from '@/features/chat/components/message-actions'
import { MessageContent } from '@/features/chat/components/message-content'
import { MessageDocuments } from '@/features/chat/components/message-documents'
import { PersonaReply } from '@/features/chat/components/persona-reply'
import { RememberedMemories } from '@/features/chat/components/remembered-memories'
import { SafeImage } from '@/features/chat/components/safe-image'
import { useTypewriter } from '@/features/chat/hooks/use-typewriter'

/** The reply as plain text, "Name: text" per persona (copy, screen-reader announcements). */
export function replyPlainText(content: string, personas: Persona[]): string {
  return splitPersonaParts(content)
    .map((part) => {
      const name = personas.find((persona) => persona.id === part.personaId)?.name
      return name ? `${name}: ${part.text}` : part.text
    })
    .join('\n\n')
}

function Time({ value }: { value: string }) {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={value} className="text-xs text-star-muted">
      {format(date, 'p')}
    </time>
  )
}

export function UserMessage({ message }: { message: Message }) {
  if (!message.aiDisclosure) return <UserBubble message={message} />
  return (
    <div className="space-y-3">
      <AiDisclosureNotice />
      <UserBubble message={message} />
    </div>
  )
}

function UserBubble({ message }: { message: Message }) {
  return (
    <article data-telemetry-private aria-label="Your message" className="flex flex-col items-end">
      {message.documents?.length ? <MessageDocuments documents={message.documents} /> : null}
      <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-accent-strong/80 px-4 py-2.5 text-white">
        {message.imageUrls.map((url) => (
          <SafeImage key={url} src={url} alt="Attached image" />
        ))}
        <MessageContent text={message.content} />
      </div>
      <div className="mt-1 flex items-center gap-2">
        <Time value={message.timestamp} />
        <MessageActions message={message} text={message.content} />
      </div>
    </article>
  )
}

// A marker line still being typed ("[[persona:na") is not text to show.
const PARTIAL_MARKER = /\n?\[\[[^\]\n]*\]?$/

export function AssistantMessage({
  message,
  personas,
  animate,
}: {
  message: Message
  personas: Persona[]
  animate: boolean
}) {
  const { shown, typing } = useTypewriter(message.content, animate)
  const parts = splitPersonaParts(typing ? shown.replace(PARTIAL_MARKER, '') : shown)
  return (
    <article
      data-telemetry-private
      aria-label="Reply from Orion"
      aria-busy={typing}
      className="flex flex-col items-start"
    >
      <div className="w-full rounded-2xl rounded-bl-sm border border-white/10 bg-night-800/80 px-4 py-3">
        <PersonaReply parts={parts} personas={personas} headingId={`reply-${message.id}`} />
        {message.imageUrls.map((url) => (
          <SafeImage key={url} src={url} alt="Picture drawn for you" />
        ))}
        {message.status === 'cancelled' ? (
          <p className="mt-2 text-xs text-star-muted italic">Stopped before it finished.</p>
        ) : null}
      </div>
      {message.safety?.crisis ? (
        <CrisisPanel level={message.safety.level === 'none' ? 'high' : message.safety.level} />
      ) : null}
      <div className="mt-1 flex items-center gap-2">
        <Time value={message.timestamp} />
        <MessageActions message={message} text={replyPlainText(message.content, personas)} />
      </div>
      {message.remembered?.length || message.aboutMeUsed || message.wearableUsed ? (
        <RememberedMemories
          remembered={message.remembered ?? []}
          aboutMeUsed={message.aboutMeUsed === true}
          wearableUsed={message.wearableUsed === true}
        />
      ) : null}
    </article>
  )
}
