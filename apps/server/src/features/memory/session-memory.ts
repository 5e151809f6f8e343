import { MEMORY_SUMMARY_MAX, type Memory } from '@orion/contracts/memory'
import { z } from 'zod'
import type { UserRow } from '../../db/schema/users'
import type { AiProvider } from '../../platform/ai/ai-provider'
import {
  completeTask,
  emptyReply,
  requireModel,
  taskBudget,
  transcriptOf,
} from '../../platform/ai/model-task'
import { AppError } from '../../plugins/app-error'
import type { ChatService } from '../chat/chat.service'
import type { MemoryService } from './memory.service'

// POST /api/sessions/memory: the whole conversation, read
// from the server's own records (never the client's copy), summarised by the model into one memory.

export const EMPTY_SESSION_MESSAGE = 'This conversation has no messages to remember yet.'
const INSTRUCTIONS = `You keep the long-term memory of an AI companion. Summarise the conversation below into one memory the companion should keep about the person: what they shared, what matters to them, decisions, plans and people they mentioned. Write in the third person ("They ..."), in at most a few short paragraphs.
Answer with JSON only, no other text: {"summary": "...", "keywords": ["up to 8 single words or short phrases"], "emotionalContext": "their mood in a few words"}`
const REPLY_CAP = 1024

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
    const ai = requireModel(deps.ai)
    const budget = taskBudget(ai, { replyCap: REPLY_CAP, instructions: INSTRUCTIONS })
    const transcript = transcriptOf(conversation, budget.inputTokens, (text) =>
      ai.countTokens(text),
    )
    const left =
      transcript.omitted > 0 ? ` (its ${transcript.omitted} oldest messages left out)` : ''
    const reply = await completeTask(ai, {
      instructions: INSTRUCTIONS,
      input: `Conversation "${conversation.session.title}"${left}:\n\n${transcript.text}`,
      temperature: 0.2,
      replyTokens: budget.replyTokens,
    })
    const memory = parseSummaryReply(reply)
    if (!memory.summary) throw emptyReply()
    return deps.memoryService.createFrom(user.id, {
      ...memory,
      conversationTitle: conversation.session.title.slice(0, 200),
      conversationDate: conversation.session.createdAt,
      source: 'conversation',
      sessionId: conversation.session.id,
    })
  }
}
