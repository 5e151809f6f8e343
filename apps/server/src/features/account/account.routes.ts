import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth-guard'
import { buildDataExport, type ExportSources } from './data-export'

// Settings → Security: the person's own data, self-service (issue 14).
export const accountRoutes: FastifyPluginAsyncZod<{ sources: ExportSources }> = async (
  app,
  { sources },
) => {
  app.get(
    '/api/user/data-export',
    {
      schema: {
        tags: ['users'],
        summary:
          'Download everything the account holds as a ZIP (JSON as the API returns it, plus the pictures)',
        response: {
          200: z.any().describe('application/zip'),
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      const day = new Date().toISOString().slice(0, 10)
      const archive = buildDataExport(sources, user, (error) =>
        request.log.error({ err: error }, 'the data export failed part-way'),
      )
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="orion-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive)
    },
  )
}
