import {
  deleteSessionResponseSchema,
  favoriteSessionSchema,
  personaSchema,
  renameSessionSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  SESSION_CURSOR_PATTERN,
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
import { streamTurn } from './event-stream'
import { launchTurn } from './live-turn'
import type { PersonaDefinition } from './personas'
import { signedInUser } from '../../plugins/auth-guard'
import type { TurnHub } from './turn-hub'

// Sessions and messages. Every route needs a signed-in person and touches only
// their own sessions: another person's session id answers 404, like a missing one.

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const sessionParams = z.object({ id: z.string().max(100) })
const turnParams = sessionParams.extend({ turnId: z.string().max(100) })
export const TURN_NOT_FOUND_MESSAGE = 'This reply is no longer being written.'
const cacheBusting = { _t: z.string().optional(), uid: z.string().optional() }

/** If-None-Match: "*" or a list of (maybe weak) tags; any one equal to ours matches. */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === `"${etag}"`)
}

/** The same list from `cursor` on (search, favorites and limit kept). */
function nextPageUrl(query: Record<string, string | number | undefined>, cursor: string): string {
  const params = new URLSearchParams()
  for (const name of ['search', 'favorites', 'limit'] as const) {
    const value = query[name]
    if (value !== undefined) params.set(name, String(value))
  }
  params.set('cursor', cursor)
  return `/api/sessions?${params.toString()}`
}

export const chatRoutes: FastifyPluginAsyncZod<{
  chatService: ChatService
  chatTurns: ChatTurns
  hub: TurnHub
  personas: PersonaDefinition[]
}> = async (app, { chatService, chatTurns, hub, personas }) => {
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
        summary:
          'Your sessions, newest first; search covers titles and message text. ' +
          'With ?limit=, one page and a Link rel="next" header while more follow. ' +
          'ETag: an unchanged list answers 304 to If-None-Match',
        querystring: sessionListQuerySchema.extend(cacheBusting),
        response: { 200: z.array(sessionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      const { search, favorites, limit, cursor } = request.query
      const [, createdAt, id] = cursor ? SESSION_CURSOR_PATTERN.exec(cursor)! : []
      const options = {
        search,
        favoritesOnly: favorites === 'true',
        limit,
        cursor: createdAt && id ? { createdAt, id } : undefined,
      }
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch) {
        // The small query first: PostgreSQL hashes the list without sending it.
        const { etag } = await chatService.listJson(user, options, true)
        if (etagMatches(ifNoneMatch, etag))
          return reply
            .code(304)
            .header('etag', `"${etag}"`)
            .send(undefined as never)
      }
      const list = await chatService.listJson(user, options)
      reply.header('etag', `"${list.etag}"`)
      if (list.next) reply.header('link', `<${nextPageUrl(request.query, list.next)}>; rel="next"`)
      // PostgreSQL wrote the JSON (the response schema still documents it): sent as it is.
      return reply.type('application/json; charset=utf-8').send(list.body as never)
    },
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
    async (request) => {
      const session = await chatService.get(signedInUser(request), request.params.id, {
        before: request.query.before,
        limit: request.query.limit,
      })
      const activeTurnId = hub.activeTurnId(signedInUser(request).id, session.id)
      return activeTurnId ? { ...session, activeTurnId } : session
    },
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
    async (request) => {
      const user = signedInUser(request)
      // A reply being written here ends first (its readers hear how), then everything goes.
      await hub.stopSession(user.id, request.params.id)
      return chatService.remove(user, request.params.id)
    },
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
    async (request) => {
      const started = await chatTurns.start(signedInUser(request), request.params.id, request.body)
      // The turn goes on if this request goes away: the reply is stored all the same.
      const { assistantMessage, error } = await launchTurn(hub, chatTurns, started).outcome
      if (!assistantMessage) {
        throw error
          ? modelFailure(error)
          : new AppError(499, 'cancelled', 'The request was cancelled.')
      }
      return { userMessage: chatTurns.present(started), assistantMessage }
    },
  )

  app.post(
    '/api/sessions/:id/messages/stream',
    {
      schema: {
        tags,
        summary:
          'Send a message; the reply streams as Server-Sent Events (turn, user-message, persona-start, delta, persona-end, safety, done | error | cancelled). Closing the stream does not stop the reply: see /turns/{turnId}',
        params: sessionParams,
        body: sendMessageSchema,
        response: sendErrors,
      },
    },
    async (request, reply) => {
      // Validation, 404, 402, 409 and 503 answer as JSON before the stream opens.
      const started = await chatTurns.start(signedInUser(request), request.params.id, request.body)
      const { turn } = launchTurn(hub, chatTurns, started)
      await streamTurn(request, reply, hub, turn, 0)
    },
  )

  const turnErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
  const findTurn = (userId: string, params: z.infer<typeof turnParams>) => {
    const turn = hub.find(userId, params.id, params.turnId)
    if (!turn) throw AppError.notFound(TURN_NOT_FOUND_MESSAGE)
    return turn
  }

  app.get(
    '/api/sessions/:id/turns/:turnId/events',
    {
      schema: {
        tags,
        summary:
          "A reply's events (as /messages/stream sends them) after Last-Event-ID or ?after=, then live until it ends; 404 once it has ended a minute ago (the reply is then in the session)",
        params: turnParams,
        querystring: z.object({
          after: z.coerce.number().int().min(0).optional(),
          ...cacheBusting,
        }),
        headers: z.object({ 'last-event-id': z.coerce.number().int().min(0).optional() }),
        response: turnErrors,
      },
    },
    async (request, reply) => {
      const turn = findTurn(signedInUser(request).id, request.params)
      const after = request.query.after ?? request.headers['last-event-id'] ?? 0
      await streamTurn(request, reply, hub, turn, after)
    },
  )

  app.post(
    '/api/sessions/:id/turns/:turnId/cancel',
    {
      schema: {
        tags,
        summary:
          'Stop a reply being written: every reader gets its last event (done with the text so far, or cancelled)',
        params: turnParams,
        response: { 204: z.null(), ...turnErrors },
      },
    },
    async (request, reply) => {
      hub.cancel(findTurn(signedInUser(request).id, request.params))
      return reply.status(204).send(null)
    },
  )
}
