import { apiErrorSchema } from '@orion/contracts/errors'
import { journalEntrySchema } from '@orion/contracts/journal'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { WriteResearchSummary } from './research-summary.service'
import { signedInUser } from '../../plugins/auth-guard'

// POST /api/journal/research-summary: the research model summarises one of the person's
// conversations into a journal entry (research-summary.service.ts).

export const researchSummaryRoutes: FastifyPluginAsyncZod<{
  writeResearchSummary: WriteResearchSummary
}> = async (app, { writeResearchSummary }) => {
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
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await writeResearchSummary(signedInUser(request), request.body.sessionId)),
  )
}
