import { apiErrorSchema } from '@orion/contracts/errors'
import {
  deleteNotebookQuerySchema,
  deleteNotebookResponseSchema,
  notebookInputSchema,
  notebookSchema,
  notebookUpdateSchema,
} from '@orion/contracts/journal'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { NotebooksService } from './notebooks.service'
import { signedInUser } from '../../plugins/auth-guard'

// Notebooks. Another person's notebook id answers 404, like a missing one.

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const notebookParams = z.object({ id: z.string().max(100) })
const tags = ['journal']

export const notebooksRoutes: FastifyPluginAsyncZod<{
  notebooksService: NotebooksService
}> = async (app, { notebooksService }) => {
  app.get(
    '/api/notebooks',
    {
      schema: {
        tags,
        summary: 'Your notebooks with their entry counts, oldest first',
        response: { 200: z.array(notebookSchema), ...errors },
      },
    },
    async (request) => notebooksService.list(signedInUser(request).id),
  )

  app.post(
    '/api/notebooks',
    {
      schema: {
        tags,
        summary: 'Create a notebook (colour defaults to #79CBCA)',
        body: notebookInputSchema,
        response: { 201: notebookSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notebooksService.create(signedInUser(request).id, request.body)),
  )

  app.patch(
    '/api/notebooks/:id',
    {
      schema: {
        tags,
        summary: 'Rename a notebook or change its colour',
        params: notebookParams,
        body: notebookUpdateSchema,
        response: { 200: notebookSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      notebooksService.update(signedInUser(request).id, request.params.id, request.body),
  )

  app.delete(
    '/api/notebooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a notebook; its entries go back to All Entries, or ?entries=delete',
        params: notebookParams,
        querystring: deleteNotebookQuerySchema,
        response: { 200: deleteNotebookResponseSchema, ...errors },
      },
    },
    async (request) =>
      notebooksService.remove(signedInUser(request).id, request.params.id, request.query.entries),
  )
}
