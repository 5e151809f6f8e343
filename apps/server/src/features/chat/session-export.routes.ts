import { EXPORT_FORMATS } from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../plugins/app-error'
import { signedInUser } from '../../plugins/auth-guard'
import type { ChatService } from './chat.service'
import { createExportPool } from './export/export-pool'
import { EXPORT_CONTENT_TYPES, exportFilename } from './export/export-transcript'

/** Exports a person may ask for in a minute: each one is seconds of CPU for a long conversation. */
export const EXPORTS_PER_MINUTE = 10
export const TOO_MANY_EXPORTS = `Too many exports: at most ${EXPORTS_PER_MINUTE} a minute. Please wait a minute and try again.`

/** `attachment; filename="..."`, with an RFC 5987 filename* when the name is not plain ASCII. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  if (ascii === filename) return `attachment; filename="${filename}"`
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

// GET /api/sessions/{id}/export: pdf (default), txt, html or json, rendered in a worker thread
// (export/export-pool.ts) and streamed as it is made; rate limited per account.
export const sessionExportRoutes: FastifyPluginAsyncZod<{ chatService: ChatService }> = async (
  app,
  { chatService },
) => {
  const pool = createExportPool()
  app.addHook('onClose', () => pool.close())
  app.get(
    '/api/sessions/:id/export',
    {
      schema: {
        tags: ['chat'],
        summary: 'Download a session as pdf (default), txt, html or json',
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({
          format: z
            .enum(EXPORT_FORMATS, { error: 'format must be one of pdf, txt, html, json' })
            .default('pdf'),
          _t: z.string().optional(),
          uid: z.string().optional(),
        }),
        response: {
          200: z
            .any()
            .describe('The file (application/pdf, text/plain, text/html or application/json)'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        rateLimit: {
          max: EXPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          // Per account (after the sign-in check), not per address: a household shares one.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
          errorResponseBuilder: () => new AppError(429, 'too_many_exports', TOO_MANY_EXPORTS),
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query
      const input = await chatService.exportInput(signedInUser(request), request.params.id)
      const body = await pool.render({ input, format, now: new Date() })
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', contentDisposition(exportFilename(input.session, format)))
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
