import { openAiMessagesRequestSchema, openAiMessagesResponseSchema } from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clientGone } from './event-stream'
import type { DirectCompletion } from './openai-messages.service'
import { signedInUser } from '../../plugins/auth-guard'

// POST /api/openai/messages: one completion the web app asks for (openai-messages.service.ts).

export const openAiMessagesRoutes: FastifyPluginAsyncZod<{
  directCompletion: DirectCompletion
}> = async (app, { directCompletion }) => {
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
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      directCompletion(signedInUser(request), request.body, clientGone(reply).signal),
  )
}
