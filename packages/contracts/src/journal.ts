import { z } from 'zod'

// Journal entries and notebooks: their shapes, validation and limits.

export const DEFAULT_NOTEBOOK_COLOR = '#79CBCA'
export const ENTRY_TITLE_MAX = 200
export const ENTRY_CONTENT_MAX = 100_000
export const TAG_MAX = 50
export const TAGS_MAX = 30
export const RESEARCH_SUMMARY_TAGS = [
  'sothis',
  'research',
  'o3-analysis',
  'comprehensive-summary',
] as const

/** Tags are trimmed; empty and duplicate tags are ignored. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of tags) {
    const tag = raw.trim()
    if (tag === '' || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    result.push(tag)
  }
  return result
}

const tagsSchema = z
  .array(z.string().max(TAG_MAX, `A tag cannot exceed ${TAG_MAX} characters`))
  .max(TAGS_MAX, `At most ${TAGS_MAX} tags`)
  .transform(normalizeTags)

export const journalEntrySchema = z.object({
  entryId: z.string(),
  title: z.string(),
  content: z.string(),
  mood: z.string().nullable(),
  tags: z.array(z.string()),
  notebookId: z.string().nullable(),
  isPrivate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type JournalEntry = z.infer<typeof journalEntrySchema>

export const createEntrySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(ENTRY_TITLE_MAX, `Title cannot exceed ${ENTRY_TITLE_MAX} characters`),
  content: z
    .string()
    .trim()
    .min(1, 'Content is required')
    .max(ENTRY_CONTENT_MAX, 'Content is too long'),
  mood: z.string().trim().max(50, 'Mood cannot exceed 50 characters').nullable().optional(),
  tags: tagsSchema.default([]),
  isPrivate: z.boolean().default(true),
  notebookId: z.string().nullable().optional(),
})
export type CreateEntry = z.input<typeof createEntrySchema>

export const updateEntrySchema = createEntrySchema.partial().extend({
  tags: tagsSchema.optional(),
  isPrivate: z.boolean().optional(),
})
export type UpdateEntry = z.input<typeof updateEntrySchema>

export const moveEntrySchema = z.object({ notebookId: z.string().nullable() })

export const journalListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(TAG_MAX).optional(),
  mood: z.string().trim().max(50).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  /** A notebook id, or 'none' for All Entries (entries without a notebook); omitted = every entry. */
  notebookId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).default(0),
})

/** GET /api/journal/summary: what the filters and the All Entries badge need. */
export const journalSummarySchema = z.object({
  total: z.number().int(),
  unfiledCount: z.number().int(),
  tags: z.array(z.string()),
  moods: z.array(z.string()),
})

export const notebookSchema = z.object({
  id: z.string(),
  notebookId: z.string(),
  name: z.string(),
  color: z.string(),
  entryCount: z.number().int(),
  createdAt: z.string(),
})
export type Notebook = z.infer<typeof notebookSchema>

const notebookNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name cannot exceed 100 characters')
const notebookColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a valid hex color')

export const notebookInputSchema = z.object({
  name: notebookNameSchema,
  color: notebookColorSchema.default(DEFAULT_NOTEBOOK_COLOR),
})
// Not notebookInputSchema.partial(): zod would still fill the colour's default, so renaming a
// notebook would reset its colour.
export const notebookUpdateSchema = z.object({
  name: notebookNameSchema.optional(),
  color: notebookColorSchema.optional(),
})

/** DELETE /api/notebooks/{id}?entries=unfile|delete: what happens to its entries; default unfile. */
export const deleteNotebookQuerySchema = z.object({
  entries: z.enum(['unfile', 'delete']).default('unfile'),
})
export const deleteNotebookResponseSchema = z.object({
  success: z.literal(true),
  entriesMoved: z.number().int(),
  entriesDeleted: z.number().int(),
})
