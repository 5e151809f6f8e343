import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pushSubscriptions } from '../../db/schema/web-push'

export interface NewPushSubscription {
  userId: string
  endpoint: string
  p256dh: string
  auth: string
}

export function createPushSubscriptionsRepository(db: Database) {
  return {
    /** One endpoint is one browser profile: subscribing again moves it to whoever is signed in. */
    async save(subscription: NewPushSubscription): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: subscription.userId,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
          },
        })
    },

    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ endpoint: pushSubscriptions.endpoint })
      return removed.length > 0
    },

    /** The push service said the subscription is gone (404, 410). */
    async remove(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
    },

    async ofUser(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    },
  }
}
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>
