import { z } from 'zod'

// spec part 2 §2 "Internal Memory page", §3 (Memory, User.consolidatedMemory), §5, §7, §8, §9.

export const MEMORY_TOKEN_BUDGET = 250_000
export const CONSOLIDATED_MEMORY_MAX = 30_000
export const MEMORY_IMPORT_MAX_BYTES = 10 * 1024 * 1024
export const MEMORY_SUMMARY_MAX = 20_000

export const memorySchema = z.object({
  memoryId: z.string(),
  summary: z.string(),
  keywords: z.array(z.string()),
  emotionalContext: z.string().nullable(),
  conversationDate: z.string().nullable(),
  conversationTitle: z.string().nullable(),
  /** Where it came from: a saved message, a summarised conversation, an import, or typed by hand. */
  source: z.enum(['message', 'conversation', 'import', 'manual']),
  sessionId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Memory = z.infer<typeof memorySchema>

/** spec part 2 §9: one token per 4 characters of summary + keywords + emotional context. */
export function estimateMemoryTokens(
  memory: Pick<Memory, 'summary' | 'keywords' | 'emotionalContext'>,
): number {
  const characters =
    memory.summary.length +
    memory.keywords.join(' ').length +
    (memory.emotionalContext ?? '').length
  return Math.ceil(characters / 4)
}

export const createMemorySchema = z.object({
  summary: z
    .string()
    .trim()
    .min(1, 'A memory cannot be empty')
    .max(MEMORY_SUMMARY_MAX, 'A memory cannot exceed 20,000 characters'),
  keywords: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  emotionalContext: z.string().trim().max(500).nullable().optional(),
  conversationDate: z.string().max(40).nullable().optional(),
  conversationTitle: z.string().trim().max(200).nullable().optional(),
  sessionId: z.string().nullable().optional(),
  source: z.enum(['message', 'manual']).default('message'),
})
export type CreateMemory = z.input<typeof createMemorySchema>

export const updateMemorySchema = z.object({
  summary: z
    .string()
    .trim()
    .min(1, 'A memory cannot be empty')
    .max(MEMORY_SUMMARY_MAX, 'A memory cannot exceed 20,000 characters'),
})

export const memoryListSchema = z.object({
  memories: z.array(memorySchema),
  /** Estimated tokens of all memories (estimateMemoryTokens) against MEMORY_TOKEN_BUDGET. */
  tokensUsed: z.number().int(),
  tokenBudget: z.number().int(),
})

export const consolidatedMemorySchema = z.object({
  consolidatedMemory: z.string().nullable(),
  updatedAt: z.string().nullable(),
})
export const saveConsolidatedMemorySchema = z.object({
  consolidatedMemory: z
    .string()
    .max(CONSOLIDATED_MEMORY_MAX, 'Consolidated memory cannot exceed 30,000 characters'),
})

export const generateSummaryResponseSchema = z.object({ summaryLength: z.number().int() })
export const importMemoriesResponseSchema = z.object({ count: z.number().int() })

/** POST /api/sessions/memory: summarise a whole conversation into one memory (spec part 1 §7). */
export const summarizeSessionSchema = z.object({
  sessionId: z.string(),
  /** Optional, as the original client sent them; the server reads the conversation itself. */
  conversationText: z.string().max(2_000_000).optional(),
  summaryPrompt: z.string().max(5000).optional(),
})

/** Memories used for one reply: the "remembered" disclosure under an assistant message. */
export const rememberedSchema = z.array(z.object({ memoryId: z.string(), summary: z.string() }))
