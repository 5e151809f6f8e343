import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { createJournalRepository } from './journal.repository'
import { journalRoutes } from './journal.routes'
import { createJournalService } from './journal.service'
import { createNotebooksRepository } from './notebooks.repository'
import { notebooksRoutes } from './notebooks.routes'
import { createNotebooksService } from './notebooks.service'

/** Journal entries and notebooks; returns the services other features may call. */
export async function registerJournalFeature(app: FastifyInstance, options: { db: Database }) {
  const journalService = createJournalService(createJournalRepository(options.db))
  const notebooksService = createNotebooksService(createNotebooksRepository(options.db))
  await app.register(journalRoutes, { journalService })
  await app.register(notebooksRoutes, { notebooksService })
  return { journalService, notebooksService }
}
