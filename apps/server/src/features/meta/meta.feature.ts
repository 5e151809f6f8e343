import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config'
import { metaRoutes } from './meta.routes'

/** GET /api/meta: what the web app needs to know before sign-in; nothing for other features. */
export async function registerMetaFeature(
  app: FastifyInstance,
  deps: { config: AppConfig; aiProvider?: () => AppConfig['ai']['provider'] },
) {
  await app.register(metaRoutes, deps)
  return {}
}
