import { truncateToTokens } from '../../platform/ai/model-task'
import type { ContextSeams } from '../chat/chat.service'
import type { MemoryColumns } from './memory.repository'

// What each chat turn is given from memory: the consolidated
// memory and the memories most relevant to the message, within a share of the model's context
// window so that history and the reply keep most of it. Pure: the caller passes the tokenizer.

/** At most this share of the context window goes to memory (consolidated + relevant). */
export const MEMORY_CONTEXT_SHARE = 0.15
/** Of that share, the consolidated memory takes at most half; the memories fill the rest. */
const CONSOLIDATED_SHARE = 0.5
/** Framing of one memory line in the prompt ("- ", the newline). */
const LINE_OVERHEAD = 2

/** One memory as the companion reads it: when, what about, the summary, keywords and feeling. */
export function memoryLine(memory: MemoryColumns): string {
  const when = memory.conversationDate?.slice(0, 10) ?? memory.createdAt.toISOString().slice(0, 10)
  const title = memory.conversationTitle ? ` "${memory.conversationTitle}"` : ''
  const keywords = memory.keywords.length > 0 ? ` [keywords: ${memory.keywords.join(', ')}]` : ''
  const feeling = memory.emotionalContext ? ` (feeling: ${memory.emotionalContext})` : ''
  return `(${when}${title}) ${memory.summary.trim()}${keywords}${feeling}`
}

export interface MemoryContextInput {
  consolidatedMemory: string | null
  /** Candidates, most relevant first. */
  ranked: MemoryColumns[]
  countTokens(text: string): number
  contextWindow: number
}

export function selectMemoryContext(input: MemoryContextInput): ContextSeams {
  const { countTokens } = input
  const budget = Math.floor(input.contextWindow * MEMORY_CONTEXT_SHARE)
  const consolidated = input.consolidatedMemory?.trim()
    ? truncateToTokens(
        input.consolidatedMemory.trim(),
        Math.floor(budget * CONSOLIDATED_SHARE),
        countTokens,
      )
    : ''
  let left = budget - (consolidated ? countTokens(consolidated) : 0)
  const relevantMemories: string[] = []
  const remembered: NonNullable<ContextSeams['remembered']> = []
  for (const memory of input.ranked) {
    const line = memoryLine(memory)
    const cost = countTokens(line) + LINE_OVERHEAD
    if (cost > left) continue
    left -= cost
    relevantMemories.push(line)
    remembered.push({ memoryId: memory.id, summary: memory.summary, createdAt: memory.createdAt })
  }
  return { consolidatedMemory: consolidated || null, relevantMemories, remembered }
}
