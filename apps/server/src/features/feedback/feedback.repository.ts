import type { Database } from '../../db/client'
import { feedback } from '../../db/schema/feedback'

export interface NewFeedback {
  userId: string | null
  name: string | null
  email: string | null
  feedback: string
  userAgent: string | null
}

export function createFeedbackRepository(db: Database) {
  return {
    async insert(row: NewFeedback) {
      const [created] = await db
        .insert(feedback)
        .values(row)
        .returning({ id: feedback.id, createdAt: feedback.createdAt })
      if (!created) throw new Error('insert returned no row')
      return created
    },
  }
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
