import { openAiMessagesRequestSchema, openAiMessagesResponseSchema } from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AiProviderError, type AiProvider } from '../../platform/ai/ai-provider'
import { AppError } from '../../plugins/app-error'
import { aiNotConfigured } from './chat-turn'
import type { ChatRepository } from './chat.repository'
import { sessionNotFound } from './chat.service'
import { replyReserve } from './context'
import { clientGone } from './event-stream'

// POST /api/openai/messages (spec part 1 §7): a direct completion the web app uses for research
// summaries. Signed-in only, and capped to what the model accepts in one request.

const MESSAGE_OVERHEAD = 4

export const openAiMessagesRoutes: FastifyPluginAsyncZod<{
  ai: AiProvider | null
  repository: ChatRepository
}> = async (app, { ai, repository }) => {
  app.post(
    '/api/openai/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'One completion from the model (useO3Model picks the research model)',
        body: openAiMessagesRequestSchema,
        response: {
          200: openAiMessagesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      preHandler: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { messages, sessionId, useO3Model, temperature } = request.body
      if (!ai) throw aiNotConfigured()
      if (sessionId && !(await repository.findSession(request.user!.id, sessionId))) {
        throw sessionNotFound()
      }
      const limit = ai.contextWindow - replyReserve(ai.contextWindow)
      const tokens = messages.reduce(
        (sum, message) => sum + ai.countTokens(message.content) + MESSAGE_OVERHEAD,
        0,
      )
      if (tokens > limit) {
        throw AppError.badRequest(
          `The messages are too long for the model: ${tokens} tokens, the limit is ${limit}.`,
        )
      }
      try {
        const content = await ai.complete({
          messages,
          model: useO3Model ? 'research' : 'default',
          temperature,
          maxTokens: replyReserve(ai.contextWindow),
          signal: clientGone(reply).signal,
        })
        return { content }
      } catch (error) {
        if (error instanceof AiProviderError) {
          throw new AppError(502, 'ai_unavailable', error.message)
        }
        throw error
      }
    },
  )
}
