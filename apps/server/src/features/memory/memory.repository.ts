import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client'
import { relevance, wordsQuery } from '../../db/full-text'
import { memories, type MemoryRow } from '../../db/schema/memory'
import { isUuid } from '../../db/ids'

// Every query is scoped by the signed-in user's id: another person's memory is indistinguishable
// from a missing one.

export type MemoryColumns = Omit<MemoryRow, 'searchVector'>
export type NewMemory = Omit<typeof memories.$inferInsert, 'id' | 'searchVector'>
export type BudgetFields = Pick<MemoryRow, 'id' | 'summary' | 'keywords' | 'emotionalContext'>

const columns = {
  id: memories.id,
  userId: memories.userId,
  summary: memories.summary,
  keywords: memories.keywords,
  emotionalContext: memories.emotionalContext,
  conversationDate: memories.conversationDate,
  conversationTitle: memories.conversationTitle,
  source: memories.source,
  sessionId: memories.sessionId,
  createdAt: memories.createdAt,
  updatedAt: memories.updatedAt,
}

export function createMemoryRepository(db: Database) {
  return {
    db,

    /** Newest first. */
    async list(userId: string): Promise<MemoryColumns[]> {
      return db
        .select(columns)
        .from(memories)
        .where(eq(memories.userId, userId))
        .orderBy(desc(memories.createdAt), desc(memories.id))
    },

    async find(userId: string, id: string, executor: Executor = db) {
      if (!isUuid(id)) return null
      const [row] = await executor
        .select(columns)
        .from(memories)
        .where(and(eq(memories.id, id), eq(memories.userId, userId)))
      return row ?? null
    },

    /**
     * Runs `work` holding a per-person lock, with what the budget counts of every memory they
     * have, so that two saves at once cannot both squeeze under the budget.
     */
    async withBudgetLock<T>(
      userId: string,
      work: (existing: BudgetFields[], tx: Transaction) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`memories:${userId}`}, 0))`,
        )
        const existing = await tx
          .select({
            id: memories.id,
            summary: memories.summary,
            keywords: memories.keywords,
            emotionalContext: memories.emotionalContext,
          })
          .from(memories)
          .where(eq(memories.userId, userId))
        return work(existing, tx)
      })
    },

    async insert(rows: NewMemory[], executor: Executor = db): Promise<MemoryColumns[]> {
      if (rows.length === 0) return []
      return executor.insert(memories).values(rows).returning(columns)
    },

    async updateSummary(userId: string, id: string, summary: string, executor: Executor = db) {
      if (!isUuid(id)) return null
      const [row] = await executor
        .update(memories)
        .set({ summary, updatedAt: sql`clock_timestamp()` })
        .where(and(eq(memories.id, id), eq(memories.userId, userId)))
        .returning(columns)
      return row ?? null
    },

    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false
      const deleted = await db
        .delete(memories)
        .where(and(eq(memories.id, id), eq(memories.userId, userId)))
        .returning({ id: memories.id })
      return deleted.length > 0
    },

    /** Oldest first (Smart Summary reads the story in order). */
    async listOldestFirst(userId: string): Promise<MemoryColumns[]> {
      return db
        .select(columns)
        .from(memories)
        .where(eq(memories.userId, userId))
        .orderBy(memories.createdAt, memories.id)
    },

    /**
     * The person's memories ranked by full-text relevance to `text` (ts_rank), newest first among
     * equals; with no usable words, simply the newest.
     */
    async rankedFor(userId: string, text: string, limit: number): Promise<MemoryColumns[]> {
      const query = wordsQuery(text, { match: 'any', prefix: true, minLength: 3, maxWords: 32 })
      const newest = [desc(memories.createdAt), desc(memories.id)]
      const order = query ? [desc(relevance(memories.searchVector, query)), ...newest] : newest
      return db
        .select(columns)
        .from(memories)
        .where(eq(memories.userId, userId))
        .orderBy(...order)
        .limit(limit)
    },
  }
}
export type MemoryRepository = ReturnType<typeof createMemoryRepository>
