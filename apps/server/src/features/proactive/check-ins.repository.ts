import type { CheckInPreference } from '@orion/contracts/proactive'
import { eq } from 'drizzle-orm'
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
  }
}
export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>
