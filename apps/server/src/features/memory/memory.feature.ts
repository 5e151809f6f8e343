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

/**
 * Memories, the consolidated memory, Smart Summary, import and session summaries. Created before
 * the chat (whose turns read `contextSeams`), registered after it (summaries read sessions).
 */
export function createMemoryFeature(options: {
  db: Database
  ai: AiProvider | null
  usersService: UsersService
}) {
  const repository = createMemoryRepository(options.db)
  const memoryService = createMemoryService(repository, options)

  async function register(app: FastifyInstance, { chatService }: { chatService: ChatService }) {
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
      generateSummary: createSmartSummary({ ai: options.ai, repository, memoryService }),
      summarizeSession: createSessionMemory({ ai: options.ai, chatService, memoryService }),
      ownSessionId,
    })
    await app.register(memoryImportRoutes, { memoryService })
  }

  return {
    memoryService,
    contextSeams: (user: UserRow, input: { content: string }) =>
      memoryService.contextSeams(user, input.content),
    register,
  }
}
