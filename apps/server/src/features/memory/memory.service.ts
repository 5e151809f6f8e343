import {
  MEMORY_TOKEN_BUDGET,
  estimateMemoryTokens,
  parseMemoryImport,
  type CreateMemory,
  type Memory,
} from '@orion/contracts/memory'
import type { UserRow } from '../../db/schema/users'
import { usableModel, type AiProvider } from '../../platform/ai/ai-provider'
import { AppError } from '../../plugins/app-error'
import type { ContextSeams } from '../chat/chat.service'
import type { UsersService } from '../users/users.service'
import { selectMemoryContext } from './memory-context'
import type { BudgetFields, MemoryColumns, MemoryRepository, NewMemory } from './memory.repository'

// Memories and the consolidated memory.

export const memoryNotFound = () => AppError.notFound('Memory not found')
export const MEMORY_BUDGET_MESSAGE =
  'Your memory is full (250,000 tokens). Delete or shorten some memories, or use Smart Summary, before saving more.'
export const memoryBudgetExceeded = () =>
  new AppError(409, 'memory_budget_exceeded', MEMORY_BUDGET_MESSAGE)
export const NOTHING_TO_IMPORT_MESSAGE = 'The file holds no text to import.'

/** Candidates read for each chat turn; the token share decides how many are used. */
const CONTEXT_CANDIDATES = 30

type CreateInput = Omit<NewMemory, 'userId' | 'keywords' | 'emotionalContext'> &
  Pick<BudgetFields, 'keywords' | 'emotionalContext'>

export function toMemory(row: MemoryColumns): Memory {
  return {
    memoryId: row.id,
    summary: row.summary,
    keywords: row.keywords,
    emotionalContext: row.emotionalContext,
    conversationDate: row.conversationDate,
    conversationTitle: row.conversationTitle,
    source: row.source,
    sessionId: row.sessionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const totalTokens = (memories: Pick<BudgetFields, 'summary' | 'keywords' | 'emotionalContext'>[]) =>
  memories.reduce((sum, memory) => sum + estimateMemoryTokens(memory), 0)

export function createMemoryService(
  repository: MemoryRepository,
  deps: { usersService: UsersService; ai: AiProvider | null },
) {
  /** Stores memories unless they would take the person past MEMORY_TOKEN_BUDGET (409). */
  async function store(userId: string, rows: CreateInput[]): Promise<MemoryColumns[]> {
    return repository.withBudgetLock(userId, async (existing, tx) => {
      if (totalTokens(existing) + totalTokens(rows) > MEMORY_TOKEN_BUDGET) {
        throw memoryBudgetExceeded()
      }
      return repository.insert(
        rows.map((row) => ({ ...row, userId })),
        tx,
      )
    })
  }

  return {
    async list(userId: string) {
      const rows = await repository.list(userId)
      return {
        memories: rows.map(toMemory),
        tokensUsed: totalTokens(rows),
        tokenBudget: MEMORY_TOKEN_BUDGET,
      }
    },

    /** `sessionId`: the session the memory came from, already checked to be the person's own. */
    async create(userId: string, input: CreateMemory, sessionId: string | null): Promise<Memory> {
      const [row] = await store(userId, [
        {
          summary: input.summary,
          keywords: input.keywords ?? [],
          emotionalContext: input.emotionalContext || null,
          conversationDate: input.conversationDate || null,
          conversationTitle: input.conversationTitle || null,
          sessionId,
          source: input.source ?? 'message',
        },
      ])
      return toMemory(row!)
    },

    /** Stores a memory another part of the memory feature produced (a summarised session). */
    async createFrom(userId: string, row: CreateInput): Promise<Memory> {
      const [created] = await store(userId, [row])
      return toMemory(created!)
    },

    async updateSummary(userId: string, memoryId: string, summary: string): Promise<Memory> {
      const row = await repository.withBudgetLock(userId, async (existing, tx) => {
        const current = existing.find((memory) => memory.id === memoryId)
        if (!current) throw memoryNotFound()
        const changed = { ...current, summary }
        const others = existing.filter((memory) => memory.id !== memoryId)
        // Shortening is always allowed: it is how a full memory is made to fit again.
        const grows = estimateMemoryTokens(changed) > estimateMemoryTokens(current)
        if (grows && totalTokens(others) + estimateMemoryTokens(changed) > MEMORY_TOKEN_BUDGET) {
          throw memoryBudgetExceeded()
        }
        return repository.updateSummary(userId, memoryId, summary, tx)
      })
      if (!row) throw memoryNotFound()
      return toMemory(row)
    },

    async remove(userId: string, memoryId: string) {
      if (!(await repository.remove(userId, memoryId))) throw memoryNotFound()
      return { success: true as const }
    },

    /** POST /api/memories/import: every memory in the text, all or none (budget). */
    async importText(userId: string, text: string): Promise<{ count: number }> {
      const parsed = parseMemoryImport(text)
      if (parsed.length === 0) throw AppError.badRequest(NOTHING_TO_IMPORT_MESSAGE)
      const rows = await store(
        userId,
        parsed.map((memory) => ({ ...memory, source: 'import' as const, sessionId: null })),
      )
      return { count: rows.length }
    },

    async consolidatedMemory(user: UserRow) {
      const fresh = (await deps.usersService.findById(user.id)) ?? user
      return {
        consolidatedMemory: fresh.consolidatedMemory,
        // users has no separate timestamp for it: the row's last change.
        updatedAt: fresh.consolidatedMemory === null ? null : fresh.updatedAt.toISOString(),
      }
    },

    async saveConsolidatedMemory(userId: string, text: string) {
      const trimmed = text.trim()
      const saved = await deps.usersService.saveConsolidatedMemory(userId, trimmed || null)
      return {
        consolidatedMemory: saved.consolidatedMemory,
        updatedAt: saved.consolidatedMemory === null ? null : saved.updatedAt.toISOString(),
      }
    },

    /** The chat's context seams for one message (the chat calls this for every turn). */
    async contextSeams(user: UserRow, message: string): Promise<ContextSeams> {
      const ai = usableModel(deps.ai)
      if (!ai) return {}
      const ranked = await repository.rankedFor(user.id, message, CONTEXT_CANDIDATES)
      return selectMemoryContext({
        consolidatedMemory: user.consolidatedMemory,
        ranked,
        countTokens: (text) => ai.countTokens(text),
        contextWindow: ai.contextWindow,
      })
    },
  }
}
export type MemoryService = ReturnType<typeof createMemoryService>
