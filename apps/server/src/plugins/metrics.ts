import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export const METRICS_UNAUTHORIZED_MESSAGE =
  'Metrics need the bearer token set in METRICS_TOKEN (Authorization: Bearer <token>).'

const digest = (text: string) => crypto.createHash('sha256').update(text).digest()

/** Whether an Authorization header carries this bearer token (compared in constant time). */
function presents(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
  return presented !== undefined && crypto.timingSafeEqual(digest(presented), digest(token))
}

/**
 * Prometheus metrics: process defaults plus one request-duration histogram. Returns the registry,
 * where features add their own (the crisis referral counter). Served at /metrics only when
 * METRICS_TOKEN is set, to requests bearing it (issue 18); without it /metrics is not served (404).
 */
export function registerMetrics(app: FastifyInstance, token: string | null): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  })

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: raw URLs would explode the label cardinality.
    const route = request.routeOptions.url ?? 'unmatched'
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
  })

  if (token === null) return registry
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!presents(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      return reply
        .status(401)
        .send({ error: 'unauthorized', message: METRICS_UNAUTHORIZED_MESSAGE })
    }
    reply.header('content-type', registry.contentType)
    return registry.metrics()
  })
  return registry
}
