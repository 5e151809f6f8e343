import type { Database } from '../../db/client'
import { trialUsage } from '../../db/schema/chat'

// What the subscription tests set up directly: a trial already partly used, without sending
// fifteen messages through the model first.

export async function setTrialMessagesSent(db: Database, userId: string, messagesSent: number) {
  await db
    .insert(trialUsage)
    .values({ userId, messagesSent })
    .onConflictDoUpdate({ target: trialUsage.userId, set: { messagesSent } })
}
