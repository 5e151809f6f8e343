import { MEMORY_SUMMARY_MAX, type Memory } from '@orion/contracts/memory'
import { splitPersonaParts } from '@orion/contracts/chat'
import { z } from 'zod'
import type { UserRow } from '../../db/schema/users'
import type { AiProvider } from '../../platform/ai/ai-provider'
import { AppError } from '../../plugins/app-error'
import type { ChatService } from '../chat/chat.service'
import { truncateToTokens } from './memory-context'
import { askModel, emptyModelReply, requireAi } from './ai-errors'
import type { MemoryService } from './memory.service'

// POST /api/sessions/memory (spec part 1 §2 the brain icon, §7): the whole conversation, read
// from the server's own records (never the client's copy), summarised by the model into one memory.

export const EMPTY_SESSION_MESSAGE = 'This conversation has no messages to remember yet.'
const INSTRUCTIONS = `You keep the long-term memory of an AI companion. Summarise the conversation below into one memory the companion should keep about the person: what they shared, what matters to them, decisions, plans and people they mentioned. Write in the third person ("They ..."), in at most a few short paragraphs.
Answer with JSON only, no other text: {"summary": "...", "keywords": ["up to 8 single words or short phrases"], "emotionalContext": "their mood in a few words"}`
const REPLY_TOKENS = 1024
/** Tokens for the framing of the request (roles, the instructions' own count is added). */
const FRAMING_TOKENS = 64

export interface Transcript {
  text: string
  /** Messages left out (the oldest) because the conversation did not fit the model. */
  omitted: number
}

/** The newest messages as "Name: words" lines that fit `maxTokens`, oldest first. */
export function transcriptOf(
  input: Awaited<ReturnType<ChatService['exportInput']>>,
  maxTokens: number,
  countTokens: (text: string) => number,
): Transcript {
  const names = new Map(input.personas.map((persona) => [persona.id, persona.name]))
  const lines = input.messages.map((message) => {
    if (message.role === 'user') return `${input.userName || 'Person'}: ${message.content.trim()}`
    return splitPersonaParts(message.content)
      .map((part) => `${names.get(part.personaId ?? '') ?? 'Companion'}: ${part.text}`)
      .join('\n')
  })
  const kept: string[] = []
  let left = maxTokens
  for (let index = lines.length - 1; index >= 0; index--) {
    const cost = countTokens(lines[index]!) + 2
    if (cost > left) {
      // The newest message alone is too long: keep its beginning rather than nothing.
      if (kept.length === 0) kept.unshift(truncateToTokens(lines[index]!, left - 2, countTokens))
      break
    }
    left -= cost
    kept.unshift(lines[index]!)
  }
  return { text: kept.join('\n\n'), omitted: lines.length - kept.length }
}

const replySchema = z.object({
  summary: z.string().trim().min(1),
  keywords: z.array(z.unknown()).optional(),
  emotionalContext: z.unknown().optional(),
})

/** The model's answer as a memory: its JSON (fenced or wrapped in prose), else its plain text. */
export function parseSummaryReply(reply: string) {
  const text = reply.trim()
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start !== -1 && end > start) {
    try {
      const parsed = replySchema.safeParse(JSON.parse(text.slice(start, end + 1)))
      if (parsed.success) {
        const keywords = (parsed.data.keywords ?? [])
          .filter((keyword): keyword is string => typeof keyword === 'string')
          .map((keyword) => keyword.trim().slice(0, 50))
          .filter(Boolean)
          .slice(0, 20)
        const feeling = parsed.data.emotionalContext
        return {
          summary: parsed.data.summary.slice(0, MEMORY_SUMMARY_MAX),
          keywords: [...new Set(keywords)],
          emotionalContext:
            typeof feeling === 'string' && feeling.trim() ? feeling.trim().slice(0, 500) : null,
        }
      }
    } catch {
      // not JSON: fall through to the plain text
    }
  }
  const plain = text.replace(/^```[a-z]*\s*|```$/gi, '').trim()
  return { summary: plain.slice(0, MEMORY_SUMMARY_MAX), keywords: [], emotionalContext: null }
}

export function createSessionMemory(deps: {
  ai: AiProvider | null
  chatService: ChatService
  memoryService: MemoryService
}) {
  return async function summarizeSession(user: UserRow, sessionId: string): Promise<Memory> {
    const conversation = await deps.chatService.exportInput(user, sessionId)
    if (conversation.messages.length === 0) throw AppError.badRequest(EMPTY_SESSION_MESSAGE)
    const ai = requireAi(deps.ai)
    const countTokens = (text: string) => ai.countTokens(text)
    const replyTokens = Math.min(REPLY_TOKENS, Math.floor(ai.contextWindow / 4))
    const room = ai.contextWindow - replyTokens - countTokens(INSTRUCTIONS) - FRAMING_TOKENS
    const transcript = transcriptOf(conversation, room, countTokens)
    const reply = await askModel(() =>
      ai.complete({
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: `Conversation "${conversation.session.title}"${transcript.omitted > 0 ? ` (its ${transcript.omitted} oldest messages left out)` : ''}:\n\n${transcript.text}`,
          },
        ],
        temperature: 0.2,
        maxTokens: replyTokens,
      }),
    )
    const memory = parseSummaryReply(reply)
    if (!memory.summary) throw emptyModelReply()
    return deps.memoryService.createFrom(user.id, {
      ...memory,
      conversationTitle: conversation.session.title.slice(0, 200),
      conversationDate: conversation.session.createdAt,
      source: 'conversation',
      sessionId: conversation.session.id,
    })
  }
}
