import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tsvector } from './columns'
import { chatMessages, chatSessions } from './chat'
import { users } from './users'

// Pictures (the gallery) and documents sent with messages.
// The files themselves are in platform/storage under
// generated keys; these rows say whose they are.

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['upload', 'generated'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The model that drew a generated picture; null for an upload. */
    generator: text('generator'),
    prompt: text('prompt'),
    userNote: text('user_note'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('gallery_images_user_created_idx').on(table.userId, table.createdAt.desc())],
)
export type GalleryImageRow = typeof galleryImages.$inferSelect

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the document is sent with a message; until then it is only staged. */
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['pdf', 'txt', 'md', 'doc', 'docx'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    text: text('text').notNull(),
    tokenCount: integer('token_count').notNull(),
    /** False when the text is too long to enter a turn whole: passages are chosen per message. */
    readInFull: boolean('read_in_full').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('documents_user_idx').on(table.userId, table.createdAt.desc()),
    index('documents_session_idx').on(table.sessionId),
    index('documents_message_idx').on(table.messageId),
  ],
)
export type DocumentRow = typeof documents.$inferSelect

/** A document's text in passages, ranked by Postgres full-text search against each message. */
export const documentChunks = pgTable(
  'document_chunks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    tokenCount: integer('token_count').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', "text")`),
  },
  (table) => [
    index('document_chunks_document_idx').on(table.documentId, table.position),
    index('document_chunks_search_idx').using('gin', table.search),
  ],
)
