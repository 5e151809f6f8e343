import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { trialUsage } from '../../db/schema/chat'

export function createSubscriptionRepository(db: Database) {
  return {
    async messagesSent(userId: string): Promise<number> {
      const [row] = await db
        .select({ messagesSent: trialUsage.messagesSent })
        .from(trialUsage)
        .where(eq(trialUsage.userId, userId))
      return row?.messagesSent ?? 0
    },

    /**
     * Counts one trial message if fewer than `allowance` were sent, atomically: the conditional
     * upsert takes the row lock, so two concurrent 15th messages cannot both pass.
     * Returns the new count, or null when the allowance is used up.
     */
    async consumeTrialMessage(
      userId: string,
      allowance: number,
      executor: Executor = db,
    ): Promise<number | null> {
      const [row] = await executor
        .insert(trialUsage)
        .values({ userId, messagesSent: 1 })
        .onConflictDoUpdate({
          target: trialUsage.userId,
          set: { messagesSent: sql`${trialUsage.messagesSent} + 1`, updatedAt: sql`now()` },
          setWhere: sql`${trialUsage.messagesSent} < ${allowance}`,
        })
        .returning({ messagesSent: trialUsage.messagesSent })
      return row?.messagesSent ?? null
    },

    /** Gives back a message counted for a turn that produced no reply. */
    async refundTrialMessage(userId: string, executor: Executor = db): Promise<void> {
      await executor
        .update(trialUsage)
        .set({
          messagesSent: sql`greatest(${trialUsage.messagesSent} - 1, 0)`,
          updatedAt: sql`now()`,
        })
        .where(eq(trialUsage.userId, userId))
    },
  }
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>
