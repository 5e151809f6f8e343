import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import { createFeedbackRepository } from './feedback.repository'
import { feedbackRoutes } from './feedback.routes'
import { createFeedbackService } from './feedback.service'

/** Feedback from anyone, signed in or not. */
export async function registerFeedbackFeature(app: FastifyInstance, deps: { db: Database }) {
  const feedbackService = createFeedbackService(createFeedbackRepository(deps.db))
  await app.register(feedbackRoutes, { feedbackService })
  return { feedbackService }
}
