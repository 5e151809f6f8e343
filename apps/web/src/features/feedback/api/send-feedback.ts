import type { FeedbackRequest } from '@orion/contracts/feedback'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'

/** POST /api/feedback; the answer is not read. */
export async function sendFeedback({ name, email, feedback }: FeedbackRequest): Promise<void> {
  await apiRequest('POST', '/api/feedback', { name, email, feedback })
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback })
}
