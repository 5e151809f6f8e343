import { JOURNAL_DRAFT_PREFIX } from '@/lib/drafts'
import { readStorage, writeStorage } from '@/lib/storage'

// Journal drafts are kept 24 hours and autosaved after 1 second, per user and
// entry. One key per draft, `orion.journalDraft.{userId}.{entryId or 'new'}`, holding the form
// values and the time they were saved.

export const ENTRY_DRAFT_TTL_MS = 24 * 60 * 60 * 1000
export const ENTRY_DRAFT_DELAY_MS = 1000

export interface EntryDraftValues {
  title: string
  content: string
  mood: string
  tags: string[]
  isPrivate: boolean
  notebookId: string
}

interface StoredDraft {
  savedAt: number
  values: EntryDraftValues
}

export function entryDraftKey(userId: string, entryId: string | null): string {
  return `${JOURNAL_DRAFT_PREFIX}${userId}.${entryId ?? 'new'}`
}

function isDraftValues(value: unknown): value is EntryDraftValues {
  if (typeof value !== 'object' || value === null) return false
  const draft = value as Record<string, unknown>
  return (
    typeof draft.title === 'string' &&
    typeof draft.content === 'string' &&
    typeof draft.mood === 'string' &&
    Array.isArray(draft.tags) &&
    draft.tags.every((tag) => typeof tag === 'string') &&
    typeof draft.isPrivate === 'boolean' &&
    typeof draft.notebookId === 'string'
  )
}

/** The saved draft, or null when there is none, it is unreadable or older than 24 hours. */
export function readEntryDraft(key: string, now: number = Date.now()): EntryDraftValues | null {
  const text = readStorage(key)
  if (text === null) return null
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft>
    const fresh = typeof stored.savedAt === 'number' && now - stored.savedAt <= ENTRY_DRAFT_TTL_MS
    if (fresh && isDraftValues(stored.values)) return stored.values
  } catch {
    // A corrupt draft is dropped below.
  }
  clearEntryDraft(key)
  return null
}

export function writeEntryDraft(key: string, values: EntryDraftValues, now: number = Date.now()) {
  writeStorage(key, JSON.stringify({ savedAt: now, values } satisfies StoredDraft))
}

export function clearEntryDraft(key: string): void {
  writeStorage(key, null)
}
