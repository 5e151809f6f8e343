import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  FileNotFoundError,
  isStorageKey,
  type FileStorage,
} from '../../platform/storage/file-storage'
import type { UrlSigner } from '../../platform/storage/signed-urls'
import { AppError } from '../../plugins/app-error'

// GET /api/files/{key}: a stored file behind a signed, short-lived URL (FileStorage.url). The
// signature is the permission: a key without one, or with an expired one, answers 404.

export const filesRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage
  signer: UrlSigner
}> = async (app, { storage, signer }) => {
  app.get(
    '/api/files/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored file, through the signed URL an API answer gave',
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
        response: { 200: z.any().describe('The stored file'), 404: apiErrorSchema },
      },
      // The signature is the key: an <img> or a download link sends no credentials of its own.
      config: { public: true },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      const { expires, signature } = request.query
      const notFound = AppError.notFound('File not found')
      if (!isStorageKey(key) || !signer.verify(`/api/files/${key}`, expires, signature)) {
        throw notFound
      }
      try {
        const file = await storage.read(key)
        const maxAge = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000))
        reply.header('cache-control', `private, max-age=${maxAge}`)
        if (file.size !== undefined) reply.header('content-length', file.size)
        return reply.type(file.contentType).send(file.stream)
      } catch (error) {
        if (error instanceof FileNotFoundError) throw notFound
        throw error
      }
    },
  )
}
