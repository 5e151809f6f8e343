import { apiErrorSchema } from '@orion/contracts/errors'
import { telemetryBatchSchema } from '@orion/contracts/telemetry'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { signedInUser } from '../../plugins/auth-guard'
import { createTelemetryService, type TelemetryService } from './telemetry.service'

/** How often the expired events are deleted. */
const PURGE_EVERY_MS = 60 * 60 * 1000

const telemetryRoutes: FastifyPluginAsyncZod<{ telemetryService: TelemetryService }> = async (
  app,
  { telemetryService },
) => {
  app.post(
    '/api/telemetry',
    {
      schema: {
        tags: ['telemetry'],
        summary: 'A batch of interface events (at most 500; no typed text, only interface labels)',
        body: telemetryBatchSchema,
        response: {
          202: z.object({ accepted: z.number().int() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const accepted = await telemetryService.record(signedInUser(request).id, request.body)
      return reply.status(202).send({ accepted })
    },
  )
}

/** POST /api/telemetry, and the job that deletes events past TELEMETRY_RETENTION_DAYS. */
export async function registerTelemetryFeature(
  app: FastifyInstance,
  options: { db: Database; retentionDays: number; clock: () => Date },
) {
  const telemetryService = createTelemetryService(options.db, options)
  await app.register(telemetryRoutes, { telemetryService })
  const purge = () =>
    telemetryService
      .purgeExpired()
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'expired telemetry events deleted')
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'telemetry purge failed'))
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS)
  timer.unref()
  app.addHook('onReady', async () => void purge())
  app.addHook('onClose', async () => clearInterval(timer))
  return { telemetryService }
}
