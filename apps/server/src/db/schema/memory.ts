import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tsvector } from './columns'
import { chatMessages, chatSessions } from './chat'
import { users } from './users'

// Memories and which of them the companion used for each reply.

export const memories = pgTable(
  'memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emotionalContext: text('emotional_context'),
    /** As the client or the summariser gave it (an ISO date or timestamp). */
    conversationDate: text('conversation_date'),
    conversationTitle: text('conversation_title'),
    source: text('source', { enum: ['message', 'conversation', 'import', 'manual'] }).notNull(),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    // memory_search_text() is created by migration 0004: array_to_string() is only STABLE, and a
    // generated column needs an IMMUTABLE expression. 'simple': no stemming, any language.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', memory_search_text("summary", "keywords"))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('memories_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('memories_search_idx').using('gin', table.searchVector),
  ],
)
export type MemoryRow = typeof memories.$inferSelect

/** The memories a reply was given ("remembered" under an assistant message). */
export const chatMessageMemories = pgTable(
  'chat_message_memories',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    memoryId: uuid('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.memoryId] }),
    index('chat_message_memories_memory_idx').on(table.memoryId),
  ],
)
