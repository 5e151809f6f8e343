import { apiErrorSchema } from '@orion/contracts/errors'
import { deleteAccountRequestSchema } from '@orion/contracts/user'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn, signedInUser } from '../../plugins/auth-guard'
import type { AccountDeletion } from './account-deletion'
import { buildDataExport, type ExportSources } from './data-export'

// Settings → Security: the person's own data, self-service (issue 14).
export const accountRoutes: FastifyPluginAsyncZod<{
  sources: ExportSources
  deletion: AccountDeletion
}> = async (app, { sources, deletion }) => {
  app.post(
    '/api/user/delete-account',
    {
      schema: {
        tags: ['users'],
        summary:
          'Delete the account and everything in it: the password (or a sign-in with Google or Microsoft in the last 10 minutes) and the typed word DELETE',
        body: deleteAccountRequestSchema,
        response: {
          200: z.object({ success: z.literal(true) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      await deletion.deleteAccount(signedIn(request), request.body.password)
      return { success: true as const }
    },
  )

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
