import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { authUser } from './auth'
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

// Check-ins: the person's preference (Settings) and the scheduler's own state. A row exists once
// the person saved a preference; no row means off. The scheduler claims due rows with
// FOR UPDATE SKIP LOCKED and moves next_due_at forward before writing, so each check-in runs once
// across instances.
export const checkInPreferences = pgTable(
  'check_in_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** off, daily or every_few_days. */
    frequency: text('frequency').notNull().default('off'),
    /** "HH:MM" in time_zone; quiet hours may cross midnight. */
    quietHoursStart: text('quiet_hours_start').notNull(),
    quietHoursEnd: text('quiet_hours_end').notNull(),
    /** IANA time zone name. */
    timeZone: text('time_zone').notNull(),
    /** When the scheduler looks at this person next (null while off). */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('check_in_preferences_next_due_idx').on(table.nextDueAt)],
)
export type CheckInPreferenceRow = typeof checkInPreferences.$inferSelect

// The devices an account has signed in from ("Chrome on Windows": browser and system, no versions),
// so that a sign-in from a new one raises a security alert. Keyed by the identity user, since the
// first session of a registration is opened before the product user exists.
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    identityUserId: text('identity_user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [primaryKey({ columns: [table.identityUserId, table.device] })],
)
