import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

// Proactive alerts: every alert is a row before it is sent, so
// nothing is lost when no socket is open; GET /api/alerts?after= catches a client up.
export const proactiveAlerts = pgTable(
  'proactive_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ai_proactive_message, security_alert or trinity_alert. */
    type: text('type').notNull(),
    message: text('message').notNull(),
    aiName: text('ai_name').notNull(),
    /** low, medium (the default) or high. */
    priority: text('priority').notNull().default('medium'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('proactive_alerts_user_created_idx').on(table.userId, table.createdAt)],
)
export type ProactiveAlertRow = typeof proactiveAlerts.$inferSelect
