import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * LISTEN on one channel. `onPayload` gets each NOTIFY's payload; `onReconnected` runs after the
 * listening connection was lost and is listening again (notifications sent in between are lost:
 * the caller catches up from its rows); `onError` hears about lost connections.
 */
export interface ListenOptions {
  onPayload(payload: string): void
  onReconnected?(): void
  onError?(error: Error): void
}

/** Stops listening (and, on PostgreSQL, ends the dedicated connection). */
export type Unlisten = () => Promise<void>

/** Postgres identifiers are quoted in LISTEN; channel names are ours, never a person's. */
function quoted(channel: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`)
  return `"${channel}"`
}

/** PGlite: its own in-process LISTEN, fed by pg_notify on the same embedded database. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  options: ListenOptions,
): Promise<Unlisten> {
  const stop = await client.listen(channel, options.onPayload)
  return stop
}

/** The first wait before reconnecting a lost listening connection, doubling up to the second. */
export const LISTEN_RETRY_FIRST_MS = 500
export const LISTEN_RETRY_MAX_MS = 30_000

/**
 * PostgreSQL: a dedicated connection outside the pool (a pooled one would be handed to queries,
 * and LISTEN belongs to one session). When it is lost (server restart, admin termination, network)
 * it reconnects with a doubling wait and listens again.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  options: ListenOptions,
): Promise<Unlisten> {
  let client: pg.Client | null = null
  let stopped = false
  let retryMs = LISTEN_RETRY_FIRST_MS
  let retryTimer: NodeJS.Timeout | null = null

  async function connect() {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) options.onPayload(message.payload ?? '')
    })
    // After the first connection: a lost one is replaced.
    const lost = (error?: Error) => {
      if (client !== next) return
      client = null
      next.removeAllListeners('error')
      next.on('error', () => {}) // a late error of the dead connection
      void next.end().catch(() => {})
      if (stopped) return
      options.onError?.(error ?? new Error('the listening connection ended'))
      scheduleRetry()
    }
    next.on('error', lost)
    next.on('end', () => lost())
    try {
      await next.connect()
      await next.query(`LISTEN ${quoted(channel)}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    client = next
    return next
  }

  function scheduleRetry() {
    retryTimer = setTimeout(() => {
      retryTimer = null
      if (stopped) return
      connect().then(
        (connected) => {
          if (stopped) {
            void connected.end().catch(() => {})
            return
          }
          retryMs = LISTEN_RETRY_FIRST_MS
          options.onReconnected?.()
        },
        (error: unknown) => {
          options.onError?.(error instanceof Error ? error : new Error(String(error)))
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS)
          scheduleRetry()
        },
      )
    }, retryMs)
    retryTimer.unref()
  }

  await connect()
  return async () => {
    stopped = true
    if (retryTimer) clearTimeout(retryTimer)
    const current = client
    client = null
    if (current) await current.end().catch(() => {})
  }
}
