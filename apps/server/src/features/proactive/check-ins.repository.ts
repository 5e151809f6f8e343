import type { CheckInPreference } from '@orion/contracts/proactive'
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { checkInPreferences, type CheckInPreferenceRow } from '../../db/schema/proactive'

export function createCheckInsRepository(db: Database) {
  return {
    async byUser(userId: string): Promise<CheckInPreferenceRow | undefined> {
      const [row] = await db
        .select()
        .from(checkInPreferences)
        .where(eq(checkInPreferences.userId, userId))
      return row
    },

    /** Saves the preference; nextDueAt is the scheduler's next look (null while off). */
    async save(
      userId: string,
      preference: CheckInPreference,
      nextDueAt: Date | null,
    ): Promise<CheckInPreferenceRow> {
      const values = { ...preference, nextDueAt, updatedAt: new Date() }
      const [row] = await db
        .insert(checkInPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: checkInPreferences.userId, set: values })
        .returning()
      if (!row) throw new Error('the check-in preference was not stored')
      return row
    },

    /**
     * Claims up to `limit` due check-ins for this instance: their rows are locked with
     * FOR UPDATE SKIP LOCKED (another instance claiming at the same moment skips them) and their
     * next_due_at moves to `leaseUntil` in the same statement, so no other instance sees them due
     * again until this one is finished, or has died and the lease ran out. Returns the rows as
     * claimed.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<CheckInPreferenceRow[]> {
      const due = db
        .select({ userId: checkInPreferences.userId })
        .from(checkInPreferences)
        .where(and(ne(checkInPreferences.frequency, 'off'), lte(checkInPreferences.nextDueAt, now)))
        .orderBy(asc(checkInPreferences.nextDueAt))
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(checkInPreferences)
        .set({ nextDueAt: leaseUntil })
        .where(inArray(checkInPreferences.userId, due))
        .returning()
    },

    /** The next look at this person (unless they turned check-ins off meanwhile). */
    async postpone(userId: string, nextDueAt: Date) {
      await db
        .update(checkInPreferences)
        .set({ nextDueAt })
        .where(and(eq(checkInPreferences.userId, userId), ne(checkInPreferences.frequency, 'off')))
    },

    /** A check-in was written at `at`; the next one is not before `nextDueAt`. */
    async written(userId: string, at: Date, nextDueAt: Date) {
      await db
        .update(checkInPreferences)
        .set({ lastCheckInAt: at, nextDueAt })
        .where(and(eq(checkInPreferences.userId, userId), ne(checkInPreferences.frequency, 'off')))
    },
  }
}
export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>
