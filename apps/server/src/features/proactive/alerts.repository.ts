import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { proactiveAlerts, type ProactiveAlertRow } from '../../db/schema/proactive'

export interface NewAlertRow {
  userId: string
  type: string
  message: string
  aiName: string
  priority: string
}

export type AlertsAfter = { id: string; time?: undefined } | { time: Date; id?: undefined }

/** At most this many alerts per catch-up page; the client asks again with the last id. */
export const ALERTS_PAGE_SIZE = 100

export function createAlertsRepository(db: Database) {
  return {
    async insert(alert: NewAlertRow): Promise<ProactiveAlertRow> {
      const [row] = await db.insert(proactiveAlerts).values(alert).returning()
      if (!row) throw new Error('the alert was not stored')
      return row
    },

    async byId(id: string): Promise<ProactiveAlertRow | undefined> {
      const [row] = await db.select().from(proactiveAlerts).where(eq(proactiveAlerts.id, id))
      return row
    },

    async ownById(userId: string, id: string): Promise<ProactiveAlertRow | undefined> {
      const [row] = await db
        .select()
        .from(proactiveAlerts)
        .where(and(eq(proactiveAlerts.id, id), eq(proactiveAlerts.userId, userId)))
      return row
    },

    /**
     * The person's alerts after `after` (all when null), oldest first. After an alert: compared in
     * the database at full precision, in the list's own order. After a time: the client's
     * millisecond time may repeat an alert of that same millisecond, never skip one.
     */
    async listAfter(userId: string, after: AlertsAfter | null, unreadOnly: boolean) {
      const anchor = db
        .select({ createdAt: proactiveAlerts.createdAt, id: proactiveAlerts.id })
        .from(proactiveAlerts)
        .where(and(eq(proactiveAlerts.id, after?.id ?? ''), eq(proactiveAlerts.userId, userId)))
      return db
        .select()
        .from(proactiveAlerts)
        .where(
          and(
            eq(proactiveAlerts.userId, userId),
            after?.time ? gt(proactiveAlerts.createdAt, after.time) : undefined,
            after?.id
              ? sql`(${proactiveAlerts.createdAt}, ${proactiveAlerts.id}) > (${anchor})`
              : undefined,
            unreadOnly ? isNull(proactiveAlerts.readAt) : undefined,
          ),
        )
        .orderBy(asc(proactiveAlerts.createdAt), asc(proactiveAlerts.id))
        .limit(ALERTS_PAGE_SIZE)
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(proactiveAlerts)
        .where(and(eq(proactiveAlerts.userId, userId), isNull(proactiveAlerts.readAt)))
      return row?.value ?? 0
    },

    async markRead(userId: string, id: string): Promise<ProactiveAlertRow | undefined> {
      const [row] = await db
        .update(proactiveAlerts)
        .set({ readAt: sql`coalesce(${proactiveAlerts.readAt}, clock_timestamp())` })
        .where(and(eq(proactiveAlerts.id, id), eq(proactiveAlerts.userId, userId)))
        .returning()
      return row
    },

    async markAllRead(userId: string): Promise<void> {
      await db
        .update(proactiveAlerts)
        .set({ readAt: sql`clock_timestamp()` })
        .where(and(eq(proactiveAlerts.userId, userId), isNull(proactiveAlerts.readAt)))
    },
  }
}
export type AlertsRepository = ReturnType<typeof createAlertsRepository>
