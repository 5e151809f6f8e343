import {
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { chatSessions } from './chat'
import { users } from './users'

// Safety: the risk a conversation carries and when it last told
// the person that Orion is an AI; and the count of crisis referrals per day, with no content and
// no account, for the yearly report the companion laws ask for.

const RISK_LEVELS = ['none', 'concern', 'high', 'imminent'] as const

/** One row per conversation that has had a turn. */
export const conversationSafety = pgTable('conversation_safety', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => chatSessions.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  riskLevel: text('risk_level', { enum: RISK_LEVELS }).notNull().default('none'),
  riskCategories: jsonb('risk_categories').$type<string[]>().notNull().default([]),
  /** Turns since the last message that signalled risk. */
  quietTurns: integer('quiet_turns').notNull().default(0),
  riskSince: timestamp('risk_since', { withTimezone: true }),
  /** When the notice that Orion is an AI was last shown in this conversation. */
  disclosedAt: timestamp('disclosed_at', { withTimezone: true }),
})
export type ConversationSafetyRow = typeof conversationSafety.$inferSelect

/** Crisis panels shown per day and level. No content, no user: counts only. */
export const crisisReferralsDaily = pgTable(
  'crisis_referrals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    level: text('level', { enum: RISK_LEVELS }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.level] })],
)
