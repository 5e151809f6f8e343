import type { FastifyInstance } from 'fastify'
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/**
 * Prometheus metrics at /metrics: process defaults plus one request-duration histogram. Returns the
 * registry, where features add their own (the crisis referral counter).
 */
export function registerMetrics(app: FastifyInstance): Registry {
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

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType)
    return registry.metrics()
  })
  return registry
}
