import { z } from 'zod'

// Memories and the consolidated memory: their shapes, limits and the export format.

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

/** One token per 4 characters of summary + keywords + emotional context. */
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

/** POST /api/sessions/memory: summarise a whole conversation into one memory. */
export const summarizeSessionSchema = z.object({
  sessionId: z.string(),
  /** Optional, as the original client sent them; the server reads the conversation itself. */
  conversationText: z.string().max(2_000_000).optional(),
  summaryPrompt: z.string().max(5000).optional(),
})

/** Memories used for one reply: the "remembered" disclosure under an assistant message. */
export const rememberedSchema = z.array(z.object({ memoryId: z.string(), summary: z.string() }))

// Export All / Import. Export All runs in the browser from GET /api/memories
// and writes this text; POST /api/memories/import reads it back into the same memories:
//
//   # Orion memories
//
//   Title: Trip planning          <- optional header lines, in any order
//   Date: 2025-03-01
//   Keywords: travel, japan       <- a JSON array when a keyword holds a comma
//   Feeling: excited
//
//   The summary, as many lines and paragraphs as it has.
//
//   ---
//
//   The next memory (no headers).
//
// A summary line that could be read as a separator or a header is written with a leading "\".
// A file without the "# Orion memories" first line is plain text: every blank-line-separated
// paragraph becomes a memory, split further at MEMORY_IMPORT_CHUNK_MAX characters.

export const MEMORY_EXPORT_HEADING = '# Orion memories'
export const MEMORY_IMPORT_CHUNK_MAX = 2_000

export type ExportableMemory = Pick<
  Memory,
  'summary' | 'keywords' | 'emotionalContext' | 'conversationDate' | 'conversationTitle'
>
export interface ImportedMemory {
  summary: string
  keywords: string[]
  emotionalContext: string | null
  conversationDate: string | null
  conversationTitle: string | null
}

const SEPARATOR = '---'
const HEADER = /^(Title|Date|Keywords|Feeling):[ \t]?(.*)$/
const ESCAPABLE = /^\\*(---\s*$|(Title|Date|Keywords|Feeling):)/
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export function formatMemoriesForExport(memories: ExportableMemory[]): string {
  const blocks = memories.map((memory) => {
    const headers: string[] = []
    if (memory.conversationTitle) headers.push(`Title: ${oneLine(memory.conversationTitle)}`)
    if (memory.conversationDate) headers.push(`Date: ${oneLine(memory.conversationDate)}`)
    if (memory.keywords.length > 0) {
      const keywords = memory.keywords.some((keyword) => keyword.includes(','))
        ? JSON.stringify(memory.keywords)
        : memory.keywords.join(', ')
      headers.push(`Keywords: ${keywords}`)
    }
    if (memory.emotionalContext) headers.push(`Feeling: ${oneLine(memory.emotionalContext)}`)
    const summary = memory.summary
      .trim()
      .split(/\r?\n/)
      .map((line) => (ESCAPABLE.test(line) ? `\\${line}` : line))
      .join('\n')
    return headers.length > 0 ? `${headers.join('\n')}\n\n${summary}` : summary
  })
  return `${MEMORY_EXPORT_HEADING}\n\n${blocks.join(`\n\n${SEPARATOR}\n\n`)}\n`
}

/** Cuts text into pieces of at most `max` characters, at a paragraph, line, sentence or word end. */
export function splitIntoChunks(text: string, max: number): string[] {
  const chunks: string[] = []
  let rest = text.trim()
  while (rest.length > max) {
    const window = rest.slice(0, max + 1)
    const cut = Math.max(
      ...['\n\n', '\n', '. ', '! ', '? ', ' '].map((mark) => {
        const at = window.lastIndexOf(mark)
        return at > max / 2 ? at + (mark.trim() ? mark.trim().length : 0) : -1
      }),
    )
    const end = cut > 0 ? cut : max
    chunks.push(rest.slice(0, end).trim())
    rest = rest.slice(end).trim()
  }
  if (rest) chunks.push(rest)
  return chunks
}

function parseKeywords(value: string): string[] {
  const text = value.trim()
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (Array.isArray(parsed)) return parsed.map(String).filter((keyword) => keyword.trim())
    } catch {
      // not JSON after all: read it as a comma-separated list
    }
  }
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
}

function parseExportBlock(block: string): ImportedMemory[] {
  const lines = block.split('\n')
  const memory: ImportedMemory = {
    summary: '',
    keywords: [],
    emotionalContext: null,
    conversationDate: null,
    conversationTitle: null,
  }
  let index = 0
  while (index < lines.length && lines[index]!.trim() === '') index++
  for (; index < lines.length; index++) {
    const header = HEADER.exec(lines[index]!)
    if (!header) break
    const value = header[2]!.trim()
    if (header[1] === 'Title') memory.conversationTitle = value || null
    else if (header[1] === 'Date') memory.conversationDate = value || null
    else if (header[1] === 'Feeling') memory.emotionalContext = value || null
    else memory.keywords = parseKeywords(value)
  }
  const summary = lines
    .slice(index)
    .map((line) => (ESCAPABLE.test(line.slice(1)) && line.startsWith('\\') ? line.slice(1) : line))
    .join('\n')
    .trim()
  return splitIntoChunks(summary, MEMORY_SUMMARY_MAX).map((part) => ({ ...memory, summary: part }))
}

/** The memories in an imported text: the Export All format, or plain paragraphs. */
export function parseMemoryImport(text: string): ImportedMemory[] {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const trimmed = normalized.trimStart()
  if (trimmed.startsWith(MEMORY_EXPORT_HEADING)) {
    const body = trimmed.slice(MEMORY_EXPORT_HEADING.length)
    return body
      .split(/\n---[ \t]*(?=\n|$)/)
      .flatMap(parseExportBlock)
      .filter((memory) => memory.summary !== '')
  }
  return normalized
    .split(/\n[ \t]*\n/)
    .flatMap((paragraph) => splitIntoChunks(paragraph, MEMORY_IMPORT_CHUNK_MAX))
    .map((summary) => ({
      summary,
      keywords: [],
      emotionalContext: null,
      conversationDate: null,
      conversationTitle: null,
    }))
}
