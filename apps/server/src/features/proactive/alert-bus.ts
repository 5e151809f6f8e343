import type { DatabaseHandle } from '../../db/client'

/**
 * What one server instance tells every instance (itself included): ids only, never the alert's
 * words, so the row stays the one source. Each instance delivers to the sockets it holds.
 */
export type AlertBusEvent =
  | { kind: 'alert'; userId: string; alertId: string }
  /** Close the person's sockets: all of them, or only those opened with `sessionId`. */
  | { kind: 'close'; userId: string; sessionId: string | null; code: number; reason: string }
  /**
   * Local only: this instance was deaf from `since` until now (its listening connection was lost),
   * so the alerts stored meanwhile are read from their rows and delivered.
   */
  | { kind: 'missed'; since: Date }

export interface AlertBus {
  publish(event: Exclude<AlertBusEvent, { kind: 'missed' }>): Promise<void>
  subscribe(listener: (event: AlertBusEvent) => void): void
  close(): Promise<void>
}

/** The NOTIFY channel every instance listens on. */
export const ALERT_CHANNEL = 'orion_proactive'

function dispatcher(onListenerError: (error: unknown) => void) {
  const listeners: ((event: AlertBusEvent) => void)[] = []
  return {
    listeners,
    dispatch(event: AlertBusEvent) {
      for (const listener of listeners) {
        try {
          listener(event)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
  }
}

/** A payload heard on the channel, back into an event (anything else is ignored). */
export function parseBusPayload(payload: string): AlertBusEvent | null {
  let value: unknown
  try {
    value = JSON.parse(payload)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const event = value as Record<string, unknown>
  if (typeof event.userId !== 'string') return null
  if (event.kind === 'alert' && typeof event.alertId === 'string') {
    return { kind: 'alert', userId: event.userId, alertId: event.alertId }
  }
  if (
    event.kind === 'close' &&
    (typeof event.sessionId === 'string' || event.sessionId === null) &&
    typeof event.code === 'number' &&
    typeof event.reason === 'string'
  ) {
    const { userId, sessionId, code, reason } = event
    return { kind: 'close', userId, sessionId, code, reason }
  }
  return null
}

/**
 * The bus through the database's LISTEN/NOTIFY, for one server or many: an event is a NOTIFY on
 * ALERT_CHANNEL carrying ids only, and every instance on the database (this one included) hears it
 * and acts on the sockets it holds. On PostgreSQL the listening connection is a dedicated one that
 * reconnects; the alerts stored while it was lost are then delivered from their rows ('missed').
 * On PGlite (one server) the same code runs on PGlite's in-process listen/notify.
 */
export async function createDatabaseAlertBus(
  database: Pick<DatabaseHandle, 'listen' | 'notify'>,
  options: {
    onListenerError(error: unknown): void
    onConnectionLost(error: Error): void
    clock?: () => Date
  },
): Promise<AlertBus> {
  const clock = options.clock ?? (() => new Date())
  const { listeners, dispatch } = dispatcher(options.onListenerError)
  let lostSince: Date | null = null
  const unlisten = await database.listen(ALERT_CHANNEL, {
    onPayload(payload) {
      const event = parseBusPayload(payload)
      if (event) dispatch(event)
    },
    onError(error) {
      lostSince ??= clock()
      options.onConnectionLost(error)
    },
    onReconnected() {
      const since = lostSince ?? clock()
      lostSince = null
      dispatch({ kind: 'missed', since })
    },
  })
  return {
    async publish(event) {
      await database.notify(ALERT_CHANNEL, JSON.stringify(event))
    },
    subscribe(listener) {
      listeners.push(listener)
    },
    async close() {
      listeners.length = 0
      await unlisten()
    },
  }
}
