import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { tsvector } from './columns'
import { users } from './users'

// Journal entries and the notebooks that file them.

export const notebooks = pgTable(
  'notebooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  // One name per person, any case: two folders named alike could not be told apart in the strip
  // (docs/decisions/0004-journal-notebooks-and-search.md).
  (table) => [uniqueIndex('notebooks_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
)
export type NotebookRow = typeof notebooks.$inferSelect

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the entry sits in All Entries. */
    notebookId: uuid('notebook_id').references(() => notebooks.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    mood: text('mood'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPrivate: boolean('is_private').notNull().default(true),
    // 'simple': no stemming and no stop words, so any language works and prefix search stays exact.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("content", ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('journal_entries_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('journal_entries_user_notebook_idx').on(table.userId, table.notebookId),
    index('journal_entries_tags_idx').using('gin', table.tags),
    index('journal_entries_search_idx').using('gin', table.searchVector),
  ],
)
export type JournalEntryRow = typeof journalEntries.$inferSelect
