import {
  streamEventSchemas,
  type StreamEventName,
  type ConversationMode,
  type Message,
  type SafetyNotice,
} from '@orion/contracts/chat'
import type { CountryCode } from '@orion/contracts/crisis-lines'
import type { z } from 'zod'
import { ApiRequestError } from '@/lib/api-error'
import { apiRequest } from '@/lib/request'
import { readSseStream } from '@/lib/sse'

export interface SendMessagePayload {
  content: string
  imageUrls: string[]
  documentIds?: string[]
  conversationMode: ConversationMode
  country?: CountryCode
  /** Imagine: the content is also the prompt of a picture drawn for the reply. */
  imagine?: boolean
}

export interface StreamHandlers {
  /** The reply's id: what Stop and a resumed reader name. */
  onTurn?: (turnId: string) => void
  onUserMessage?: (message: Message) => void
  onPersonaStart?: (personaId: string) => void
  onDelta?: (personaId: string, text: string) => void
  onPersonaEnd?: (personaId: string) => void
  onSafety?: (notice: SafetyNotice) => void
  /** The notice that Orion is an AI is due with this turn. */
  onDisclosure?: (text: string) => void
}

/**
 * How a reply ended: stored (complete, or cut where someone pressed Stop: its status says which),
 * or stopped before any text (the user message was removed).
 */
export type TurnEnd = { assistantMessage: Message } | { assistantMessage: null; cancelled: true }

// An `error` event carries the API's error shape; give it the status the plain call would have.
const statusOfCode: Record<string, number> = {
  trial_limit_reached: 402,
  conversation_limit: 409,
  ai_not_configured: 503,
}

/** A dropped connection is resumed this many times, after 0.5 s, 1 s, 2 s... */
const RESUME_ATTEMPTS = 5
const RESUME_FIRST_DELAY_MS = 500

const turnPath = (sessionId: string, turnId: string) =>
  `/api/sessions/${encodeURIComponent(sessionId)}/turns/${encodeURIComponent(turnId)}`

type StreamEvent = {
  [K in StreamEventName]: { name: K; data: z.infer<(typeof streamEventSchemas)[K]> }
}[StreamEventName]

/** One event checked against its contract schema; null for an unknown or malformed one. */
function parseStreamEvent(name: string, data: string): StreamEvent | null {
  if (!Object.hasOwn(streamEventSchemas, name)) return null
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return null
  }
  const result = streamEventSchemas[name as StreamEventName].safeParse(json)
  return result.success ? ({ name, data: result.data } as StreamEvent) : null
}

/** Reads one response's events; answers how the reply ended, or null when the stream broke off. */
async function readTurnEvents(
  body: ReadableStream<Uint8Array>,
  handlers: StreamHandlers,
  position: { turnId: string | null; lastId: number },
): Promise<TurnEnd | null> {
  let end: TurnEnd | null = null
  let failure: ApiRequestError | null = null
  await readSseStream(body, ({ event: name, data, id }) => {
    if (id !== undefined && Number(id) <= position.lastId) return // already seen
    if (id !== undefined) position.lastId = Number(id)
    const event = parseStreamEvent(name, data)
    switch (event?.name) {
      case 'turn':
        position.turnId = event.data.turnId
        return handlers.onTurn?.(event.data.turnId)
      case 'user-message':
        return handlers.onUserMessage?.(event.data)
      case 'persona-start':
        return handlers.onPersonaStart?.(event.data.personaId)
      case 'delta':
        return handlers.onDelta?.(event.data.personaId, event.data.text)
      case 'persona-end':
        return handlers.onPersonaEnd?.(event.data.personaId)
      case 'safety':
        return handlers.onSafety?.(event.data)
      case 'disclosure':
        return handlers.onDisclosure?.(event.data.text)
      case 'done':
        end = { assistantMessage: event.data.assistantMessage }
        return
      case 'cancelled':
        end = { assistantMessage: null, cancelled: true }
        return
      case 'error':
        failure = new ApiRequestError(statusOfCode[event.data.error] ?? 502, data)
    }
  }).catch((error: unknown) => {
    // The connection dropped mid-reply (not the caller's abort): resume it below.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
  })
  if (failure) throw failure
  return end
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/** Reads until the reply ends, resuming after the last event id when the connection drops. */
async function followToEnd(
  sessionId: string,
  first: Response,
  handlers: StreamHandlers,
  position: { turnId: string | null; lastId: number },
  signal?: AbortSignal,
): Promise<TurnEnd> {
  let response = first
  for (let attempt = 0; ; attempt += 1) {
    if (!response.body) throw new Error('The reply stream has no body')
    const end = await readTurnEvents(response.body, handlers, position)
    if (end) return end
    if (!position.turnId || attempt >= RESUME_ATTEMPTS) {
      throw new Error('The reply stream ended before the reply was complete')
    }
    await wait(RESUME_FIRST_DELAY_MS * 2 ** attempt, signal)
    response = await apiRequest(
      'GET',
      `${turnPath(sessionId, position.turnId)}/events?after=${position.lastId}`,
      undefined,
      { signal },
    )
  }
}

/**
 * POST /api/sessions/{id}/messages/stream: calls the handlers as events arrive and resolves with
 * how the reply ended. A dropped connection is resumed (the reply goes on on the server). Rejects
 * with ApiRequestError on an HTTP or `error` event, and with the abort error when `signal` aborts
 * (which only stops reading: Stop is cancelTurn).
 */
export async function streamMessage(
  sessionId: string,
  payload: SendMessagePayload,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<TurnEnd> {
  const path = `/api/sessions/${encodeURIComponent(sessionId)}/messages/stream`
  const response = await apiRequest('POST', path, payload, { signal })
  return followToEnd(sessionId, response, handlers, { turnId: null, lastId: 0 }, signal)
}

/**
 * GET /api/sessions/{id}/turns/{turnId}/events: a reply being written (started in another tab,
 * or before a reload), from its first event, then live. Rejects with a 404 ApiRequestError once
 * the reply has ended (it is then in the session's messages).
 */
export async function followTurn(
  sessionId: string,
  turnId: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<TurnEnd> {
  const response = await apiRequest('GET', `${turnPath(sessionId, turnId)}/events`, undefined, {
    signal,
  })
  return followToEnd(sessionId, response, handlers, { turnId, lastId: 0 }, signal)
}

/** POST /api/sessions/{id}/turns/{turnId}/cancel: Stop, for every tab reading this reply. */
export async function cancelTurn(sessionId: string, turnId: string): Promise<void> {
  await apiRequest('POST', `${turnPath(sessionId, turnId)}/cancel`)
}
