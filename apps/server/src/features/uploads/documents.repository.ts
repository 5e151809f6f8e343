import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { relevance } from '../../db/full-text'
import { isUuid } from '../../db/ids'
import { documentChunks, documents, type DocumentRow } from '../../db/schema/uploads'

// Every query is scoped by the owner's id, or by a message or session already checked to be theirs.

export type DocumentColumns = Omit<DocumentRow, 'text'>
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>

const columns = {
  id: documents.id,
  userId: documents.userId,
  sessionId: documents.sessionId,
  messageId: documents.messageId,
  name: documents.name,
  kind: documents.kind,
  byteSize: documents.byteSize,
  storageKey: documents.storageKey,
  tokenCount: documents.tokenCount,
  readInFull: documents.readInFull,
  createdAt: documents.createdAt,
}

/** Rows per INSERT: a 10 MB text makes thousands of passages. */
const CHUNK_BATCH = 500

export function createDocumentsRepository(db: Database) {
  return {
    async insert(
      document: NewDocument,
      chunks: { text: string; tokenCount: number }[],
    ): Promise<DocumentColumns> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(documents).values(document).returning(columns)
        for (let start = 0; start < chunks.length; start += CHUNK_BATCH) {
          await tx.insert(documentChunks).values(
            chunks.slice(start, start + CHUNK_BATCH).map((chunk, index) => ({
              documentId: row!.id,
              position: start + index,
              ...chunk,
            })),
          )
        }
        return row!
      })
    },

    async find(userId: string, id: string): Promise<DocumentColumns | null> {
      if (!isUuid(id)) return null
      const [row] = await db
        .select(columns)
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.id, id)))
      return row ?? null
    },

    async remove(userId: string, id: string): Promise<DocumentColumns | null> {
      if (!isUuid(id)) return null
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.userId, userId), eq(documents.id, id)))
        .returning(columns)
      return row ?? null
    },

    /** Deletes a conversation's documents (their passages go with them); returns their keys. */
    async removeOfSession(userId: string, sessionId: string, executor: Executor) {
      if (!isUuid(sessionId)) return []
      const rows = await executor
        .delete(documents)
        .where(and(eq(documents.userId, userId), eq(documents.sessionId, sessionId)))
        .returning({ storageKey: documents.storageKey })
      return rows.map((row) => row.storageKey)
    },

    /** Every document of the person, oldest first (the data download). */
    async ofUser(userId: string): Promise<DocumentColumns[]> {
      return db
        .select(columns)
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(asc(documents.createdAt), asc(documents.id))
    },

    /** How many of `ids` are the person's and not yet sent with a message. */
    async countStaged(userId: string, ids: string[]): Promise<number> {
      if (!ids.every(isUuid)) return -1
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(documents)
        .where(
          and(
            eq(documents.userId, userId),
            inArray(documents.id, ids),
            isNull(documents.messageId),
          ),
        )
      return Number(row?.count ?? 0)
    },

    async attach(
      userId: string,
      message: { id: string; sessionId: string },
      ids: string[],
      executor: Executor,
    ): Promise<DocumentColumns[]> {
      return executor
        .update(documents)
        .set({ messageId: message.id, sessionId: message.sessionId })
        .where(
          and(
            eq(documents.userId, userId),
            inArray(documents.id, ids),
            isNull(documents.messageId),
          ),
        )
        .returning(columns)
    },

    async release(messageId: string, executor: Executor) {
      await executor
        .update(documents)
        .set({ messageId: null, sessionId: null })
        .where(eq(documents.messageId, messageId))
    },

    async ofMessages(messageIds: string[]): Promise<DocumentColumns[]> {
      if (messageIds.length === 0) return []
      return db
        .select(columns)
        .from(documents)
        .where(inArray(documents.messageId, messageIds))
        .orderBy(asc(documents.createdAt))
    },

    /** The documents of a conversation with their whole text, newest first. */
    async ofSession(userId: string, sessionId: string) {
      return db
        .select({ ...columns, text: documents.text })
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.sessionId, sessionId)))
        .orderBy(desc(documents.createdAt))
    },

    /**
     * Passages of the documents, best match for `query` first (Postgres full-text ranking), then
     * in reading order; at most `limit`.
     */
    async rankedChunks(documentIds: string[], query: string | null, limit: number) {
      if (documentIds.length === 0) return []
      const rank = query ? relevance(documentChunks.search, query) : sql<number>`0`
      return db
        .select({
          documentId: documentChunks.documentId,
          position: documentChunks.position,
          text: documentChunks.text,
          tokenCount: documentChunks.tokenCount,
          rank,
        })
        .from(documentChunks)
        .where(inArray(documentChunks.documentId, documentIds))
        .orderBy(desc(rank), asc(documentChunks.position))
        .limit(limit)
    },
  }
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>
