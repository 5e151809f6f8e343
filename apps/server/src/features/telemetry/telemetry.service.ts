import type { TelemetryBatch } from '@orion/contracts/telemetry'
import { lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { telemetryEvents } from '../../db/schema/telemetry'

// Stores the interface events of POST /api/telemetry for TELEMETRY_RETENTION_DAYS, then deletes
// them (purgeExpired, run by the feature's job).

/** An event dated further than this from the server's clock is stored at the server's time. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

export function createTelemetryService(
  db: Database,
  options: { retentionDays: number; clock: () => Date },
) {
  return {
    async record(userId: string, batch: TelemetryBatch): Promise<number> {
      const now = options.clock()
      await db.insert(telemetryEvents).values(
        batch.events.map((event) => {
          const at = new Date(event.timestamp)
          const plausible = Math.abs(at.getTime() - now.getTime()) <= CLOCK_SKEW_MS
          return {
            userId,
            sessionId: event.sessionId ?? null,
            type: event.type,
            occurredAt: plausible ? at : now,
            data: event.data,
            receivedAt: now,
          }
        }),
      )
      return batch.events.length
    },

    /** Deletes the events received more than the retention period ago; answers how many. */
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(options.clock().getTime() - options.retentionDays * 86_400_000)
      const removed = await db
        .delete(telemetryEvents)
        .where(lt(telemetryEvents.receivedAt, cutoff))
        .returning({ id: telemetryEvents.id })
      return removed.length
    },
  }
}
export type TelemetryService = ReturnType<typeof createTelemetryService>
