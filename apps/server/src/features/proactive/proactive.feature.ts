import websocket from '@fastify/websocket'
import { PROACTIVE_SOCKET_PATH } from '@orion/contracts/proactive'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import type { ResolvedSession } from '../../plugins/auth-guard'
import { createInProcessAlertBus, type AlertBus } from './alert-bus'
import { createAlertsRepository } from './alerts.repository'
import { alertsRoutes } from './alerts.routes'
import { createProactiveService, type ProactiveService } from './proactive.service'
import { createProactiveSockets, MAX_PAYLOAD_BYTES, PING_INTERVAL_MS } from './proactive-socket'

declare module 'fastify' {
  interface FastifyInstance {
    /** notify(userId, alert): stored first, then delivered (wearable alerts, check-ins, tests). */
    proactive: ProactiveService
  }
}

/**
 * The proactive channel's store and bus, made before the identity layer so that logout and a
 * password change can close sockets; register() adds the socket and the routes once the
 * session check exists.
 */
export function createProactiveFeature(deps: { db: Database; bus?: AlertBus }) {
  const repository = createAlertsRepository(deps.db)
  let listenerError: (error: unknown) => void = () => {}
  const bus = deps.bus ?? createInProcessAlertBus((error) => listenerError(error))
  const proactiveService = createProactiveService({ repository, bus })

  async function register(
    app: FastifyInstance,
    options: { resolveSession(headers: Headers): Promise<ResolvedSession> },
  ) {
    listenerError = (error) => app.log.error({ err: error }, 'a proactive bus listener failed')
    const sockets = createProactiveSockets({
      resolveSession: options.resolveSession,
      repository,
      log: app.log,
    })
    bus.subscribe(sockets.onEvent)
    const heartbeat = setInterval(sockets.heartbeat, PING_INTERVAL_MS)
    heartbeat.unref()
    app.addHook('onClose', async () => {
      clearInterval(heartbeat)
      await bus.close()
    })

    await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } })
    app.get(PROACTIVE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) =>
      sockets.accept(socket, request),
    )
    await app.register(alertsRoutes, { repository })
    app.decorate('proactive', proactiveService)
    return { sockets }
  }

  return { proactiveService, register }
}
