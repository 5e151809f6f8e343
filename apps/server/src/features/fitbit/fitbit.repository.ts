import { and, desc, eq, gte, isNotNull, lt, lte, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import {
  fitbitAuthorizations,
  fitbitConnections,
  fitbitReadings,
  type FitbitConnectionRow,
  type FitbitReadingRow,
} from '../../db/schema/fitbit'
import { users } from '../../db/schema/users'

export type NewReading = Omit<typeof fitbitReadings.$inferInsert, 'id' | 'createdAt'>

export function createFitbitRepository(db: Database) {
  return {
    db,

    async addAuthorization(row: typeof fitbitAuthorizations.$inferInsert, now: Date) {
      await db.transaction(async (tx) => {
        // The person's abandoned connects go as a new one starts.
        await tx
          .delete(fitbitAuthorizations)
          .where(
            and(
              eq(fitbitAuthorizations.userId, row.userId),
              lt(fitbitAuthorizations.expiresAt, now),
            ),
          )
        await tx.insert(fitbitAuthorizations).values(row)
      })
    },

    /** Single use: the row is deleted by whoever reads it first, whatever comes next. */
    async takeAuthorization(stateHash: string) {
      const [row] = await db
        .delete(fitbitAuthorizations)
        .where(eq(fitbitAuthorizations.stateHash, stateHash))
        .returning()
      return row
    },

    async connection(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(fitbitConnections)
        .where(eq(fitbitConnections.userId, userId))
      return row
    },

    /** The token row, locked until the transaction ends: one refresh at a time per account. */
    async lockConnection(tx: Executor, userId: string): Promise<FitbitConnectionRow | undefined> {
      const [row] = await tx
        .select()
        .from(fitbitConnections)
        .where(eq(fitbitConnections.userId, userId))
        .for('update')
      return row
    },

    async saveConnection(row: typeof fitbitConnections.$inferInsert & { connectedAt: Date }) {
      await db.transaction(async (tx) => {
        await tx
          .insert(fitbitConnections)
          .values(row)
          .onConflictDoUpdate({
            target: fitbitConnections.userId,
            set: {
              providerUserId: row.providerUserId,
              accessToken: row.accessToken,
              refreshToken: row.refreshToken,
              accessTokenExpiresAt: row.accessTokenExpiresAt,
              scope: row.scope,
              connectedAt: row.connectedAt,
              problem: null,
              nextSyncAt: row.nextSyncAt,
              syncFailures: 0,
            },
          })
        await tx
          .update(users)
          .set({ fitbitConnectedAt: row.connectedAt, fitbitUserId: row.providerUserId })
          .where(eq(users.id, row.userId))
      })
    },

    async updateTokens(
      executor: Executor,
      userId: string,
      tokens: { accessToken: string; refreshToken?: string; accessTokenExpiresAt: Date },
    ) {
      await executor
        .update(fitbitConnections)
        .set(tokens)
        .where(eq(fitbitConnections.userId, userId))
    },

    /** The grant is gone: tokens dropped, the reason kept for the tab, the account disconnected. */
    async markRevoked(executor: Executor, userId: string, problem: string) {
      await executor
        .update(fitbitConnections)
        .set({ accessToken: null, refreshToken: null, accessTokenExpiresAt: null, problem })
        .where(eq(fitbitConnections.userId, userId))
      await executor
        .update(users)
        .set({ fitbitConnectedAt: null, fitbitUserId: null })
        .where(eq(users.id, userId))
    },

    /** Disconnect: the connection, its pending connects and its readings go. */
    async removeConnection(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(fitbitConnections).where(eq(fitbitConnections.userId, userId))
        await tx.delete(fitbitAuthorizations).where(eq(fitbitAuthorizations.userId, userId))
        await tx.delete(fitbitReadings).where(eq(fitbitReadings.userId, userId))
        await tx
          .update(users)
          .set({ fitbitConnectedAt: null, fitbitUserId: null })
          .where(eq(users.id, userId))
      })
    },

    async addReading(reading: NewReading, schedule: { lastSyncedAt: Date; nextSyncAt: Date }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(fitbitReadings).values(reading).returning()
        await tx
          .update(fitbitConnections)
          .set({ ...schedule, syncFailures: 0 })
          .where(eq(fitbitConnections.userId, reading.userId))
        if (!row) throw new Error('the reading was not stored')
        return row
      })
    },

    async latestReading(userId: string): Promise<FitbitReadingRow | undefined> {
      const [row] = await db
        .select()
        .from(fitbitReadings)
        .where(eq(fitbitReadings.userId, userId))
        .orderBy(desc(fitbitReadings.recordedAt), desc(fitbitReadings.createdAt))
        .limit(1)
      return row
    },

    /** The newest reading of a working connection recorded after `since`: one query per chat turn. */
    async freshReading(userId: string, since: Date): Promise<FitbitReadingRow | undefined> {
      const [row] = await db
        .select({ reading: fitbitReadings })
        .from(fitbitReadings)
        .innerJoin(fitbitConnections, eq(fitbitConnections.userId, fitbitReadings.userId))
        .where(
          and(
            eq(fitbitReadings.userId, userId),
            gte(fitbitReadings.recordedAt, since),
            isNotNull(fitbitConnections.refreshToken),
          ),
        )
        .orderBy(desc(fitbitReadings.recordedAt), desc(fitbitReadings.createdAt))
        .limit(1)
      return row?.reading
    },

    async readings(userId: string): Promise<FitbitReadingRow[]> {
      return db
        .select()
        .from(fitbitReadings)
        .where(eq(fitbitReadings.userId, userId))
        .orderBy(fitbitReadings.recordedAt, fitbitReadings.createdAt)
    },

    async reschedule(userId: string, nextSyncAt: Date, failed: boolean) {
      await db
        .update(fitbitConnections)
        .set({
          nextSyncAt,
          ...(failed ? { syncFailures: sql`${fitbitConnections.syncFailures} + 1` } : {}),
        })
        .where(eq(fitbitConnections.userId, userId))
    },

    async setShare(userId: string, share: boolean) {
      await db.update(users).set({ fitbitShareWithCompanion: share }).where(eq(users.id, userId))
    },

    /**
     * Claims up to `limit` connected accounts whose sync is due, pushing their next sync to
     * `lease` in the same statement. FOR UPDATE SKIP LOCKED: an instance claiming at the same
     * moment skips these rows, and once committed they are no longer due, so each account is
     * synced by exactly one instance.
     */
    async claimDue(now: Date, lease: Date, limit: number) {
      const due = db
        .select({ userId: fitbitConnections.userId })
        .from(fitbitConnections)
        .where(
          and(lte(fitbitConnections.nextSyncAt, now), isNotNull(fitbitConnections.refreshToken)),
        )
        .orderBy(fitbitConnections.nextSyncAt)
        .limit(limit)
        .for('update', { skipLocked: true })
      const claimed = await db
        .update(fitbitConnections)
        .set({ nextSyncAt: lease })
        .where(sql`${fitbitConnections.userId} in ${due}`)
        .returning({
          userId: fitbitConnections.userId,
          syncFailures: fitbitConnections.syncFailures,
        })
      return claimed
    },
  }
}
export type FitbitRepository = ReturnType<typeof createFitbitRepository>
