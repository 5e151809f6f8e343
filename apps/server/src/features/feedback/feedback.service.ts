import type { FeedbackRequest } from '@orion/contracts/feedback'
import type { FeedbackRepository } from './feedback.repository'

export function createFeedbackService(repository: FeedbackRepository) {
  return {
    /** Stores feedback; the row is committed before the caller acknowledges it. */
    async submit(
      input: FeedbackRequest,
      context: { userId: string | null; userAgent: string | null },
    ) {
      const created = await repository.insert({
        userId: context.userId,
        name: input.name || null,
        email: input.email || null,
        feedback: input.feedback,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
      })
      return { id: created.id, createdAt: created.createdAt.toISOString() }
    },
  }
}
export type FeedbackService = ReturnType<typeof createFeedbackService>
