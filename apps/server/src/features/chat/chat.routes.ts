import {
  deleteSessionResponseSchema,
  favoriteSessionSchema,
  personaSchema,
  renameSessionSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  sessionListQuerySchema,
  sessionSchema,
  sessionWithMessagesSchema,
} from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { modelFailure } from '../../platform/ai/model-task'
import { AppError } from '../../plugins/app-error'
import type { ChatTurns } from './chat-turn'
import type { ChatService } from './chat.service'
import { clientGone, openEventStream } from './event-stream'
import type { PersonaDefinition } from './personas'
import { signedInUser } from '../../plugins/auth-guard'

// Sessions and messages (spec part 1 §7). Every route needs a signed-in person and touches only
// their own sessions: another person's session id answers 404, like a missing one.

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const sessionParams = z.object({ id: z.string().max(100) })
const cacheBusting = { _t: z.string().optional(), uid: z.string().optional() }

export const chatRoutes: FastifyPluginAsyncZod<{
  chatService: ChatService
  chatTurns: ChatTurns
  personas: PersonaDefinition[]
}> = async (app, { chatService, chatTurns, personas }) => {
  const tags = ['chat']

  app.get(
    '/api/personas',
    {
      schema: {
        tags,
        summary: 'The personas that answer',
        response: { 200: z.array(personaSchema) },
      },
    },
    async () =>
      personas.map(({ id, name, role, voice }) => ({ id, name, role, voice: voice ?? null })),
  )

  app.get(
    '/api/sessions',
    {
      schema: {
        tags,
        summary: 'Your sessions, newest first; search covers titles and message text',
        querystring: sessionListQuerySchema.extend(cacheBusting),
        response: { 200: z.array(sessionSchema), ...errors },
      },
    },
    async (request) =>
      chatService.list(signedInUser(request), {
        search: request.query.search,
        favoritesOnly: request.query.favorites === 'true',
      }),
  )

  app.post(
    '/api/sessions',
    {
      schema: { tags, summary: 'Start a session', response: { 201: sessionSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await chatService.create(signedInUser(request))),
  )

  app.get(
    '/api/sessions/:id',
    {
      schema: {
        tags,
        summary: 'A session with its latest messages (?before=<messageId> for older ones)',
        params: sessionParams,
        querystring: z.object({
          before: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(1000).optional(),
          ...cacheBusting,
        }),
        response: { 200: sessionWithMessagesSchema, ...errors },
      },
    },
    async (request) =>
      chatService.get(signedInUser(request), request.params.id, {
        before: request.query.before,
        limit: request.query.limit,
      }),
  )

  app.patch(
    '/api/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Rename a session',
        params: sessionParams,
        body: renameSessionSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) =>
      chatService.rename(signedInUser(request), request.params.id, request.body.title),
  )

  app.patch(
    '/api/sessions/:id/favorite',
    {
      schema: {
        tags,
        summary: 'Mark or unmark a session as favorite',
        params: sessionParams,
        body: favoriteSessionSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) =>
      chatService.setFavorite(signedInUser(request), request.params.id, request.body.isFavorite),
  )

  app.delete(
    '/api/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a session and its messages',
        params: sessionParams,
        response: { 200: deleteSessionResponseSchema, ...errors },
      },
    },
    async (request) => chatService.remove(signedInUser(request), request.params.id),
  )

  const sendErrors = {
    ...errors,
    402: apiErrorSchema,
    409: apiErrorSchema,
    502: apiErrorSchema,
    503: apiErrorSchema,
  }

  app.post(
    '/api/sessions/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message and wait for every persona (see /stream for the streaming form)',
        params: sessionParams,
        body: sendMessageSchema,
        response: { 200: sendMessageResponseSchema, ...sendErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      const turn = await chatTurns.start(user, request.params.id, request.body)
      const gone = clientGone(reply)
      const result = await chatTurns.run(turn, gone.signal, () => {})
      const { assistantMessage, error } = await chatTurns.finish(turn, result)
      if (!assistantMessage) {
        throw error
          ? modelFailure(error)
          : new AppError(499, 'cancelled', 'The request was cancelled.')
      }
      return { userMessage: chatTurns.present(turn), assistantMessage }
    },
  )

  app.post(
    '/api/sessions/:id/messages/stream',
    {
      schema: {
        tags,
        summary:
          'Send a message; the reply streams as Server-Sent Events (user-message, persona-start, delta, persona-end, safety, done | error)',
        params: sessionParams,
        body: sendMessageSchema,
        response: sendErrors,
      },
    },
    async (request, reply) => {
      // Validation, 404, 402, 409 and 503 answer as JSON before the stream opens.
      const turn = await chatTurns.start(signedInUser(request), request.params.id, request.body)
      const stream = openEventStream(request, reply)
      try {
        const result = await chatTurns.run(turn, stream.signal, stream.send)
        const { assistantMessage, error } = await chatTurns.finish(turn, result)
        if (assistantMessage) stream.send({ name: 'done', data: { assistantMessage } })
        else if (error) {
          const failure = modelFailure(error)
          stream.send({ name: 'error', data: { error: failure.code, message: failure.message } })
        }
      } catch (error) {
        request.log.error({ err: error }, 'chat stream failed')
        stream.send({
          name: 'error',
          data: {
            error: 'internal_error',
            message: 'Something went wrong on our side. Please try again.',
          },
        })
      } finally {
        stream.end()
      }
    },
  )
}
