import type { JournalEntry } from '@orion/contracts/journal'
import { format } from 'date-fns'

// Entry cards: at most 2 tags, then a count.
export const CARD_TAG_LIMIT = 2

export function entryDate(entry: JournalEntry): string {
  return format(new Date(entry.createdAt), 'MMM d, yyyy')
}

/** 'edited' when the created and updated times differ. */
export function isEdited(entry: JournalEntry): boolean {
  return new Date(entry.createdAt).getTime() !== new Date(entry.updatedAt).getTime()
}

export function cardTags(tags: string[]): { shown: string[]; hidden: string[] } {
  return { shown: tags.slice(0, CARD_TAG_LIMIT), hidden: tags.slice(CARD_TAG_LIMIT) }
}

/** The drag data type of a card: its entry id. */
export const ENTRY_DRAG_TYPE = 'application/x-orion-journal-entry'
