import { aiNotConfigured } from '../chat/chat.service'
import { AiProviderError, type AiProvider } from '../../platform/ai/ai-provider'
import { AppError } from '../../plugins/app-error'

// How the memory feature's model calls fail, in the chat's words: 503 when no model is
// configured, 502 when the model could not answer.

export function requireAi(ai: AiProvider | null): AiProvider {
  if (!ai) throw aiNotConfigured()
  return ai
}

export async function askModel<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AiProviderError) throw new AppError(502, 'ai_unavailable', error.message)
    throw error
  }
}

export const emptyModelReply = () =>
  new AppError(502, 'ai_unavailable', 'The AI model returned an empty reply. Please try again.')
