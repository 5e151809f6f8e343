import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { tsvector } from './columns'
import { users } from './users'

// Chat sessions and their messages, and the free-trial counter
// (15 messages).

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Conversation'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Sum of the stored messages' token counts, against CONVERSATION_TOKEN_LIMIT. */
    tokensUsed: integer('tokens_used').notNull().default(0),
    titleSearch: tsvector('title_search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce("title", ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('chat_sessions_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('chat_sessions_title_search_idx').using('gin', table.titleSearch),
  ],
)
export type ChatSessionRow = typeof chatSessions.$inferSelect

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: messages of one batch or one instant keep their order (timestamps may tie). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    /** Assistant content holds persona markers (joinPersonaParts). */
    content: text('content').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    conversationMode: text('conversation_mode', { enum: ['conversational', 'research'] })
      .notNull()
      .default('conversational'),
    status: text('status', { enum: ['complete', 'cancelled'] })
      .notNull()
      .default('complete'),
    /** The turn signalled a risk of self-harm (features/safety): the crisis panel is shown. */
    crisis: boolean('crisis').notNull().default(false),
    /** The risk level of the turn (none, concern, high, imminent); crisis is riskLevel !== 'none'. */
    riskLevel: text('risk_level', { enum: ['none', 'concern', 'high', 'imminent'] })
      .notNull()
      .default('none'),
    /** The notice that Orion is an AI was shown with this message. */
    aiDisclosure: boolean('ai_disclosure').notNull().default(false),
    /** The person's About Me was in this reply's context (shown with "remembered"). */
    aboutMeUsed: boolean('about_me_used').notNull().default(false),
    /** The person's latest Fitbit reading was in this reply's context (shown with "remembered"). */
    wearableUsed: boolean('wearable_used').notNull().default(false),
    tokenCount: integer('token_count').notNull().default(0),
    contentSearch: tsvector('content_search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce("content", ''))`,
    ),
    // clock_timestamp(), not now(): rows inserted in one statement or transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('chat_messages_session_seq_idx').on(table.sessionId, table.seq),
    index('chat_messages_content_search_idx').using('gin', table.contentSearch),
  ],
)
export type ChatMessageRow = typeof chatMessages.$inferSelect

/** Free-trial messages a person has sent (15), one row per person who sent any. */
export const trialUsage = pgTable('trial_usage', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messagesSent: integer('messages_sent').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
