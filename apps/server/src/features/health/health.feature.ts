import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config'
import type { DatabaseHandle } from '../../db/client'
import type { AiProvider } from '../../platform/ai/ai-provider'
import type { DownloadableModel } from '../../platform/ai/downloadable-model'
import { healthRoutes } from './health.routes'

/** /healthz and /readyz for the orchestrator; nothing for other features. */
export async function registerHealthFeature(
  app: FastifyInstance,
  deps: {
    config: AppConfig
    database: DatabaseHandle
    ai: AiProvider | null
    localModel?: DownloadableModel | null
  },
) {
  await app.register(healthRoutes, deps)
  return {}
}
