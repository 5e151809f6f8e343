import { apiErrorSchema } from '@orion/contracts/errors'
import { feedbackRequestSchema, feedbackResponseSchema } from '@orion/contracts/feedback'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FeedbackService } from './feedback.service'

export const feedbackRoutes: FastifyPluginAsyncZod<{ feedbackService: FeedbackService }> = async (
  app,
  { feedbackService },
) => {
  app.post(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about Orion (spec part 1 §2 "Feedback dialog")',
        body: feedbackRequestSchema,
        response: { 201: feedbackResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
      // Feedback is open to anyone with the app: keep a spammer from filling the table.
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      // Anyone may send feedback; a signed-in sender's feedback carries their user id.
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const created = await feedbackService.submit(request.body, {
        userId: request.user?.id ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      })
      return reply.status(201).send(created)
    },
  )
}
