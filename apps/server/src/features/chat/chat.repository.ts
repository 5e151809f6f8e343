import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  chatMessages,
  chatSessions,
  type ChatMessageRow,
  type ChatSessionRow,
} from '../../db/schema/chat'
import { chatMessageMemories, memories } from '../../db/schema/memory'

// Every query is scoped by the signed-in user's id (DESIGN.md "Security baseline"): another
// person's session is indistinguishable from a missing one.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Transaction

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Ids that are not uuids can name no row: answering 404 early keeps Postgres from raising 22P02. */
export const isUuid = (value: string) => UUID.test(value)

export type SessionColumns = Omit<ChatSessionRow, 'titleSearch'>
export type MessageColumns = Omit<ChatMessageRow, 'contentSearch' | 'seq'>

const sessionColumns = {
  id: chatSessions.id,
  userId: chatSessions.userId,
  title: chatSessions.title,
  isFavorite: chatSessions.isFavorite,
  tokensUsed: chatSessions.tokensUsed,
  createdAt: chatSessions.createdAt,
  updatedAt: chatSessions.updatedAt,
}
const messageColumns = {
  id: chatMessages.id,
  sessionId: chatMessages.sessionId,
  userId: chatMessages.userId,
  role: chatMessages.role,
  content: chatMessages.content,
  imageUrls: chatMessages.imageUrls,
  conversationMode: chatMessages.conversationMode,
  status: chatMessages.status,
  crisis: chatMessages.crisis,
  tokenCount: chatMessages.tokenCount,
  createdAt: chatMessages.createdAt,
}

export interface Remembered {
  memoryId: string
  summary: string
}

export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'id' | 'contentSearch' | 'seq'>

/** Words of a search as a prefix tsquery ('tea:* & garden:*'), or null when no word is left. */
export function prefixTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12)
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null
}

export function createChatRepository(db: Database) {
  return {
    db,

    async listSessions(
      userId: string,
      options: { search?: string; favoritesOnly?: boolean },
    ): Promise<SessionColumns[]> {
      const conditions: (SQL | undefined)[] = [eq(chatSessions.userId, userId)]
      if (options.favoritesOnly) conditions.push(eq(chatSessions.isFavorite, true))
      const search = options.search?.trim()
      if (search) {
        const query = prefixTsQuery(search)
        const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
        conditions.push(
          or(
            sql`${chatSessions.title} ilike ${pattern}`,
            ...(query
              ? [
                  sql`${chatSessions.titleSearch} @@ to_tsquery('simple', ${query})`,
                  sql`exists (select 1 from ${chatMessages} where ${chatMessages.sessionId} = ${chatSessions.id} and ${chatMessages.contentSearch} @@ to_tsquery('simple', ${query}))`,
                ]
              : []),
          ),
        )
      }
      return db
        .select(sessionColumns)
        .from(chatSessions)
        .where(and(...conditions))
        .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    },

    async findSession(
      userId: string,
      sessionId: string,
      executor: Executor = db,
    ): Promise<SessionColumns | null> {
      if (!isUuid(sessionId)) return null
      const [row] = await executor
        .select(sessionColumns)
        .from(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
      return row ?? null
    },

    async createSession(userId: string): Promise<SessionColumns> {
      const [row] = await db.insert(chatSessions).values({ userId }).returning(sessionColumns)
      if (!row) throw new Error('insert returned no row')
      return row
    },

    async updateSession(
      userId: string,
      sessionId: string,
      patch: Partial<Pick<SessionColumns, 'title' | 'isFavorite' | 'updatedAt' | 'tokensUsed'>>,
      executor: Executor = db,
    ): Promise<SessionColumns | null> {
      if (!isUuid(sessionId)) return null
      const [row] = await executor
        .update(chatSessions)
        .set(patch)
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
        .returning(sessionColumns)
      return row ?? null
    },

    /** Adds tokens and moves updatedAt; returns the updated session. */
    async addTokens(
      userId: string,
      sessionId: string,
      tokens: number,
      extra: { title?: string },
      executor: Executor = db,
    ): Promise<SessionColumns | null> {
      const [row] = await executor
        .update(chatSessions)
        .set({
          tokensUsed: sql`greatest(${chatSessions.tokensUsed} + ${tokens}, 0)`,
          updatedAt: sql`clock_timestamp()`,
          ...extra,
        })
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
        .returning(sessionColumns)
      return row ?? null
    },

    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      if (!isUuid(sessionId)) return false
      const deleted = await db
        .delete(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
        .returning({ id: chatSessions.id })
      return deleted.length > 0
    },

    async insertMessages(rows: NewMessage[], executor: Executor = db): Promise<MessageColumns[]> {
      if (rows.length === 0) return []
      return executor.insert(chatMessages).values(rows).returning(messageColumns)
    },

    async deleteMessage(userId: string, messageId: string, executor: Executor = db) {
      await executor
        .delete(chatMessages)
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId)))
    },

    /**
     * The latest `limit` messages of a session (oldest first), or those before `beforeId`;
     * `hasMoreBefore` says whether older ones exist. The session must already be checked.
     */
    async pageOfMessages(
      sessionId: string,
      options: { limit: number; beforeId?: string },
    ): Promise<{ messages: MessageColumns[]; hasMoreBefore: boolean } | null> {
      const conditions: (SQL | undefined)[] = [eq(chatMessages.sessionId, sessionId)]
      if (options.beforeId !== undefined) {
        if (!isUuid(options.beforeId)) return null
        const [anchor] = await db
          .select({ seq: chatMessages.seq })
          .from(chatMessages)
          .where(and(eq(chatMessages.id, options.beforeId), eq(chatMessages.sessionId, sessionId)))
        if (!anchor) return null
        conditions.push(lt(chatMessages.seq, anchor.seq))
      }
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(and(...conditions))
        .orderBy(desc(chatMessages.seq))
        .limit(options.limit + 1)
      const hasMoreBefore = rows.length > options.limit
      return { messages: rows.slice(0, options.limit).reverse(), hasMoreBefore }
    },

    /** Every message of a session, oldest first (export, context assembly). */
    async allMessages(sessionId: string): Promise<MessageColumns[]> {
      return db
        .select(messageColumns)
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.seq))
    },

    /** Records which memories a reply was given (shown as "remembered"). */
    async recordRemembered(messageId: string, memoryIds: string[], executor: Executor = db) {
      if (memoryIds.length === 0) return
      // Through a select: a memory deleted meanwhile is skipped rather than failing the reply.
      await executor
        .insert(chatMessageMemories)
        .select(
          executor
            .select({
              messageId: sql<string>`${messageId}::uuid`.as('message_id'),
              memoryId: memories.id,
            })
            .from(memories)
            .where(inArray(memories.id, memoryIds)),
        )
        .onConflictDoNothing()
    },

    /** The memories these replies used, as they read now (a deleted memory is no longer listed). */
    async rememberedBy(messageIds: string[]): Promise<Map<string, Remembered[]>> {
      const byMessage = new Map<string, Remembered[]>()
      if (messageIds.length === 0) return byMessage
      const rows = await db
        .select({
          messageId: chatMessageMemories.messageId,
          memoryId: memories.id,
          summary: memories.summary,
        })
        .from(chatMessageMemories)
        .innerJoin(memories, eq(memories.id, chatMessageMemories.memoryId))
        .where(inArray(chatMessageMemories.messageId, messageIds))
        .orderBy(desc(memories.createdAt), desc(memories.id))
      for (const { messageId, ...memory } of rows) {
        byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), memory])
      }
      return byMessage
    },
  }
}
export type ChatRepository = ReturnType<typeof createChatRepository>
