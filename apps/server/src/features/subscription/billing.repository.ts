import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { billingAccounts, stripeEvents, type BillingAccountRow } from '../../db/schema/billing'
import { users } from '../../db/schema/users'
import type { SubscriptionState } from '../../platform/billing/billing-gateway'

/** Stripe statuses that give unlimited messages (past_due: Stripe is still retrying the card). */
export const ENTITLED_STATUSES = ['active', 'trialing', 'past_due']

export function createBillingRepository(db: Database) {
  return {
    async findByUser(userId: string, executor: Executor = db): Promise<BillingAccountRow | null> {
      const [row] = await executor
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId))
      return row ?? null
    },

    async findByCustomer(customerId: string): Promise<BillingAccountRow | null> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.stripeCustomerId, customerId))
      return row ?? null
    },

    /**
     * Links a Stripe customer to an account unless either is linked already; returns the
     * account's row afterwards (whose customer may be another one).
     */
    async link(userId: string, customerId: string): Promise<BillingAccountRow | null> {
      await db
        .insert(billingAccounts)
        .values({ userId, stripeCustomerId: customerId })
        .onConflictDoNothing()
      return this.findByUser(userId)
    },

    /** The next sync ticket for this customer (see billing_accounts.sync_ticket); null if unknown. */
    async takeSyncTicket(customerId: string): Promise<number | null> {
      const [row] = await db
        .update(billingAccounts)
        .set({ syncTicket: sql`${billingAccounts.syncTicket} + 1` })
        .where(eq(billingAccounts.stripeCustomerId, customerId))
        .returning({ ticket: billingAccounts.syncTicket })
      return row?.ticket ?? null
    },

    /**
     * Stores what Stripe said for `ticket`, unless a later ticket was stored already; the first
     * entitled subscription also marks the account as having ever subscribed (the golden avatar).
     */
    async storeSync(customerId: string, ticket: number, state: SubscriptionState | null) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(billingAccounts)
          .set({
            stripeSubscriptionId: state?.id ?? null,
            status: state?.status ?? null,
            cancelAtPeriodEnd: state?.cancelAtPeriodEnd ?? false,
            currentPeriodEnd: state?.currentPeriodEnd ?? null,
            syncedTicket: ticket,
            syncedAt: sql`now()`,
          })
          .where(
            and(
              eq(billingAccounts.stripeCustomerId, customerId),
              lt(billingAccounts.syncedTicket, ticket),
            ),
          )
          .returning({ userId: billingAccounts.userId })
        if (row && state && ENTITLED_STATUSES.includes(state.status)) {
          await tx
            .update(users)
            .set({ hasEverSubscribed: true })
            .where(and(eq(users.id, row.userId), eq(users.hasEverSubscribed, false)))
        }
      })
    },

    /** True the first time an event id is seen. */
    async recordEvent(id: string, type: string): Promise<boolean> {
      const inserted = await db
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id })
      return inserted.length > 0
    },

    /** Forgets an event whose handling failed, so Stripe's retry is handled. */
    async forgetEvent(id: string) {
      await db.delete(stripeEvents).where(eq(stripeEvents.id, id))
    },
  }
}
export type BillingRepository = ReturnType<typeof createBillingRepository>
