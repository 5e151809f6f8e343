import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { chatSessions } from './chat'
import { proactiveAlerts } from './proactive'
import { users } from './users'

// Web Push: each browser a person allowed to notify them when Orion is closed. One endpoint is
// one browser profile; it belongs to whoever subscribed with it last.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's P-256 public key and authentication secret (base64url). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
)
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect

// The conversation a proactive message opened as, so opening it again returns to the same one.
// Deleting the conversation deletes the link: the next open starts a new one.
export const alertConversations = pgTable(
  'alert_conversations',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => proactiveAlerts.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.alertId] })],
)
