import type { Persona, PersonaPart } from '@orion/contracts/chat'
import { MessageContent } from '@/features/chat/components/message-content'
import { personaAccent } from '@/features/chat/persona-accents'
import { cn } from '@/lib/cn'

function titleCase(id: string): string {
  return id.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
  )
}

/** One reply shown as its personas' parts, each with its name, role and accent colour. */
export function PersonaReply({
  parts,
  personas,
  headingId,
}: {
  parts: PersonaPart[]
  personas: Persona[]
  headingId: string
}) {
  return (
    <div className="space-y-3">
      {parts.map((part, index) => {
        if (part.personaId === null)
          return <MessageContent key={`intro-${index}`} text={part.text} />
        const position = personas.findIndex((persona) => persona.id === part.personaId)
        const persona = personas[position]
        const accent = personaAccent(part.personaId, position)
        const id = `${headingId}-${index}`
        return (
          <section
            key={`${part.personaId}-${index}`}
            aria-labelledby={id}
            className={cn('border-l-4 pl-3', accent.border)}
          >
            <h3 id={id} className="mb-1 flex flex-wrap items-baseline gap-2 text-sm">
              <span className={cn('font-semibold', accent.text)}>
                {persona?.name ?? titleCase(part.personaId)}
              </span>
              {persona?.role ? (
                <span className={cn('rounded-full px-2 py-0.5 text-xs text-star', accent.badge)}>
                  {persona.role}
                </span>
              ) : null}
            </h3>
            {part.text ? <MessageContent text={part.text} /> : null}
          </section>
        )
      })}
    </div>
  )
}
