import { EXPORT_FORMATS } from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ChatService } from './chat.service'
import { signedInUser } from '../../plugins/auth-guard'

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

// GET /api/sessions/{id}/export: pdf (default), txt, html or json.
export const sessionExportRoutes: FastifyPluginAsyncZod<{ chatService: ChatService }> = async (
  app,
  { chatService },
) => {
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
        },
      },
    },
    async (request, reply) => {
      const input = await chatService.exportInput(signedInUser(request), request.params.id)
      // Loaded on first use: the renderers (pdfkit, fonts) cost start-up time and memory.
      const { renderSessionExport } = await import('./export/render-export')
      const file = await renderSessionExport(input, request.query.format)
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'no-store')
        .send(file.body)
    },
  )
}
