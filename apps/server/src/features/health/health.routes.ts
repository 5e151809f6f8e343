import { readinessSchema } from '@orion/contracts/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from '../../config'
import type { DatabaseHandle } from '../../db/client'
import type { AiProvider } from '../../platform/ai/ai-provider'

const AI_HINTS: Record<AppConfig['ai']['provider'], string | undefined> = {
  none:
    'No AI provider is configured: set AI_BASE_URL, AI_API_KEY and AI_MODEL (any OpenAI-compatible server), ' +
    'or AI_LOCAL_MODEL (a GGUF file path or hf: URI) to run a model in process.',
  'openai-compatible': undefined,
  'local-gguf': undefined,
}

export const healthRoutes: FastifyPluginAsyncZod<{
  config: AppConfig
  database: DatabaseHandle
  ai: AiProvider | null
}> = async (app, { config, database, ai }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Database reachable, migrations applied, AI provider configured',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping()
      const migrationsApplied = reachable && (await database.migrationsApplied())
      const ready = reachable && migrationsApplied
      const provider = ai?.kind ?? 'none' // the one in use (tests may hand one in)
      const hint = AI_HINTS[provider]
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        database: { kind: database.kind, reachable, migrationsApplied },
        ai: {
          provider,
          ...(ai ? { model: ai.modelName } : {}),
          ...(hint ? { hint } : {}),
        },
        version: config.version,
      })
    },
  )
}
