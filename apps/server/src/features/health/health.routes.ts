import { readinessSchema } from '@orion/contracts/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from '../../config'
import type { DatabaseHandle } from '../../db/client'
import { usableModel, type AiProvider } from '../../platform/ai/ai-provider'
import type { DownloadableModel } from '../../platform/ai/downloadable-model'
import { isLocalGgufProvider } from '../../platform/ai/local-gguf'

const AI_HINTS: Record<AppConfig['ai']['provider'], string | undefined> = {
  none:
    'No AI provider is configured: run npm run model:pull (or use Download in the chat) for the local model, ' +
    'or set AI_BASE_URL, AI_API_KEY and AI_MODEL (any OpenAI-compatible server), ' +
    'or AI_LOCAL_MODEL (a GGUF file path or hf: URI) to run a model in process.',
  'openai-compatible': undefined,
  'local-gguf': undefined,
}

export const healthRoutes: FastifyPluginAsyncZod<{
  config: AppConfig
  database: DatabaseHandle
  ai: AiProvider | null
  localModel?: DownloadableModel | null
}> = async (app, { config, database, ai, localModel }) => {
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
      const usable = usableModel(ai) // the one in use (tests may hand one in)
      const provider = usable?.kind ?? 'none'
      const hint = AI_HINTS[provider]
      const local = localModel?.status()
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        database: { kind: database.kind, reachable, migrationsApplied },
        ai: {
          provider,
          ...(usable ? { model: usable.modelName, contextSize: usable.contextWindow } : {}),
          ...(isLocalGgufProvider(usable) ? { sequences: usable.sequences } : {}),
          ...(local ? { localModel: local.state, sequences: local.sequences } : {}),
          ...(hint ? { hint } : {}),
        },
        version: config.version,
      })
    },
  )
}
