import { splitPersonaParts } from '@orion/contracts/chat'
import { createSentenceCursor } from '@/lib/speech/speakable-text'

// A reply, complete or still streaming, as the utterances to speak: each persona's part in turn
//, its name before its first sentence, in that persona's voice when it has one.

export interface Utterance {
  text: string
  /** The server voice of this persona; undefined: the server's default (SPEECH_VOICE). */
  voice?: string
}

export interface SpeakingPersona {
  id: string
  name: string
  voice?: string | null
}

export interface ReplyPart {
  personaId: string | null
  text: string
  /** The persona finished (persona-end); a stored reply is finished as a whole. */
  ended?: boolean
}

/** Feed it the reply's parts as they grow; it emits each sentence once, in reading order. */
export function createReplyReader(
  personas: readonly SpeakingPersona[],
  emit: (utterance: Utterance) => void,
) {
  const cursors: ReturnType<typeof createSentenceCursor>[] = []
  let current = 0
  let named = -1
  return {
    update(parts: readonly ReplyPart[], complete: boolean) {
      while (current < parts.length) {
        const part = parts[current]!
        const cursor = (cursors[current] ??= createSentenceCursor())
        const finished = complete || part.ended === true
        const sentences = finished ? cursor.finish(part.text) : cursor.take(part.text)
        const persona = personas.find((candidate) => candidate.id === part.personaId)
        for (const sentence of sentences) {
          const introduce = persona && named !== current
          named = current
          emit({
            text: introduce ? `${persona.name}: ${sentence}` : sentence,
            ...(persona?.voice ? { voice: persona.voice } : {}),
          })
        }
        if (!finished) return
        current += 1
      }
    },
  }
}

/**
 * A stored reply's parts in the order they streamed (personas may start in any order), all ended:
 * what finishes a reading that began while the reply streamed.
 */
export function storedReplyParts(
  streamed: readonly ReplyPart[],
  storedContent: string,
): ReplyPart[] {
  const byPersona = new Map(splitPersonaParts(storedContent).map((part) => [part.personaId, part]))
  const ordered = streamed.map((part) => byPersona.get(part.personaId) ?? part)
  const rest = [...byPersona.values()].filter(
    (part) => !streamed.some((seen) => seen.personaId === part.personaId),
  )
  return [...ordered, ...rest].map((part) => ({ ...part, ended: true }))
}
