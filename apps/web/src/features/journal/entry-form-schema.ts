import { createEntrySchema, type JournalEntry } from '@orion/contracts/journal'
import { z } from 'zod'
import type { EntryInput } from '@/features/journal/api/create-entry'
import type { EntryDraftValues } from '@/features/journal/entry-drafts'

/**
 * The entry form: the contract's rules ('Title is required', 'Content is required', tag limits),
 * with mood and notebook as plain strings where '' means none.
 */
export const entryFormSchema = createEntrySchema.extend({
  mood: z.string().trim().max(50, 'Mood cannot exceed 50 characters'),
  notebookId: z.string(),
  isPrivate: z.boolean(),
  tags: createEntrySchema.shape.tags.unwrap(),
})
export type EntryFormOutput = z.output<typeof entryFormSchema>

export const MOOD_SUGGESTIONS = [
  'Happy',
  'Grateful',
  'Calm',
  'Reflective',
  'Hopeful',
  'Anxious',
  'Sad',
  'Tired',
]

export function emptyEntryValues(notebookId: string | null = null): EntryDraftValues {
  return {
    title: '',
    content: '',
    mood: '',
    tags: [],
    isPrivate: true,
    notebookId: notebookId ?? '',
  }
}

export function entryValues(entry: JournalEntry): EntryDraftValues {
  return {
    title: entry.title,
    content: entry.content,
    mood: entry.mood ?? '',
    tags: entry.tags,
    isPrivate: entry.isPrivate,
    notebookId: entry.notebookId ?? '',
  }
}

export function entryInput(values: EntryFormOutput): EntryInput {
  return {
    title: values.title,
    content: values.content,
    mood: values.mood || null,
    tags: values.tags,
    isPrivate: values.isPrivate,
    notebookId: values.notebookId || null,
  }
}
