import type { Notebook, notebookInputSchema, notebookUpdateSchema } from '@orion/contracts/journal'
import type { z } from 'zod'
import { AppError } from '../../plugins/app-error'
import { notebookNotFound } from './journal.service'
import type { NotebooksRepository, NotebookWithCount } from './notebooks.repository'
import { sqlState, UNIQUE_VIOLATION } from '../../db/postgres-errors'

// Notebooks: the folders of the journal screen's strip.

type NotebookInput = z.output<typeof notebookInputSchema>
type NotebookUpdate = z.output<typeof notebookUpdateSchema>

export function toNotebook(row: NotebookWithCount): Notebook {
  return {
    id: row.id,
    notebookId: row.id,
    name: row.name,
    color: row.color,
    entryCount: row.entryCount,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Names are unique per person regardless of case (docs/decisions/0004-journal-notebooks-and-search.md). */
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw new AppError(409, 'notebook_exists', `You already have a notebook named "${name}".`)
    }
    throw error
  }
}

export function createNotebooksService(repository: NotebooksRepository) {
  return {
    async list(userId: string): Promise<Notebook[]> {
      return (await repository.list(userId)).map(toNotebook)
    },

    async create(userId: string, input: NotebookInput): Promise<Notebook> {
      const row = await uniqueName(input.name, () =>
        repository.insert({ userId, name: input.name, color: input.color }),
      )
      return toNotebook({ ...row, entryCount: 0 })
    },

    async update(userId: string, notebookId: string, input: NotebookUpdate): Promise<Notebook> {
      const changes: NotebookUpdate = {}
      if (input.name !== undefined) changes.name = input.name
      if (input.color !== undefined) changes.color = input.color
      if (Object.keys(changes).length > 0) {
        const updated = await uniqueName(input.name, () =>
          repository.update(userId, notebookId, changes),
        )
        if (!updated) throw notebookNotFound()
      }
      const row = await repository.find(userId, notebookId)
      if (!row) throw notebookNotFound()
      return toNotebook(row)
    },

    /** Delete Notebook: its entries go back to All Entries unless deleted too. */
    async remove(userId: string, notebookId: string, entries: 'unfile' | 'delete') {
      const result = await repository.delete(userId, notebookId, entries)
      if (!result) throw notebookNotFound()
      return { success: true as const, ...result }
    },
  }
}
export type NotebooksService = ReturnType<typeof createNotebooksService>
