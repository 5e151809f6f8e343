import {
  streamEventSchemas,
  type ConversationMode,
  type Message,
  type SafetyNotice,
} from '@orion/contracts/chat'
import type { CountryCode } from '@orion/contracts/crisis-lines'
import { ApiRequestError } from '@/lib/api-error'
import { apiRequest } from '@/lib/request'
import { readSseStream } from '@/lib/sse'

export interface SendMessagePayload {
  content: string
  imageUrls: string[]
  documentIds?: string[]
  conversationMode: ConversationMode
  country?: CountryCode
}

export interface StreamHandlers {
  onUserMessage?: (message: Message) => void
  onPersonaStart?: (personaId: string) => void
  onDelta?: (personaId: string, text: string) => void
  onPersonaEnd?: (personaId: string) => void
  onSafety?: (notice: SafetyNotice) => void
  /** The notice that Orion is an AI is due with this turn. */
  onDisclosure?: (text: string) => void
}

// An `error` event carries the API's error shape; give it the status the plain call would have.
const statusOfCode: Record<string, number> = {
  trial_limit_reached: 402,
  conversation_limit: 409,
  ai_not_configured: 503,
}

/**
 * POST /api/sessions/{id}/messages/stream: calls the handlers as events arrive and resolves with
 * the stored assistant message (`done`). Rejects with ApiRequestError on an HTTP or `error` event,
 * and with the abort error when `signal` aborts.
 */
export async function streamMessage(
  sessionId: string,
  payload: SendMessagePayload,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<Message> {
  const path = `/api/sessions/${encodeURIComponent(sessionId)}/messages/stream`
  const response = await apiRequest('POST', path, payload, { signal })
  if (!response.body) throw new Error('The reply stream has no body')
  let assistantMessage: Message | null = null
  let failure: ApiRequestError | null = null
  await readSseStream(response.body, ({ event, data }) => {
    const value = JSON.parse(data) as Record<string, unknown>
    switch (event) {
      case 'user-message':
        return handlers.onUserMessage?.(value as unknown as Message)
      case 'persona-start':
        return handlers.onPersonaStart?.(String(value.personaId))
      case 'delta':
        return handlers.onDelta?.(String(value.personaId), String(value.text))
      case 'persona-end':
        return handlers.onPersonaEnd?.(String(value.personaId))
      case 'safety': {
        // What decides the crisis panel is checked against its contract, never guessed.
        const notice = streamEventSchemas.safety.safeParse(value)
        return notice.success ? handlers.onSafety?.(notice.data) : undefined
      }
      case 'disclosure': {
        const disclosure = streamEventSchemas.disclosure.safeParse(value)
        return disclosure.success ? handlers.onDisclosure?.(disclosure.data.text) : undefined
      }
      case 'done':
        assistantMessage = value.assistantMessage as Message
        return
      case 'error':
        failure = new ApiRequestError(statusOfCode[String(value.error)] ?? 502, data)
    }
  })
  if (failure) throw failure
  if (!assistantMessage) throw new Error('The reply stream ended before the reply was complete')
  return assistantMessage
}
