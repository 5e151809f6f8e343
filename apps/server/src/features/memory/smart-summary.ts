import { CONSOLIDATED_MEMORY_MAX } from '@orion/contracts/memory'
import type { UserRow } from '../../db/schema/users'
import type { AiProvider } from '../../platform/ai/ai-provider'
import {
  completeTask,
  requireModel,
  taskBudget,
  truncateToTokens,
} from '../../platform/ai/model-task'
import { AppError } from '../../plugins/app-error'
import { memoryLine } from './memory-context'
import type { MemoryRepository } from './memory.repository'
import type { MemoryService } from './memory.service'

// POST /api/memories/generate-summary, "Smart Summary": the model folds every
// memory (and the consolidated memory so far, so hand-written Additional Context is kept) into
// one consolidated memory. What is sent never exceeds the model's context window minus the reply:
// when the memories do not fit, they are summarised in batches and the batch summaries combined.

export const NO_MEMORIES_MESSAGE = 'You have no memories to summarise yet.'
const FINAL_INSTRUCTIONS = `You keep the long-term memory of an AI companion. Consolidate the notes below into one clear profile of the person, which the companion will read before every conversation: who they are, the people in their life, what they care about, their goals, preferences, important events (with dates when known) and how they have been feeling. Merge duplicates, prefer newer information when notes disagree, and leave out trivia. Write plain text with short headings, at most ${CONSOLIDATED_MEMORY_MAX.toLocaleString('en-US')} characters.`
const BATCH_INSTRUCTIONS =
  'You keep the long-term memory of an AI companion. Condense the notes below about the person into a compact summary that keeps every fact that matters: people, preferences, goals, important events with dates, and feelings. Plain text.'
/** The consolidated memory is long: its reply may take up to this many tokens. */
const REPLY_CAP = 8192
/** Rounds of batch summaries before what is left is cut to fit. */
const MAX_ROUNDS = 4

/** Packs items into batches of at most `maxTokens` each (an item too long on its own is cut). */
export function packBatches(
  items: string[],
  maxTokens: number,
  countTokens: (text: string) => number,
): string[] {
  const batches: string[] = []
  let current: string[] = []
  let used = 0
  for (const raw of items) {
    const item = truncateToTokens(raw, maxTokens - 2, countTokens)
    const cost = countTokens(item) + 2
    if (used + cost > maxTokens && current.length > 0) {
      batches.push(current.join('\n\n'))
      current = []
      used = 0
    }
    current.push(item)
    used += cost
  }
  if (current.length > 0) batches.push(current.join('\n\n'))
  return batches
}

export function createSmartSummary(deps: {
  ai: AiProvider | null
  repository: MemoryRepository
  memoryService: MemoryService
}) {
  return async function generateSummary(user: UserRow): Promise<{ summaryLength: number }> {
    const memories = await deps.repository.listOldestFirst(user.id)
    if (memories.length === 0) throw AppError.badRequest(NO_MEMORIES_MESSAGE)
    const ai = requireModel(deps.ai)
    const countTokens = (text: string) => ai.countTokens(text)
    const budgetFor = (instructions: string) =>
      taskBudget(ai, { replyCap: REPLY_CAP, instructions })
    const roomFor = (instructions: string) => budgetFor(instructions).inputTokens

    const ask = (instructions: string, notes: string) =>
      completeTask(ai, {
        instructions,
        input: `Notes:\n\n${notes}`,
        temperature: 0.2,
        replyTokens: budgetFor(instructions).replyTokens,
      })

    const { consolidatedMemory } = await deps.memoryService.consolidatedMemory(user)
    let items = [
      ...(consolidatedMemory ? [`Consolidated memory so far:\n${consolidatedMemory}`] : []),
      ...memories.map((memory) => `- ${memoryLine(memory)}`),
    ]
    const finalRoom = roomFor(FINAL_INSTRUCTIONS)
    const batchRoom = roomFor(BATCH_INSTRUCTIONS)
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const batches = packBatches(items, finalRoom, countTokens)
      if (batches.length === 1) break
      const condensed: string[] = []
      for (const batch of packBatches(items, batchRoom, countTokens)) {
        condensed.push(await ask(BATCH_INSTRUCTIONS, batch))
      }
      items = condensed
    }
    const notes = truncateToTokens(items.join('\n\n'), finalRoom, countTokens)
    const summary = (await ask(FINAL_INSTRUCTIONS, notes)).slice(0, CONSOLIDATED_MEMORY_MAX)
    const saved = await deps.memoryService.saveConsolidatedMemory(user.id, summary)
    return { summaryLength: saved.consolidatedMemory?.length ?? 0 }
  }
}
