import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import type { AiProvider } from '../../platform/ai/ai-provider'
import type { ChatService } from '../chat/chat.service'
import { createJournalRepository } from './journal.repository'
import { journalRoutes } from './journal.routes'
import { createJournalService } from './journal.service'
import { createNotebooksRepository } from './notebooks.repository'
import { notebooksRoutes } from './notebooks.routes'
import { createNotebooksService } from './notebooks.service'
import { researchSummaryRoutes } from './research-summary.routes'
import { createResearchSummary } from './research-summary.service'

export interface JournalFeatureDependencies {
  db: Database
  /** The research model writes research summaries into the journal. */
  ai: AiProvider | null
  /** A research summary reads the conversation it summarises. */
  chatService: ChatService
}

/** Journal entries, notebooks and research summaries; returns the services other features may call. */
export async function registerJournalFeature(
  app: FastifyInstance,
  deps: JournalFeatureDependencies,
) {
  const journalService = createJournalService(createJournalRepository(deps.db))
  const notebooksService = createNotebooksService(createNotebooksRepository(deps.db))
  await app.register(journalRoutes, { journalService })
  await app.register(notebooksRoutes, { notebooksService })
  await app.register(researchSummaryRoutes, {
    writeResearchSummary: createResearchSummary({
      ai: deps.ai,
      chatService: deps.chatService,
      journalService,
    }),
  })
  return { journalService, notebooksService }
}
