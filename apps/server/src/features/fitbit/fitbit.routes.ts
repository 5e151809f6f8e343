import { apiErrorSchema } from '@orion/contracts/errors'
import {
  FITBIT_RETURN_PATH,
  fitbitConnectResponseSchema,
  fitbitDevicesResponseSchema,
  fitbitDisconnectResponseSchema,
  fitbitLatestResponseSchema,
  fitbitSettingsUpdateSchema,
  fitbitStatusSchema,
  fitbitSyncResponseSchema,
} from '@orion/contracts/fitbit'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInUser } from '../../plugins/auth-guard'
import { toReadingContract, type FitbitService } from './fitbit.service'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
}

/** Per account (after the sign-in check), not per address: a household shares one. */
const perAccount = (max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
})

/** What the provider sends back; Google adds scope, authuser and prompt, which are ignored. */
const callbackQuerySchema = z
  .object({
    state: z.string().max(512).optional(),
    code: z.string().max(2048).optional(),
    error: z.string().max(200).optional(),
  })
  .passthrough()

/** Fitbit Sync (spec part 2 §7), every route for the signed-in person's own connection only. */
export const fitbitRoutes: FastifyPluginAsyncZod<{ fitbitService: FitbitService }> = async (
  app,
  { fitbitService },
) => {
  app.post(
    '/api/fitbit/connect',
    {
      schema: {
        tags: ['fitbit'],
        summary: "The provider's authorization URL (PKCE S256, single-use state, 10 minutes)",
        response: { 200: fitbitConnectResponseSchema, ...errors },
      },
      config: { rateLimit: perAccount(20) },
    },
    async (request) => fitbitService.connect(signedInUser(request).id),
  )

  app.get(
    '/api/fitbit/callback',
    {
      schema: {
        tags: ['fitbit'],
        summary:
          'Where the provider sends the person back: redirects to /settings?tab=fitbit with fitbit=connected or fitbit_error',
        querystring: callbackQuerySchema,
      },
      // The browser arrives by a top-level navigation; without a session it is sent to the tab,
      // which asks it to sign in.
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const outcome = await fitbitService.completeConnect(request.user, request.query)
      const target = outcome.ok
        ? `${FITBIT_RETURN_PATH}&fitbit=connected`
        : `${FITBIT_RETURN_PATH}&fitbit_error=${outcome.reason}`
      return reply.redirect(target, 303)
    },
  )

  app.post(
    '/api/fitbit/sync',
    {
      schema: {
        tags: ['fitbit'],
        summary: 'Reads the wearable now and stores a reading',
        response: { 200: fitbitSyncResponseSchema, ...errors },
      },
      config: { rateLimit: perAccount(12) },
    },
    async (request) => {
      const row = await fitbitService.sync(signedInUser(request).id)
      return { reading: toReadingContract(row), syncedAt: row.createdAt.toISOString() }
    },
  )

  app.get(
    '/api/fitbit/latest',
    {
      schema: {
        tags: ['fitbit'],
        summary: 'The newest stored reading, or null',
        response: { 200: fitbitLatestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reading = await fitbitService.latest(signedInUser(request).id)
      return reply.type('application/json; charset=utf-8').send(reading)
    },
  )

  app.get(
    '/api/fitbit/devices',
    {
      schema: {
        tags: ['fitbit'],
        summary: 'The devices that recorded the recent data',
        response: { 200: fitbitDevicesResponseSchema, ...errors },
      },
      config: { rateLimit: perAccount(20) },
    },
    async (request) => fitbitService.devices(signedInUser(request).id),
  )

  app.post(
    '/api/fitbit/disconnect',
    {
      schema: {
        tags: ['fitbit'],
        summary: 'Revokes the grant and deletes the tokens and readings',
        response: { 200: fitbitDisconnectResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fitbitService.disconnect(signedInUser(request).id)
      return { ok: true as const }
    },
  )

  app.get(
    '/api/fitbit/status',
    {
      schema: {
        tags: ['fitbit'],
        summary: 'The connection and whether the companion may see the reading',
        response: { 200: fitbitStatusSchema, ...errors },
      },
    },
    async (request) => fitbitService.status(signedInUser(request)),
  )

  app.patch(
    '/api/fitbit/settings',
    {
      schema: {
        tags: ['fitbit'],
        summary: 'Lets the companion see the latest reading, or not',
        body: fitbitSettingsUpdateSchema,
        response: { 200: fitbitStatusSchema, ...errors },
      },
    },
    async (request) =>
      fitbitService.setShare(signedInUser(request), request.body.shareWithCompanion),
  )
}
