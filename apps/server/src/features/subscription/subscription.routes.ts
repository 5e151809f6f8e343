import { subscriptionStatusSchema } from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SubscriptionService } from './subscription.service'

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptionService: SubscriptionService
}> = async (app, { subscriptionService }) => {
  app.get(
    '/api/subscription/status',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Free-trial balance and whether a subscription is required (spec part 1 §4)',
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: subscriptionStatusSchema, 401: apiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => subscriptionService.status(request.user!),
  )
}
