import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import type { UserRow } from '../../db/schema/users'
import type { AiProvider } from '../../platform/ai/ai-provider'
import type { ChatService } from '../chat/chat.service'
import type { UsersService } from '../users/users.service'
import { memoryImportRoutes } from './memory-import.routes'
import { createMemoryRepository } from './memory.repository'
import { memoryRoutes } from './memory.routes'
import { createMemoryService } from './memory.service'
import { createSessionMemory } from './session-memory'
import { createSmartSummary } from './smart-summary'

export interface MemoryFeatureDependencies {
  db: Database
  ai: AiProvider | null
  usersService: UsersService
  /** Session summaries read the conversation; a memory may only name one of its owner's sessions. */
  chatService: ChatService
}

/**
 * Memories, the consolidated memory, Smart Summary, import and session summaries. Returns the
 * memory service and what each chat turn is given from memory (`contextSeams`).
 */
export async function registerMemoryFeature(app: FastifyInstance, deps: MemoryFeatureDependencies) {
  const { ai, chatService } = deps
  const repository = createMemoryRepository(deps.db)
  const memoryService = createMemoryService(repository, deps)
  const ownSessionId = async (user: UserRow, sessionId: string | null | undefined) => {
    if (!sessionId) return null
    try {
      return (await chatService.get(user, sessionId, { limit: 1 })).id
    } catch {
      return null
    }
  }
  await app.register(memoryRoutes, {
    memoryService,
    generateSummary: createSmartSummary({ ai, repository, memoryService }),
    summarizeSession: createSessionMemory({ ai, chatService, memoryService }),
    ownSessionId,
  })
  await app.register(memoryImportRoutes, { memoryService })
  return {
    memoryService,
    contextSeams: (user: UserRow, input: { content: string }) =>
      memoryService.contextSeams(user, input.content),
  }
}
