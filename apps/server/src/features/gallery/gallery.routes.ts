import { apiErrorSchema } from '@orion/contracts/errors'
import {
  deleteGalleryImageResponseSchema,
  galleryImageSchema,
  galleryPageSchema,
  generateImageSchema,
  galleryQuerySchema,
  updateGalleryImageSchema,
} from '@orion/contracts/uploads'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { GalleryService } from './gallery.service'
import { signedInUser } from '../../plugins/auth-guard'

// The image gallery (GET /api/gallery, PATCH and DELETE /api/gallery/{id}) and
// the pictures themselves (GET /api/images/{id}, signed or for their signed-in owner).

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const imageParams = z.object({ id: z.string().max(100) })

export const galleryRoutes: FastifyPluginAsyncZod<{ galleryService: GalleryService }> = async (
  app,
  { galleryService },
) => {
  const tags = ['gallery']

  app.get(
    '/api/gallery',
    {
      schema: {
        tags,
        summary: 'Your uploaded and generated pictures, newest first (paged with ?before=<id>)',
        querystring: galleryQuerySchema.extend({ _t: z.string().optional() }),
        response: { 200: galleryPageSchema, ...errors },
      },
    },
    async (request) => galleryService.list(signedInUser(request).id, request.query),
  )

  app.patch(
    '/api/gallery/:id',
    {
      schema: {
        tags,
        summary: 'Add, change or clear your personal note on a picture',
        params: imageParams,
        body: updateGalleryImageSchema,
        response: { 200: galleryImageSchema, ...errors },
      },
    },
    async (request) =>
      galleryService.updateNote(signedInUser(request).id, request.params.id, request.body.userNote),
  )

  app.delete(
    '/api/gallery/:id',
    {
      schema: {
        tags,
        summary: 'Delete a picture and its stored files',
        params: imageParams,
        response: { 200: deleteGalleryImageResponseSchema, ...errors },
      },
    },
    async (request) => galleryService.remove(signedInUser(request).id, request.params.id),
  )

  app.post(
    '/api/images/generate',
    {
      schema: {
        tags,
        summary:
          'Imagine: a picture from a prompt by the image provider (IMAGE_BASE_URL), kept in your gallery with its generator and prompt',
        body: generateImageSchema,
        response: {
          201: galleryImageSchema,
          ...errors,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      // Each picture costs the operator money: a person may ask for a few a minute.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const image = await galleryService.imagine(signedInUser(request).id, request.body.prompt)
      return reply.status(201).send(image)
    },
  )

  app.get(
    '/api/images/:id',
    {
      schema: {
        tags,
        summary:
          'A picture: with the signature from an API answer, or for its signed-in owner (size=thumb for the thumbnail, size=png to download as PNG)',
        params: imageParams,
        querystring: z.object({
          size: z.enum(['thumb', 'png']).optional(),
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
        response: {
          200: z.any().describe('The picture (image/jpeg, image/png, image/webp or image/gif)'),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      // The signature is the key: anyone holding the URL may fetch it.
      config: { public: true },
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const { size, expires, signature } = request.query
      const file = await galleryService.open(request.params.id, size ?? 'full', {
        expires,
        signature,
        userId: request.user?.id ?? null,
      })
      reply.header(
        'cache-control',
        file.maxAgeSeconds === null
          ? 'private, no-cache'
          : `private, max-age=${file.maxAgeSeconds}`,
      )
      if (size === 'png') {
        reply.header(
          'content-disposition',
          `attachment; filename="ai-image-${request.params.id}.png"`,
        )
      }
      if (file.size !== undefined) reply.header('content-length', file.size)
      return reply.type(file.contentType).send(file.stream)
    },
  )
}
