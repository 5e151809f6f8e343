import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { journalEntries, notebooks, type NotebookRow } from '../../db/schema/journal'
import { isUuid } from '../../db/ids'

// Notebooks are scoped by the signed-in user's id like entries.

export type NotebookWithCount = NotebookRow & { entryCount: number }

const notebookColumns = {
  id: notebooks.id,
  userId: notebooks.userId,
  name: notebooks.name,
  color: notebooks.color,
  createdAt: notebooks.createdAt,
  updatedAt: notebooks.updatedAt,
}

export function createNotebooksRepository(db: Database) {
  return {
    /** Every notebook of the person with its entry count, in creation order, in one query. */
    async list(userId: string): Promise<NotebookWithCount[]> {
      return db
        .select({ ...notebookColumns, entryCount: count(journalEntries.id) })
        .from(notebooks)
        .leftJoin(
          journalEntries,
          and(eq(journalEntries.notebookId, notebooks.id), eq(journalEntries.userId, userId)),
        )
        .where(eq(notebooks.userId, userId))
        .groupBy(notebooks.id)
        .orderBy(asc(notebooks.createdAt), asc(notebooks.id))
    },

    async find(userId: string, notebookId: string): Promise<NotebookWithCount | null> {
      if (!isUuid(notebookId)) return null
      const [row] = await db
        .select({ ...notebookColumns, entryCount: count(journalEntries.id) })
        .from(notebooks)
        .leftJoin(
          journalEntries,
          and(eq(journalEntries.notebookId, notebooks.id), eq(journalEntries.userId, userId)),
        )
        .where(and(eq(notebooks.id, notebookId), eq(notebooks.userId, userId)))
        .groupBy(notebooks.id)
      return row ?? null
    },

    async insert(row: { userId: string; name: string; color: string }): Promise<NotebookRow> {
      const [created] = await db.insert(notebooks).values(row).returning(notebookColumns)
      if (!created) throw new Error('insert returned no row')
      return created
    },

    async update(
      userId: string,
      notebookId: string,
      changes: Partial<Pick<NotebookRow, 'name' | 'color'>>,
    ): Promise<boolean> {
      if (!isUuid(notebookId)) return false
      const updated = await db
        .update(notebooks)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(notebooks.id, notebookId), eq(notebooks.userId, userId)))
        .returning({ id: notebooks.id })
      return updated.length > 0
    },

    /**
     * Deletes the notebook and unfiles its entries ('unfile') or deletes them too ('delete'), in
     * one short transaction; null when the notebook is not the person's.
     */
    async delete(userId: string, notebookId: string, entries: 'unfile' | 'delete') {
      if (!isUuid(notebookId)) return null
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: notebooks.id })
          .from(notebooks)
          .where(and(eq(notebooks.id, notebookId), eq(notebooks.userId, userId)))
          .for('update')
        if (!locked) return null
        const inNotebook = and(
          eq(journalEntries.userId, userId),
          eq(journalEntries.notebookId, notebookId),
        )
        const affected =
          entries === 'delete'
            ? await tx.delete(journalEntries).where(inNotebook).returning({ id: journalEntries.id })
            : await tx
                .update(journalEntries)
                .set({ notebookId: null })
                .where(inNotebook)
                .returning({ id: journalEntries.id })
        await tx.delete(notebooks).where(eq(notebooks.id, notebookId))
        return {
          entriesMoved: entries === 'unfile' ? affected.length : 0,
          entriesDeleted: entries === 'delete' ? affected.length : 0,
        }
      })
    },
  }
}
export type NotebooksRepository = ReturnType<typeof createNotebooksRepository>
