import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { containsPattern, matches, searchQuery } from '../../db/full-text'
import {
  chatMessages,
  chatSessions,
  type ChatMessageRow,
  type ChatSessionRow,
} from '../../db/schema/chat'
import { chatMessageMemories, memories } from '../../db/schema/memory'
import { isUuid } from '../../db/ids'

// Every query is scoped by the signed-in user's id: another
// person's session is indistinguishable from a missing one.

/** Ids that are not uuids can name no row: answering 404 early keeps Postgres from raising 22P02. */

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
  riskLevel: chatMessages.riskLevel,
  aiDisclosure: chatMessages.aiDisclosure,
  aboutMeUsed: chatMessages.aboutMeUsed,
  wearableUsed: chatMessages.wearableUsed,
  tokenCount: chatMessages.tokenCount,
  createdAt: chatMessages.createdAt,
}

export interface SessionListOptions {
  search?: string
  favoritesOnly?: boolean
  /** At most this many sessions (the page); without it, all of them. */
  limit?: number
  /** Sessions listed after this one (the previous page's `next`). */
  cursor?: { createdAt: string; id: string }
}

export interface SessionListJson {
  /** md5 of the body, as computed by PostgreSQL */
  etag: string
  /** The JSON array of sessions; null when only the ETag was asked for. */
  body: string | null
  /** The next page's cursor ("<created_at to the microsecond>_<id>"), or null at the end. */
  next: string | null
}

const ISO_MILLISECONDS = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
const ISO_MICROSECONDS = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'

/** One message of a turn's history: what the context reads (context.ts HistoryMessage). */
export interface HistoryMessage {
  role: 'user' | 'assistant'
  content: string
  imageUrls: string[]
  tokenCount: number | null
}
/** A history message as PostgreSQL sends it: [role, content, image_urls, token_count]. */
type HistoryTuple = [HistoryMessage['role'], string, string[], number | null]

export interface Remembered {
  memoryId: string
  summary: string
}

export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'id' | 'contentSearch' | 'seq'>

/** The message columns of a subquery or CTE that selected messageColumns. */
function messageColumnsOf<T extends Record<keyof typeof messageColumns, unknown>>(
  from: T,
): Pick<T, keyof typeof messageColumns> {
  return {
    id: from.id,
    sessionId: from.sessionId,
    userId: from.userId,
    role: from.role,
    content: from.content,
    imageUrls: from.imageUrls,
    conversationMode: from.conversationMode,
    status: from.status,
    crisis: from.crisis,
    riskLevel: from.riskLevel,
    aiDisclosure: from.aiDisclosure,
    aboutMeUsed: from.aboutMeUsed,
    wearableUsed: from.wearableUsed,
    tokenCount: from.tokenCount,
    createdAt: from.createdAt,
  }
}

/** A uuid[] as the driver returns it: an array, or Postgres' text form '{a,b}'. */
function parseUuidArray(value: string[] | string | null): string[] {
  if (value === null) return []
  if (Array.isArray(value)) return value
  const inner = value.replace(/^\{|\}$/g, '')
  return inner ? inner.split(',') : []
}

export function createChatRepository(db: Database) {
  // A turn's session and history (see findSessionWithHistory). Newest first, the running total of
  // the person's tokens decides how far back the history goes; json_build_array keeps it small.
  const sessionWithHistory = db
    .select({
      ...sessionColumns,
      // Written out: inside a one-table select, drizzle names columns without their table.
      history: sql<HistoryTuple[]>`(
        select coalesce(json_agg(json_build_array(recent.role, recent.content, recent.image_urls, recent.token_count) order by recent.seq), '[]')
        from (
          select m.role, m.content, m.image_urls, m.token_count, m.seq,
            sum(case when m.role = 'user' then m.token_count + ${sql.placeholder('perMessage')}::int else 0 end)
              over (order by m.seq desc rows between unbounded preceding and current row) as running
          from chat_messages m
          where m.session_id = chat_sessions.id
          order by m.seq desc
          limit ${sql.placeholder('limit')}
        ) recent
        where recent.running <= ${sql.placeholder('tokenBudget')}
      )`,
    })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.id, sql.placeholder('sessionId')),
        eq(chatSessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('orion_chat_session_with_history')

  return {
    db,

    /**
     * The list as the answer's JSON, built by PostgreSQL (issue 19: no Date round trip, no row
     * mapping, no serialising in Node): the bytes toSession + JSON.stringify would give, newest
     * first, with their md5 as the ETag. With `limit`, one page and the cursor of the next (the
     * last listed session's exact creation time and id), or null at the end. `tagOnly` computes
     * the ETag without sending the body (an If-None-Match check).
     */
    async sessionListJson(
      userId: string,
      options: SessionListOptions,
      tagOnly = false,
    ): Promise<SessionListJson> {
      const conditions: (SQL | undefined)[] = [eq(chatSessions.userId, userId)]
      if (options.favoritesOnly) conditions.push(eq(chatSessions.isFavorite, true))
      const search = options.search?.trim()
      if (search) {
        const query = searchQuery(search)
        const pattern = containsPattern(search)
        conditions.push(
          or(
            sql`${chatSessions.title} ilike ${pattern}`,
            ...(query
              ? [
                  matches(chatSessions.titleSearch, query),
                  sql`exists (select 1 from ${chatMessages} where ${chatMessages.sessionId} = ${chatSessions.id} and ${matches(chatMessages.contentSearch, query)})`,
                ]
              : []),
          ),
        )
      }
      if (options.cursor) {
        conditions.push(
          sql`(${chatSessions.createdAt}, ${chatSessions.id}) < (${options.cursor.createdAt}::timestamptz, ${options.cursor.id}::uuid)`,
        )
      }
      const limit = options.limit
      // One more than the page: whether a next page exists.
      const page = sql`select ${chatSessions.id} as id, ${chatSessions.userId} as user_id, ${chatSessions.title} as title,
          ${chatSessions.isFavorite} as is_favorite, ${chatSessions.createdAt} as created_at, ${chatSessions.updatedAt} as updated_at
        from ${chatSessions} where ${and(...conditions)}
        order by ${chatSessions.createdAt} desc, ${chatSessions.id} desc
        ${limit === undefined ? sql`` : sql`limit ${limit + 1}`}`
      const listed =
        limit === undefined
          ? sql`select * from page`
          : sql`select * from page order by created_at desc, id desc limit ${limit}`
      // row_to_json writes compact JSON with the columns' names as keys, in this order (the
      // contract's); timestamps as toISOString() writes them (milliseconds, truncated, UTC).
      const body = sql`'[' || coalesce(string_agg(entry.json, ',' order by listed.created_at desc, listed.id desc), '') || ']'`
      const entries = sql`from listed cross join lateral (
          select row_to_json(session)::text as json from (
            select listed.id, listed.user_id as "userId", listed.id as "sessionId", listed.title,
              to_char(listed.created_at at time zone 'UTC', ${ISO_MILLISECONDS}) as "createdAt",
              to_char(listed.updated_at at time zone 'UTC', ${ISO_MILLISECONDS}) as "updatedAt",
              listed.is_favorite as "isFavorite"
          ) session
        ) entry`
      const next =
        limit === undefined
          ? sql`null::text`
          : sql`case when (select count(*) from page) > ${limit} then
              (select to_char(created_at at time zone 'UTC', ${ISO_MICROSECONDS}) || '_' || id from listed order by created_at, id limit 1)
            end`
      const result = await db.execute(
        tagOnly
          ? sql`with page as (${page}), listed as (${listed})
              select md5(${body}) as etag, null::text as body, null::text as next ${entries}`
          : sql`with page as (${page}), listed as (${listed})
              select md5(list.body) as etag, list.body, list.next
              from (select ${body} as body, ${next} as next ${entries}) list`,
      )
      const [row] = (result as unknown as { rows: SessionListJson[] }).rows
      if (!row) throw new Error('the list query returned no row')
      return { etag: row.etag, body: row.body, next: row.next }
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

    /**
     * The session with the end of its history (oldest first) in one query: at most `limit`
     * messages, and none older than what could fit `tokenBudget` — the person's messages alone
     * (their stored token_count plus `perMessage`) already fill it, whatever persona reads them.
     * Only what the context reads of each message comes back, as one JSON array beside the session
     * (no session columns repeated per row, no dates to parse); a prepared statement.
     */
    async findSessionWithHistory(
      userId: string,
      sessionId: string,
      options: { limit: number; tokenBudget: number; perMessage: number },
    ): Promise<{ session: SessionColumns; history: HistoryMessage[] } | null> {
      if (!isUuid(sessionId)) return null
      const [row] = await sessionWithHistory.execute({ userId, sessionId, ...options })
      if (!row) return null
      const { history, ...session } = row
      return {
        session,
        history: history.map(([role, content, imageUrls, tokenCount]) => ({
          role,
          content,
          imageUrls,
          tokenCount,
        })),
      }
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

    async deleteSession(
      userId: string,
      sessionId: string,
      executor: Executor = db,
    ): Promise<boolean> {
      if (!isUuid(sessionId)) return false
      const deleted = await executor
        .delete(chatSessions)
        .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)))
        .returning({ id: chatSessions.id })
      return deleted.length > 0
    },

    /**
     * Stores one message, adds its tokens to the session (moving updatedAt, maybe retitling it)
     * and records the memories a reply was given, in one statement (atomic on its own); returns
     * the message and which memories were recorded (one deleted meanwhile is skipped).
     */
    async storeMessage(
      message: NewMessage & { userId: string; sessionId: string },
      options: { title?: string; rememberedIds?: string[] },
      executor: Executor = db,
    ): Promise<{ message: MessageColumns; recorded: Set<string> }> {
      const inserted = executor
        .$with('inserted')
        .as(executor.insert(chatMessages).values(message).returning(messageColumns))
      const tokens = message.tokenCount ?? 0
      const session = executor.$with('session_tokens').as(
        executor
          .update(chatSessions)
          .set({
            tokensUsed: sql`greatest(${chatSessions.tokensUsed} + ${tokens}, 0)`,
            updatedAt: sql`clock_timestamp()`,
            ...(options.title !== undefined ? { title: options.title } : {}),
          })
          .where(
            and(eq(chatSessions.id, message.sessionId), eq(chatSessions.userId, message.userId)),
          )
          .returning({ id: chatSessions.id }),
      )
      const memoryIds = options.rememberedIds ?? []
      const remembered = executor.$with('remembered').as(
        executor
          .insert(chatMessageMemories)
          .select(
            executor
              .select({ messageId: inserted.id, memoryId: memories.id })
              .from(inserted)
              .innerJoin(
                memories,
                memoryIds.length > 0 ? inArray(memories.id, memoryIds) : sql`false`,
              ),
          )
          .onConflictDoNothing()
          .returning({ memoryId: chatMessageMemories.memoryId }),
      )
      const [row] = await executor
        .with(inserted, session, remembered)
        .select({
          ...messageColumnsOf(inserted),
          recorded: sql<
            string[] | null
          >`(select array_agg(${remembered.memoryId}) from ${remembered})`.mapWith(
            (value: string[] | string | null) => value,
          ),
        })
        .from(inserted)
      if (!row) throw new Error('insert returned no row')
      const { recorded, ...stored } = row
      return { message: stored, recorded: new Set(parseUuidArray(recorded)) }
    },

    /** A later safety layer raised the turn's risk: the user's message keeps the raised level. */
    async setRiskLevel(userId: string, messageId: string, riskLevel: MessageColumns['riskLevel']) {
      await db
        .update(chatMessages)
        .set({ riskLevel, crisis: riskLevel !== 'none' })
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId)))
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
    /** The person's latest complete messages across their conversations, newest first. */
    async recentMessages(userId: string, limit: number) {
      return db
        .select({
          role: chatMessages.role,
          content: chatMessages.content,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.status, 'complete')))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.seq))
        .limit(limit)
    },

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
