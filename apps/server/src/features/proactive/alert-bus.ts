/**
 * What one server instance tells every instance (itself included): ids only, never the alert's
 * words, so the row stays the one source. Each instance delivers to the sockets it holds.
 */
export type AlertBusEvent =
  | { kind: 'alert'; userId: string; alertId: string }
  /** Close the person's sockets: all of them, or only those opened with `sessionId`. */
  | { kind: 'close'; userId: string; sessionId: string | null; code: number; reason: string }

export interface AlertBus {
  publish(event: AlertBusEvent): Promise<void>
  subscribe(listener: (event: AlertBusEvent) => void): void
  close(): Promise<void>
}

/**
 * The single-server bus: events go straight to this process's listeners. Several instances behind
 * one PostgreSQL need a bus over LISTEN/NOTIFY carrying the same events (issue 16 part 4); that
 * implementation is not built yet, so today an alert reaches only sockets held by the instance
 * that stored it (the others' clients still catch up through GET /api/alerts?after=).
 */
export function createInProcessAlertBus(onListenerError: (error: unknown) => void): AlertBus {
  const listeners: ((event: AlertBusEvent) => void)[] = []
  return {
    async publish(event) {
      for (const listener of listeners) {
        try {
          listener(event)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    subscribe(listener) {
      listeners.push(listener)
    },
    async close() {
      listeners.length = 0
    },
  }
}
