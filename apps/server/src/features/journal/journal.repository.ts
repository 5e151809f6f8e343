import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database, Executor } from '../../db/client'
import { containsPattern, matches, searchQuery } from '../../db/full-text'
import { journalEntries, notebooks, type JournalEntryRow } from '../../db/schema/journal'
import { isUuid } from '../../db/ids'

// Every query is scoped by the signed-in user's id: another
// person's entry or notebook is indistinguishable from a missing one.

/** Ids that are not uuids can name no row: answering 404 early keeps Postgres from raising 22P02. */

export type EntryColumns = Omit<JournalEntryRow, 'searchVector'>
export type NewEntry = Omit<typeof journalEntries.$inferInsert, 'id' | 'searchVector'>
export type EntryChanges = Partial<
  Pick<EntryColumns, 'title' | 'content' | 'mood' | 'tags' | 'isPrivate' | 'notebookId'>
>

const entryColumns = {
  id: journalEntries.id,
  userId: journalEntries.userId,
  notebookId: journalEntries.notebookId,
  title: journalEntries.title,
  content: journalEntries.content,
  mood: journalEntries.mood,
  tags: journalEntries.tags,
  isPrivate: journalEntries.isPrivate,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
}

type SummaryRow = {
  total: number
  unfiled: number
  tags: string[] | null
  moods: string[] | null
}

export interface EntryFilters {
  search?: string
  tag?: string
  mood?: string
  /** A notebook id, or null for entries in no notebook; undefined for every entry. */
  notebookId?: string | null
  sort: 'newest' | 'oldest'
  limit: number
  offset: number
}

function searchCondition(search: string): SQL {
  const query = searchQuery(search)
  const pattern = containsPattern(search)
  // Full text (indexed) over title and content; the title also matches inside words and
  // punctuation-only searches ('c++'), since titles are short.
  const title = sql`${journalEntries.title} ilike ${pattern}`
  if (!query) return title
  return sql`(${matches(journalEntries.searchVector, query)} or ${title})`
}

/** Moves 'updatedAt' only when something a person sees changed (the card's 'edited' marker). */
function touchedWhenChanged(changes: EntryChanges): SQL | undefined {
  const differs: SQL[] = []
  const compare = (column: AnyPgColumn, value: unknown) =>
    differs.push(sql`${column} is distinct from ${value}`)
  if (changes.title !== undefined) compare(journalEntries.title, changes.title)
  if (changes.content !== undefined) compare(journalEntries.content, changes.content)
  if (changes.mood !== undefined) compare(journalEntries.mood, changes.mood)
  if (changes.isPrivate !== undefined) compare(journalEntries.isPrivate, changes.isPrivate)
  if (changes.tags !== undefined) {
    differs.push(sql`${journalEntries.tags} is distinct from ${sql.param(changes.tags)}::text[]`)
  }
  if (differs.length === 0) return undefined
  return sql`case when ${sql.join(differs, sql` or `)} then clock_timestamp() else ${journalEntries.updatedAt} end`
}

export function createJournalRepository(db: Database) {
  return {
    db,

    async listEntries(userId: string, filters: EntryFilters): Promise<EntryColumns[]> {
      const conditions: (SQL | undefined)[] = [eq(journalEntries.userId, userId)]
      if (filters.notebookId === null) conditions.push(isNull(journalEntries.notebookId))
      else if (filters.notebookId !== undefined) {
        conditions.push(eq(journalEntries.notebookId, filters.notebookId))
      }
      if (filters.tag) {
        conditions.push(sql`${journalEntries.tags} @> array[${filters.tag}]::text[]`)
      }
      if (filters.mood) conditions.push(eq(journalEntries.mood, filters.mood))
      if (filters.search) conditions.push(searchCondition(filters.search))
      // NULLS LAST/FIRST as in the (user_id, created_at DESC NULLS LAST) index, so both sorts use it.
      const order =
        filters.sort === 'oldest'
          ? [sql`${journalEntries.createdAt} asc nulls first`, sql`${journalEntries.id} asc`]
          : [sql`${journalEntries.createdAt} desc nulls last`, sql`${journalEntries.id} desc`]
      return db
        .select(entryColumns)
        .from(journalEntries)
        .where(and(...conditions))
        .orderBy(...order)
        .limit(filters.limit)
        .offset(filters.offset)
    },

    async findEntry(userId: string, entryId: string): Promise<EntryColumns | null> {
      if (!isUuid(entryId)) return null
      const [row] = await db
        .select(entryColumns)
        .from(journalEntries)
        .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)))
      return row ?? null
    },

    async insertEntries(rows: NewEntry[], executor: Executor = db): Promise<EntryColumns[]> {
      if (rows.length === 0) return []
      return executor.insert(journalEntries).values(rows).returning(entryColumns)
    },

    async updateEntry(
      userId: string,
      entryId: string,
      changes: EntryChanges,
    ): Promise<EntryColumns | null> {
      if (!isUuid(entryId)) return null
      const updatedAt = touchedWhenChanged(changes)
      if (Object.keys(changes).length === 0) return this.findEntry(userId, entryId)
      const [row] = await db
        .update(journalEntries)
        .set({ ...changes, ...(updatedAt ? { updatedAt } : {}) })
        .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)))
        .returning(entryColumns)
      return row ?? null
    },

    async deleteEntry(userId: string, entryId: string): Promise<boolean> {
      if (!isUuid(entryId)) return false
      const deleted = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id })
      return deleted.length > 0
    },

    /** Entry counts and the tags and moods in use, in one pass over the person's entries. */
    async summary(userId: string) {
      const result = await db.execute<SummaryRow>(sql`
        select
          count(*)::int as total,
          (count(*) filter (where e.notebook_id is null))::int as unfiled,
          (select array_agg(distinct tag) from journal_entries t, unnest(t.tags) as tag
             where t.user_id = ${userId}) as tags,
          array_agg(distinct e.mood) filter (where e.mood <> '') as moods
        from journal_entries e
        where e.user_id = ${userId}`)
      const [row] = (result as unknown as { rows: SummaryRow[] }).rows
      return {
        total: row?.total ?? 0,
        unfiled: row?.unfiled ?? 0,
        tags: row?.tags ?? [],
        moods: row?.moods ?? [],
      }
    },

    /** Whether the notebook exists and is this person's. */
    async ownsNotebook(userId: string, notebookId: string, executor: Executor = db) {
      if (!isUuid(notebookId)) return false
      const [row] = await executor
        .select({ id: notebooks.id })
        .from(notebooks)
        .where(and(eq(notebooks.id, notebookId), eq(notebooks.userId, userId)))
      return row !== undefined
    },
  }
}
export type JournalRepository = ReturnType<typeof createJournalRepository>
