import { splitPersonaParts } from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import { RESEARCH_SUMMARY_TAGS, journalEntrySchema } from '@orion/contracts/journal'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AiProviderError, type AiProvider } from '../../platform/ai/ai-provider'
import { AppError } from '../../plugins/app-error'
import { aiNotConfigured, type ChatService } from '../chat/chat.service'
import type { JournalService } from './journal.service'

// POST /api/journal/research-summary (spec part 1 §8 'Research Summary Failed', part 2 §9): the
// research model writes a structured summary of one of the person's conversations, stored as a
// journal entry: mood 'research', the research tags, not private, titled
// 'Research Summary: {session title} - {MMM d, yyyy}'.

export const RESEARCH_SUMMARY_FAILED_MESSAGE =
  'The research summary could not be written. Please try again in a moment.'
const INSTRUCTIONS = `Write a comprehensive research summary of the conversation below, in Markdown, with these sections: ## Overview, ## Key Findings, ## Details, ## Sources (links mentioned in the conversation; write "None mentioned" if there are none, and never invent one), ## Open Questions. Be factual and keep to what was said.`
const FRAMING_TOKENS = 64

export function researchSummaryTitle(sessionTitle: string, date: Date): string {
  const day = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const prefix = 'Research Summary: '
  const suffix = ` - ${day}`
  return `${prefix}${sessionTitle.slice(0, 200 - prefix.length - suffix.length)}${suffix}`
}

export const researchSummaryRoutes: FastifyPluginAsyncZod<{
  journalService: JournalService
  chatService: ChatService
  ai: AiProvider | null
}> = async (app, { journalService, chatService, ai }) => {
  app.post(
    '/api/journal/research-summary',
    {
      schema: {
        tags: ['journal'],
        summary: 'The research model summarises one of your conversations into a journal entry',
        body: z.object({ sessionId: z.string().max(100) }),
        response: {
          201: journalEntrySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = request.user!
      const conversation = await chatService.exportInput(user, request.body.sessionId)
      if (conversation.messages.length === 0) {
        throw AppError.badRequest('This conversation has no messages to summarise yet.')
      }
      if (!ai) throw aiNotConfigured()
      const names = new Map(conversation.personas.map((persona) => [persona.id, persona.name]))
      const lines = conversation.messages.map((message) =>
        message.role === 'user'
          ? `${conversation.userName || 'Person'}: ${message.content}`
          : splitPersonaParts(message.content)
              .map((part) => `${names.get(part.personaId ?? '') ?? 'Companion'}: ${part.text}`)
              .join('\n'),
      )
      const replyTokens = Math.min(4096, Math.floor(ai.contextWindow / 4))
      let room = ai.contextWindow - replyTokens - ai.countTokens(INSTRUCTIONS) - FRAMING_TOKENS
      const kept: string[] = []
      for (let index = lines.length - 1; index >= 0; index--) {
        room -= ai.countTokens(lines[index]!) + 2
        if (room < 0) break
        kept.unshift(lines[index]!)
      }
      let summary: string
      try {
        summary = await ai.complete({
          model: 'research',
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            {
              role: 'user',
              content: `Conversation "${conversation.session.title}":\n\n${kept.join('\n\n')}`,
            },
          ],
          maxTokens: replyTokens,
        })
      } catch (error) {
        if (!(error instanceof AiProviderError)) throw error
        request.log.warn({ err: error }, 'research summary failed')
        throw new AppError(502, 'research_summary_failed', RESEARCH_SUMMARY_FAILED_MESSAGE)
      }
      if (!summary.trim()) {
        throw new AppError(502, 'research_summary_failed', RESEARCH_SUMMARY_FAILED_MESSAGE)
      }
      const entry = await journalService.createEntryForUser(user.id, {
        title: researchSummaryTitle(conversation.session.title, new Date()),
        content: summary.trim().slice(0, 100_000),
        mood: 'research',
        tags: [...RESEARCH_SUMMARY_TAGS],
        isPrivate: false,
      })
      return reply.status(201).send(entry)
    },
  )
}
