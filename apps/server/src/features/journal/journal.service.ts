import type { journalListQuerySchema, updateEntrySchema } from '@orion/contracts/journal'
import { createEntrySchema, type CreateEntry, type JournalEntry } from '@orion/contracts/journal'
import type { z } from 'zod'
import { AppError } from '../../plugins/app-error'
import type { EntryChanges, EntryColumns, JournalRepository, NewEntry } from './journal.repository'
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/postgres-errors'

// Journal entries.

export const entryNotFound = () => AppError.notFound('Journal entry not found')
export const notebookNotFound = () => AppError.notFound('Notebook not found')

type ListQuery = z.output<typeof journalListQuerySchema>
type UpdateEntry = z.output<typeof updateEntrySchema>

export function toEntry(row: EntryColumns): JournalEntry {
  return {
    entryId: row.id,
    title: row.title,
    content: row.content,
    mood: row.mood,
    tags: row.tags,
    notebookId: row.notebookId,
    isPrivate: row.isPrivate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const byName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0)

/** A blank mood is no mood. */
const moodOf = (mood: string | null | undefined) => (mood ? mood : null)

export function createJournalService(repository: JournalRepository) {
  /** A notebook id the person may file into: their own, or null (All Entries). */
  async function checkNotebook(userId: string, notebookId: string | null | undefined) {
    if (notebookId === null || notebookId === undefined) return
    if (!(await repository.ownsNotebook(userId, notebookId))) throw notebookNotFound()
  }

  /** A notebook deleted between the check and the write: the same answer as an unknown one. */
  async function filing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw notebookNotFound()
      throw error
    }
  }

  return {
    async list(userId: string, query: ListQuery): Promise<JournalEntry[]> {
      let notebookId: string | null | undefined
      if (query.notebookId === 'none') notebookId = null
      else if (query.notebookId) {
        await checkNotebook(userId, query.notebookId)
        notebookId = query.notebookId
      }
      const rows = await repository.listEntries(userId, {
        search: query.search || undefined,
        tag: query.tag || undefined,
        mood: query.mood || undefined,
        notebookId,
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      })
      return rows.map(toEntry)
    },

    async summary(userId: string) {
      const summary = await repository.summary(userId)
      return {
        total: summary.total,
        unfiledCount: summary.unfiled,
        tags: [...summary.tags].sort(byName),
        moods: [...summary.moods].sort(byName),
      }
    },

    async get(userId: string, entryId: string): Promise<JournalEntry> {
      const row = await repository.findEntry(userId, entryId)
      if (!row) throw entryNotFound()
      return toEntry(row)
    },

    /**
     * Creates an entry for a person; other features (chat's "save to journal", research summaries)
     * may call it with unparsed input: it is validated here like the POST body.
     */
    async createEntryForUser(userId: string, input: CreateEntry): Promise<JournalEntry> {
      const parsed = createEntrySchema.safeParse(input)
      if (!parsed.success) {
        throw AppError.badRequest(parsed.error.issues[0]?.message ?? 'Invalid journal entry', {
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        })
      }
      const entry = parsed.data
      await checkNotebook(userId, entry.notebookId)
      // One instant for both, so a new entry never shows the 'edited' marker.
      const now = new Date()
      const row: NewEntry = {
        userId,
        notebookId: entry.notebookId ?? null,
        title: entry.title,
        content: entry.content,
        mood: moodOf(entry.mood),
        tags: entry.tags,
        isPrivate: entry.isPrivate,
        createdAt: now,
        updatedAt: now,
      }
      const [created] = await filing(() => repository.insertEntries([row]))
      if (!created) throw new Error('insert returned no row')
      return toEntry(created)
    },

    async update(userId: string, entryId: string, input: UpdateEntry): Promise<JournalEntry> {
      const changes: EntryChanges = {}
      if (input.title !== undefined) changes.title = input.title
      if (input.content !== undefined) changes.content = input.content
      if (input.mood !== undefined) changes.mood = moodOf(input.mood)
      if (input.tags !== undefined) changes.tags = input.tags
      if (input.isPrivate !== undefined) changes.isPrivate = input.isPrivate
      if (input.notebookId !== undefined) {
        await checkNotebook(userId, input.notebookId)
        changes.notebookId = input.notebookId
      }
      const row = await filing(() => repository.updateEntry(userId, entryId, changes))
      if (!row) throw entryNotFound()
      return toEntry(row)
    },

    /** Files the entry in a notebook, or back in All Entries (null); the entry is not 'edited'. */
    async move(userId: string, entryId: string, notebookId: string | null): Promise<JournalEntry> {
      if (!(await repository.findEntry(userId, entryId))) throw entryNotFound()
      await checkNotebook(userId, notebookId)
      const row = await filing(() => repository.updateEntry(userId, entryId, { notebookId }))
      if (!row) throw entryNotFound()
      return toEntry(row)
    },

    async remove(userId: string, entryId: string) {
      if (!(await repository.deleteEntry(userId, entryId))) throw entryNotFound()
      return { success: true as const }
    },
  }
}
export type JournalService = ReturnType<typeof createJournalService>
