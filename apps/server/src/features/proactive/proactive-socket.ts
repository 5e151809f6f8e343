import {
  CLOSE_AUTH_FAILED,
  CONNECTED_MESSAGE,
  proactiveClientMessageSchema,
  proactiveServerMessageSchema,
  type ProactiveAlert,
  type ProactiveServerMessage,
} from '@orion/contracts/proactive'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import type { ResolvedSession } from '../../plugins/auth-guard'
import { identityHeaders } from '../../plugins/auth-guard'
import type { AlertBusEvent } from './alert-bus'
import type { AlertsRepository } from './alerts.repository'
import { toAlertContract } from './proactive.service'

/** The socket must authenticate within this time, or it closes with 1008. */
export const AUTH_TIMEOUT_MS = 5000
/** The server pings this often; a socket that has not answered the previous ping is dropped. */
export const PING_INTERVAL_MS = 30_000
/** Open sockets per account (tabs and devices); a new one beyond this closes the oldest. */
export const MAX_SOCKETS_PER_ACCOUNT = 10
/** The largest message a client may send: an authenticate with its token fits in far less. */
export const MAX_PAYLOAD_BYTES = 4096
/** A catch-up after a bus outage starts this long before the outage was noticed. */
export const MISSED_MARGIN_MS = 30_000
/** How many delivered alert ids an instance remembers to avoid sending one twice. */
const RECENT_DELIVERIES = 10_000
export const DESKTOP_NOTIFICATION_ICON = '/favicon.svg'

interface OpenSocket {
  socket: WebSocket
  userId: string
  sessionId: string
  alive: boolean
}

export interface ProactiveSocketsOptions {
  resolveSession(headers: Headers): Promise<ResolvedSession>
  repository: AlertsRepository
  log: FastifyBaseLogger
}

/** The sockets this instance holds, by account, and what it does with the bus's events. */
export function createProactiveSockets(options: ProactiveSocketsOptions) {
  const { resolveSession, repository, log } = options
  const byUser = new Map<string, Set<OpenSocket>>()
  /** The latest alert ids sent here, oldest first: a catch-up after a bus outage skips them. */
  const delivered = new Set<string>()

  /** Checked against its contract once, however many sockets it goes to. */
  function encode(message: ProactiveServerMessage) {
    return JSON.stringify(proactiveServerMessageSchema.parse(message))
  }
  function sendText(socket: WebSocket, text: string) {
    if (socket.readyState === socket.OPEN) socket.send(text)
  }
  function send(socket: WebSocket, message: ProactiveServerMessage) {
    sendText(socket, encode(message))
  }
  const PING = encode({ type: 'ping' })

  function add(open: OpenSocket) {
    let sockets = byUser.get(open.userId)
    if (!sockets) byUser.set(open.userId, (sockets = new Set()))
    sockets.add(open)
    if (sockets.size > MAX_SOCKETS_PER_ACCOUNT) {
      // Sets keep insertion order: the first is the oldest.
      const oldest = sockets.values().next().value
      if (oldest) {
        sockets.delete(oldest)
        oldest.socket.close(1000, 'Too many open connections')
      }
    }
  }

  function remove(open: OpenSocket) {
    const sockets = byUser.get(open.userId)
    if (!sockets) return
    sockets.delete(open)
    if (sockets.size === 0) byUser.delete(open.userId)
  }

  /** A new socket: authenticated by its cookie at the upgrade, or by its first message. */
  function accept(socket: WebSocket, request: FastifyRequest) {
    let open: OpenSocket | null = null
    let authenticating = false
    let closed = false
    const timer = setTimeout(() => {
      if (!open) socket.close(CLOSE_AUTH_FAILED, 'Authentication timeout')
    }, AUTH_TIMEOUT_MS)

    const authenticated = (resolved: ResolvedSession) => {
      const signedIn = resolved.signedIn
      if (closed || open || !signedIn) return false
      clearTimeout(timer)
      open = { socket, userId: signedIn.user.id, sessionId: signedIn.session.id, alive: true }
      add(open)
      send(socket, { type: 'auth_success' })
      send(socket, { type: 'connected', message: CONNECTED_MESSAGE })
      return true
    }
    const fail = (reason: string) => {
      clearTimeout(timer)
      socket.close(CLOSE_AUTH_FAILED, reason)
    }

    // Listeners first: a message that arrives while the cookie is being checked is not lost.
    socket.on('message', (data, isBinary) => {
      let parsed
      try {
        parsed = proactiveClientMessageSchema.safeParse(
          isBinary ? undefined : JSON.parse(String(data)),
        )
      } catch {
        parsed = undefined
      }
      if (!parsed?.success) {
        if (!open) fail('Invalid message')
        return
      }
      const message = parsed.data
      if (message.type === 'pong') {
        if (open) open.alive = true
        return
      }
      if (open || authenticating) return
      authenticating = true
      const headers = identityHeaders({ authorization: `Bearer ${message.token}` }, request.ip)
      resolveSession(headers)
        .then((resolved) => {
          authenticating = false
          if (!authenticated(resolved) && !open) fail('Authentication failed')
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'could not check a live-alert socket token')
          fail('Authentication failed')
        })
    })
    socket.on('close', () => {
      closed = true
      clearTimeout(timer)
      if (open) remove(open)
    })
    socket.on('error', (error) => log.warn({ err: error }, 'a live-alert socket failed'))

    if (request.headers.cookie) {
      resolveSession(identityHeaders(request.headers, request.ip))
        .then((resolved) => void authenticated(resolved))
        .catch((error: unknown) =>
          log.error({ err: error }, 'could not check a live-alert socket cookie'),
        )
    }
  }

  async function deliver(userId: string, alertId: string) {
    if (!byUser.has(userId)) return
    const row = await repository.byId(alertId)
    const sockets = byUser.get(userId)
    if (!row || row.userId !== userId || !sockets) return
    sendAlert(userId, toAlertContract(row))
  }

  function sendAlert(userId: string, alert: ProactiveAlert) {
    const sockets = byUser.get(userId)
    if (!sockets) return
    delivered.add(alert.id)
    if (delivered.size > RECENT_DELIVERIES) {
      delivered.delete(delivered.values().next().value ?? '')
    }
    const texts = [
      encode(alert),
      encode({
        type: 'desktop_notification',
        title: alert.type === 'security_alert' ? 'Security alert' : alert.aiName,
        body: alert.message,
        icon: DESKTOP_NOTIFICATION_ICON,
        alertId: alert.id,
      }),
    ]
    for (const open of sockets) for (const text of texts) sendText(open.socket, text)
  }

  /**
   * After the bus was deaf: the alerts stored since a little before it noticed (a connection may be
   * dead before anyone knows), for the people connected here, except those already delivered.
   */
  async function deliverMissed(since: Date) {
    const from = new Date(since.getTime() - MISSED_MARGIN_MS)
    for (const userId of [...byUser.keys()]) {
      const rows = await repository.listAfter(userId, { time: from }, false)
      for (const row of rows) {
        if (!delivered.has(row.id)) sendAlert(userId, toAlertContract(row))
      }
    }
  }

  function onEvent(event: AlertBusEvent) {
    if (event.kind === 'missed') {
      deliverMissed(event.since).catch((error: unknown) =>
        log.error({ err: error }, 'could not deliver the alerts missed while the bus was down'),
      )
      return
    }
    if (event.kind === 'alert') {
      deliver(event.userId, event.alertId).catch((error: unknown) =>
        log.error({ err: error }, 'could not deliver a proactive alert'),
      )
      return
    }
    for (const open of [...(byUser.get(event.userId) ?? [])]) {
      if (event.sessionId !== null && open.sessionId !== event.sessionId) continue
      remove(open)
      open.socket.close(event.code, event.reason)
    }
  }

  /** Drops the sockets that did not answer the last ping, and pings the others. */
  function heartbeat() {
    for (const sockets of byUser.values()) {
      for (const open of [...sockets]) {
        if (!open.alive) {
          remove(open)
          open.socket.terminate()
          continue
        }
        open.alive = false
        sendText(open.socket, PING)
      }
    }
  }

  return {
    accept,
    onEvent,
    heartbeat,
    /** Open authenticated sockets of a person on this instance (for the metrics and tests). */
    count: (userId: string) => byUser.get(userId)?.size ?? 0,
  }
}
