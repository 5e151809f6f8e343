import type { OpenAiMessagesRequest } from '@orion/contracts/chat'
import type { UserRow } from '../../db/schema/users'
import type { AiProvider } from '../../platform/ai/ai-provider'
import { callModel, messagesTokens, requireModel, taskBudget } from '../../platform/ai/model-task'
import { AppError } from '../../plugins/app-error'
import type { ChatRepository } from './chat.repository'
import { sessionNotFound } from './chat.service'

// A direct completion the web app asks for (research summaries written in the browser): the
// messages as sent, capped to what the model accepts in one request.

export function createDirectCompletion(deps: {
  ai: AiProvider | null
  repository: ChatRepository
}) {
  return async function complete(
    user: UserRow,
    request: OpenAiMessagesRequest,
    signal: AbortSignal,
  ): Promise<{ content: string }> {
    const { messages, sessionId, useO3Model, temperature } = request
    const ai = requireModel(deps.ai)
    if (sessionId && !(await deps.repository.findSession(user.id, sessionId))) {
      throw sessionNotFound()
    }
    const budget = taskBudget(ai)
    const tokens = messagesTokens(ai, messages)
    if (tokens > budget.inputTokens) {
      throw AppError.badRequest(
        `The messages are too long for the model: ${tokens} tokens, the limit is ${budget.inputTokens}.`,
      )
    }
    const content = await callModel(() =>
      ai.complete({
        messages,
        model: useO3Model ? 'research' : 'default',
        temperature,
        maxTokens: budget.replyTokens,
        signal,
      }),
    )
    return { content }
  }
}
export type DirectCompletion = ReturnType<typeof createDirectCompletion>
