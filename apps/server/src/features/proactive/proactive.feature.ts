import websocket from '@fastify/websocket'
import { PROACTIVE_SOCKET_PATH } from '@orion/contracts/proactive'
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../../db/client'
import type { AiProvider } from '../../platform/ai/ai-provider'
import type { ResolvedSession } from '../../plugins/auth-guard'
import { createDatabaseAlertBus, type AlertBus } from './alert-bus'
import type { WebPushSender } from '../../platform/push/web-push'
import { createAlertPush } from './alert-push'
import { createAlertsRepository } from './alerts.repository'
import { alertsRoutes } from './alerts.routes'
import {
  createCheckInScheduler,
  type CheckInScheduler,
  type CheckInSchedulerDeps,
} from './check-in-scheduler'
import { createCheckInsRepository } from './check-ins.repository'
import { checkInsRoutes } from './check-ins.routes'
import { createCheckInsService } from './check-ins.service'
import { createProactiveService, type ProactiveService } from './proactive.service'
import { createPushSubscriptionsRepository } from './push-subscriptions.repository'
import { pushSubscriptionsRoutes } from './push-subscriptions.routes'
import { createProactiveSockets, MAX_PAYLOAD_BYTES, PING_INTERVAL_MS } from './proactive-socket'
import { createSignInDevices } from './sign-in-device'

declare module 'fastify' {
  interface FastifyInstance {
    /** notify(userId, alert): stored first, then delivered (wearable alerts, check-ins, tests). */
    proactive: ProactiveService
    /** Check-ins due now are written and sent (every minute on its own; tests call it). */
    checkIns: CheckInScheduler
  }
}

/**
 * The proactive channel: its store, its bus, the socket and the routes. Logout and a password
 * change (in the identity layer, registered after this) call the returned service; the socket
 * checks sessions through `resolveSession`, which is called only once a connection arrives.
 */
export async function registerProactiveFeature(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle
    /** The bus between instances; by default LISTEN/NOTIFY on `database`. */
    bus?: AlertBus
    /** Web Push (VAPID keys, push services); the browsers' subscriptions are stored here. */
    webPush: WebPushSender
    resolveSession(headers: Headers): Promise<ResolvedSession>
    /** The model that writes check-ins (null: none configured, so none are written). */
    ai: AiProvider | null
    clock: () => Date
    /** What a check-in draws on (memory and chat, registered later: called once one is due). */
    checkInContext: CheckInSchedulerDeps['context']
  },
) {
  const repository = createAlertsRepository(deps.database.db)
  const bus =
    deps.bus ??
    (await createDatabaseAlertBus(deps.database, {
      onListenerError: (error) => app.log.error({ err: error }, 'a proactive bus listener failed'),
      onConnectionLost: (error) =>
        app.log.warn({ err: error }, 'lost the live-alert LISTEN connection; reconnecting'),
    }))
  const pushSubscriptions = createPushSubscriptionsRepository(deps.database.db)
  const alertPush = createAlertPush({
    repository: pushSubscriptions,
    sender: deps.webPush,
    log: app.log,
  })
  const proactiveService = createProactiveService({
    repository,
    bus,
    alertPush,
    devices: createSignInDevices(deps.database.db),
  })
  const sockets = createProactiveSockets({
    resolveSession: deps.resolveSession,
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
  const checkInsRepository = createCheckInsRepository(deps.database.db)
  const checkInsService = createCheckInsService({
    repository: checkInsRepository,
    ai: deps.ai,
    clock: deps.clock,
  })
  await app.register(checkInsRoutes, { service: checkInsService })
  const checkIns = createCheckInScheduler({
    repository: checkInsRepository,
    ai: deps.ai,
    clock: deps.clock,
    context: deps.checkInContext,
    deliver: async (userId, message) => {
      await proactiveService.notify(userId, { type: 'ai_proactive_message', message })
    },
    log: app.log,
  })
  app.addHook('onReady', async () => checkIns.start())
  app.addHook('onClose', async () => checkIns.stop())
  await app.register(pushSubscriptionsRoutes, {
    repository: pushSubscriptions,
    sender: deps.webPush,
  })
  app.decorate('proactive', proactiveService)
  app.decorate('checkIns', checkIns)
  return { proactiveService, sockets }
}
