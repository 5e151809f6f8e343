import { apiErrorSchema } from '@orion/contracts/errors'
import {
  createEntrySchema,
  journalEntrySchema,
  journalListQuerySchema,
  journalSummarySchema,
  moveEntrySchema,
  updateEntrySchema,
} from '@orion/contracts/journal'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { JournalService } from './journal.service'
import { signedInUser } from '../../plugins/auth-guard'

// Journal entries. Every route needs a signed-in person and touches only their
// own entries: another person's entry id answers 404, like a missing one.

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const entryParams = z.object({ entryId: z.string().max(100) })
const tags = ['journal']

export const journalRoutes: FastifyPluginAsyncZod<{ journalService: JournalService }> = async (
  app,
  { journalService },
) => {
  app.get(
    '/api/journal',
    {
      schema: {
        tags,
        summary:
          'Your entries, filtered by search, tag, mood and notebook (notebookId=none: unfiled)',
        querystring: journalListQuerySchema,
        response: { 200: z.array(journalEntrySchema), ...errors },
      },
    },
    async (request) => journalService.list(signedInUser(request).id, request.query),
  )

  app.get(
    '/api/journal/summary',
    {
      schema: {
        tags,
        summary: 'Entry counts and the tags and moods in use (filters, All Entries badge)',
        response: { 200: journalSummarySchema, ...errors },
      },
    },
    async (request) => journalService.summary(signedInUser(request).id),
  )

  app.get(
    '/api/journal/:entryId',
    {
      schema: {
        tags,
        summary: 'One entry',
        params: entryParams,
        response: { 200: journalEntrySchema, ...errors },
      },
    },
    async (request) => journalService.get(signedInUser(request).id, request.params.entryId),
  )

  app.post(
    '/api/journal',
    {
      schema: {
        tags,
        summary: 'Create an entry (also chat\'s "save to journal")',
        body: createEntrySchema,
        response: { 201: journalEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await journalService.createEntryForUser(signedInUser(request).id, request.body)),
  )

  app.patch(
    '/api/journal/:entryId',
    {
      schema: {
        tags,
        summary: 'Edit an entry; updatedAt moves when something changed, createdAt never',
        params: entryParams,
        body: updateEntrySchema,
        response: { 200: journalEntrySchema, ...errors },
      },
    },
    async (request) =>
      journalService.update(signedInUser(request).id, request.params.entryId, request.body),
  )

  app.delete(
    '/api/journal/:entryId',
    {
      schema: {
        tags,
        summary: 'Delete an entry',
        params: entryParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => journalService.remove(signedInUser(request).id, request.params.entryId),
  )

  app.patch(
    '/api/journal/:entryId/notebook',
    {
      schema: {
        tags,
        summary: 'Move an entry into one of your notebooks, or back to All Entries (null)',
        params: entryParams,
        body: moveEntrySchema,
        response: { 200: journalEntrySchema, ...errors },
      },
    },
    async (request) =>
      journalService.move(
        signedInUser(request).id,
        request.params.entryId,
        request.body.notebookId,
      ),
  )
}
