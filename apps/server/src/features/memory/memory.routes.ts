import { apiErrorSchema } from '@orion/contracts/errors'
import {
  consolidatedMemorySchema,
  createMemorySchema,
  generateSummaryResponseSchema,
  memoryListSchema,
  memorySchema,
  saveConsolidatedMemorySchema,
  summarizeSessionSchema,
  updateMemorySchema,
} from '@orion/contracts/memory'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { UserRow } from '../../db/schema/users'
import type { MemoryService } from './memory.service'
import { signedInUser } from '../../plugins/auth-guard'

// Memories and the consolidated memory.
// Every route needs a signed-in person and touches only their own memories: another person's
// memory id answers 404, like a missing one.

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const aiErrors = { 502: apiErrorSchema, 503: apiErrorSchema }
const memoryParams = z.object({ id: z.string().max(100) })
const tags = ['memory']

export interface MemoryRouteOptions {
  memoryService: MemoryService
  generateSummary(user: UserRow): Promise<{ summaryLength: number }>
  summarizeSession(user: UserRow, sessionId: string): Promise<z.infer<typeof memorySchema>>
  /** The session id when it is one of the person's own sessions, else null. */
  ownSessionId(user: UserRow, sessionId: string | null | undefined): Promise<string | null>
}

export const memoryRoutes: FastifyPluginAsyncZod<MemoryRouteOptions> = async (app, options) => {
  const { memoryService } = options

  app.get(
    '/api/memories',
    {
      schema: {
        tags,
        summary: 'Your memories, newest first, with the tokens they use against the budget',
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: memoryListSchema, ...errors },
      },
    },
    async (request) => memoryService.list(signedInUser(request).id),
  )

  app.post(
    '/api/memories',
    {
      schema: {
        tags,
        summary: 'Save a memory (chat\'s "save to memory", or typed by hand)',
        body: createMemorySchema,
        response: { 201: memorySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      const sessionId = await options.ownSessionId(user, request.body.sessionId)
      return reply.status(201).send(await memoryService.create(user.id, request.body, sessionId))
    },
  )

  app.patch(
    '/api/memories/:id',
    {
      schema: {
        tags,
        summary: "Edit a memory's summary",
        params: memoryParams,
        body: updateMemorySchema,
        response: { 200: memorySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      memoryService.updateSummary(
        signedInUser(request).id,
        request.params.id,
        request.body.summary,
      ),
  )

  app.delete(
    '/api/memories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a memory',
        params: memoryParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => memoryService.remove(signedInUser(request).id, request.params.id),
  )

  app.post(
    '/api/memories/generate-summary',
    {
      schema: {
        tags,
        summary: 'Smart Summary: the model consolidates every memory into the consolidated memory',
        response: { 200: generateSummaryResponseSchema, ...errors, ...aiErrors },
      },
    },
    async (request) => options.generateSummary(signedInUser(request)),
  )

  app.get(
    '/api/consolidated-memory',
    {
      schema: {
        tags,
        summary: 'The consolidated memory (Additional Context)',
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: consolidatedMemorySchema, ...errors },
      },
    },
    async (request) => memoryService.consolidatedMemory(signedInUser(request)),
  )

  app.post(
    '/api/consolidated-memory',
    {
      schema: {
        tags,
        summary: 'Replace the consolidated memory (at most 30,000 characters; empty clears it)',
        body: saveConsolidatedMemorySchema,
        response: { 200: consolidatedMemorySchema, ...errors },
      },
    },
    async (request) =>
      memoryService.saveConsolidatedMemory(
        signedInUser(request).id,
        request.body.consolidatedMemory,
      ),
  )

  app.post(
    '/api/sessions/memory',
    {
      schema: {
        tags,
        summary:
          'Summarise one of your conversations into a memory (the server reads the conversation itself)',
        body: summarizeSessionSchema,
        response: { 201: memorySchema, ...errors, 409: apiErrorSchema, ...aiErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await options.summarizeSession(signedInUser(request), request.body.sessionId)),
  )
}
