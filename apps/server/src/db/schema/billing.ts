import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

// Subscriptions through Stripe. One Stripe customer
// per account; the subscription fields are Stripe's state as last read from Stripe (never from an
// event's payload), so duplicate, late or reordered webhooks cannot leave a wrong row.
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Stripe's subscription status (active, trialing, past_due, canceled, ...); null: none yet. */
  status: text('status'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The end of the paid period: the latest of the subscription items' current_period_end. */
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /**
   * Sync tickets: each sync takes the next number before it reads Stripe and stores its result
   * only if no later ticket was stored first, so the newest read of Stripe always wins.
   */
  syncTicket: integer('sync_ticket').notNull().default(0),
  syncedTicket: integer('synced_ticket').notNull().default(0),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
export type BillingAccountRow = typeof billingAccounts.$inferSelect

/** Each Stripe webhook event handled, once: a replayed event id does nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
