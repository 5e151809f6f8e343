import { z } from 'zod'
import { documentSchema } from './uploads'
import { countryCodeSchema } from './crisis-lines'

// Sessions, messages, the send-message payload, stream events and the subscription status.

export const DEFAULT_SESSION_TITLE = 'New Conversation'
export const CONVERSATION_TOKEN_LIMIT = 800_000
export const FREE_TRIAL_MESSAGES = 15
export const MESSAGE_MAX_LENGTH = 32_000
export const EXPORT_FORMATS = ['pdf', 'txt', 'html', 'json'] as const

export const conversationModeSchema = z.enum(['conversational', 'research'])
export type ConversationMode = z.infer<typeof conversationModeSchema>

export const sessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The spec's sessionId: equal to id (kept for the original client's field name). */
  sessionId: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isFavorite: z.boolean(),
})
export type Session = z.infer<typeof sessionSchema>

/** One persona of the three (GET /api/personas). */
export const personaSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  /** This persona's read-aloud voice on the speech server; null: the server's default voice. */
  voice: z.string().nullable().optional(),
})
export type Persona = z.infer<typeof personaSchema>

/** How urgent a risk of self-harm or suicide is. */
export const RISK_LEVELS = ['none', 'concern', 'high', 'imminent'] as const
export const riskLevelSchema = z.enum(RISK_LEVELS)
export type RiskLevel = z.infer<typeof riskLevelSchema>

export const safetyNoticeSchema = z.object({
  /** The conversation signals a risk of self-harm or suicide: the app shows crisis resources. */
  crisis: z.boolean(),
  /** The risk the panel answers: imminent puts emergency services first. */
  level: riskLevelSchema,
})
export type SafetyNotice = z.infer<typeof safetyNoticeSchema>

export const messageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  role: z.enum(['user', 'assistant']),
  /** Assistant content holds persona markers: see personaMarker() / splitPersonaParts(). */
  content: z.string(),
  timestamp: z.string(),
  imageUrls: z.array(z.string()),
  conversationMode: conversationModeSchema,
  /** 'complete', or 'cancelled' when the person stopped the reply (the stored text is what was streamed). */
  status: z.enum(['complete', 'cancelled']),
  safety: safetyNoticeSchema.nullable(),
  /** The notice that Orion is an AI was shown with this message (start of a conversation, every 3 h). */
  aiDisclosure: z.boolean().optional(),
  /** Memories the companion used for this reply (assistant messages), shown as "remembered". */
  remembered: z.array(z.object({ memoryId: z.string(), summary: z.string() })).optional(),
  /** The person's About Me (Settings) was in this reply's context: shown with "remembered". */
  aboutMeUsed: z.boolean().optional(),
  /** The person's latest Fitbit reading was in this reply's context: shown with "remembered". */
  wearableUsed: z.boolean().optional(),
  /** Documents sent with a user message (chips); absent when there are none. */
  documents: z.array(documentSchema).optional(),
})
export type Message = z.infer<typeof messageSchema>

export const sessionWithMessagesSchema = sessionSchema.extend({
  messages: z.array(messageSchema),
  /** True when older messages exist before the first one returned (GET ...?before=<messageId>). */
  hasMoreBefore: z.boolean(),
  /** Tokens used by the conversation so far, against CONVERSATION_TOKEN_LIMIT. */
  tokensUsed: z.number().int(),
  /**
   * A reply still being written in this conversation (another tab, or before a reload): read it
   * with GET /api/sessions/{id}/turns/{activeTurnId}/events. Absent when there is none.
   */
  activeTurnId: z.string().optional(),
})
export type SessionWithMessages = z.infer<typeof sessionWithMessagesSchema>

/** The most sessions one page of GET /api/sessions?limit= holds. */
export const SESSION_PAGE_MAX = 200

/** A page's cursor: the last listed session's creation time (to the microsecond) and id. */
export const SESSION_CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export const sessionListQuerySchema = z.object({
  /** Full-text search over titles and message text (the History page's 'Search your memories...'). */
  search: z.string().trim().max(200).optional(),
  favorites: z.enum(['true', 'false']).optional(),
  /**
   * Paging (decision 0021): at most this many sessions, and a `Link: <...>; rel="next"` header
   * while more follow. Without it, every session (the answer stays a bare array either way).
   */
  limit: z.coerce.number().int().min(1).max(SESSION_PAGE_MAX).optional(),
  /** The `cursor` of the previous page's `rel="next"` link. */
  cursor: z
    .string()
    .regex(SESSION_CURSOR_PATTERN, "cursor: use the one of the previous page's Link header")
    .optional(),
})

export const renameSessionSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'A title is required')
    .max(200, 'Title cannot exceed 200 characters'),
})
export const favoriteSessionSchema = z.object({ isFavorite: z.boolean() })
export const deleteSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
})

/** A picture Orion stored (an upload or a drawing), as the gallery and uploads hand it out. */
const STORED_IMAGE_PATH = /^\/api\/images\/[0-9a-f-]{36}(?:\?[A-Za-z0-9=&%._~-]*)?$/i
export const IMAGE_URL_MESSAGE =
  'An image must be an https:// link or a picture stored in Orion (/api/images/...).'

/** Issue 18: only https: links and Orion's own stored pictures (never javascript:, data:, http:). */
export function isMessageImageUrl(value: string): boolean {
  if (value.startsWith('/')) return STORED_IMAGE_PATH.test(value)
  if (!/^https:\/\//i.test(value) || /[\s\\]/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

export const messageImageUrlSchema = z
  .string()
  .max(2048)
  .refine(isMessageImageUrl, IMAGE_URL_MESSAGE)

export const sendMessageSchema = z.object({
  content: z
    .string()
    .max(MESSAGE_MAX_LENGTH, `A message cannot exceed ${MESSAGE_MAX_LENGTH} characters`)
    .default(''),
  imageUrls: z.array(messageImageUrlSchema).max(10).default([]),
  /** Ids from POST /api/documents/upload: the documents go with this message. */
  documentIds: z.array(z.string().max(100)).max(10).default([]),
  conversationMode: conversationModeSchema.default('conversational'),
  /** The browser's guess of the person's country, used until one is chosen in Settings. */
  country: countryCodeSchema.optional(),
  /**
   * The Imagine action: the message's text is also the prompt of a picture, drawn before the
   * reply and shown in it (and kept in the gallery). Needs an image provider.
   */
  imagine: z.boolean().default(false),
})
export type SendMessage = z.input<typeof sendMessageSchema>

export const sendMessageResponseSchema = z.object({
  userMessage: messageSchema,
  assistantMessage: messageSchema,
})

/** The notice shown at the start of every conversation and after 3 hours of use (SB 243). */
export const AI_DISCLOSURE_TEXT =
  'Orion is an AI, not a human. It cannot feel emotions, and it is not a therapist. If you are in crisis, please reach out to a person: a crisis line or emergency services.'
/** How long a conversation may go on before the notice is shown again. */
export const AI_DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000

/**
 * Server-Sent Events of POST /api/sessions/{id}/messages/stream (and of
 * GET /api/sessions/{id}/turns/{turnId}/events, which replays them), in order:
 * turn (the id to resume or stop this reply with), user-message, disclosure (when the AI notice is
 * due), then per persona persona-start / delta... / persona-end (personas may interleave), then
 * done, error or cancelled. safety comes before the first delta when the local check or the
 * conversation carries a risk, and again mid-reply when the model check raises it. Each event has
 * an `id:` (1, 2, ...): send the last one seen as Last-Event-ID (or ?after=) to resume.
 * A reply stopped after some text ends with done (its status is 'cancelled'); stopped before any
 * text, with cancelled (the user message was removed).
 */
export const streamEventSchemas = {
  turn: z.object({ turnId: z.string() }),
  'user-message': messageSchema,
  'persona-start': z.object({ personaId: z.string() }),
  delta: z.object({ personaId: z.string(), text: z.string() }),
  'persona-end': z.object({ personaId: z.string() }),
  safety: safetyNoticeSchema,
  disclosure: z.object({ text: z.string() }),
  done: z.object({ assistantMessage: messageSchema }),
  error: z.object({ error: z.string(), message: z.string() }),
  cancelled: z.object({ turnId: z.string() }),
} as const
export type StreamEventName = keyof typeof streamEventSchemas

/** GET /api/subscription/status: the trial and the subscription together. */
export const subscriptionStatusSchema = z.object({
  /** trial: never subscribed; the others follow the Stripe subscription (canceled -> cancelled). */
  subscriptionStatus: z.enum([
    'trial',
    'active',
    'past_due',
    'incomplete',
    'paused',
    'cancelled',
    'expired',
  ]),
  /** Free-trial messages left; null when unlimited (subscriber, exempt, or no billing here). */
  messagesRemaining: z.number().int().nullable(),
  subscriptionRequired: z.boolean(),
  isExempt: z.boolean(),
  /** A subscription gives unlimited messages now. */
  isActive: z.boolean(),
  /** Active but ending at currentPeriodEnd ("Subscription Ending"). */
  cancelAtPeriodEnd: z.boolean(),
  /** When the paid period ends (renews, or access ends when cancelling); ISO 8601. */
  currentPeriodEnd: z.iso.datetime().nullable(),
  stripeCustomerId: z.string().nullable(),
  /** False when this server has no payment provider: then nothing limits messages. */
  billingEnabled: z.boolean(),
})
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>

/** POST /api/openai/messages. */
export const openAiMessagesRequestSchema = z.object({
  messages: z
    .array(
      z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string().max(200_000) }),
    )
    .min(1, 'At least one message is required')
    .max(200),
  sessionId: z.string().optional(),
  useO3Model: z.boolean().optional(),
  temperature: z.number().min(0).max(2).optional(),
})
export type OpenAiMessagesRequest = z.infer<typeof openAiMessagesRequestSchema>
export const openAiMessagesResponseSchema = z.object({ content: z.string() })

// Persona markers: each persona's part of a stored reply starts with a marker line.
const MARKER = /^\[\[persona:([a-z0-9-]+)\]\]$/

export function personaMarker(personaId: string): string {
  return `[[persona:${personaId}]]`
}

export interface PersonaPart {
  personaId: string | null
  text: string
}

/** Splits stored assistant content into its persona parts (text before any marker has personaId null). */
export function splitPersonaParts(content: string): PersonaPart[] {
  const parts: PersonaPart[] = []
  let current: PersonaPart = { personaId: null, text: '' }
  for (const line of content.split('\n')) {
    const match = MARKER.exec(line.trim())
    if (match) {
      if (current.personaId !== null || current.text.trim() !== '') parts.push(current)
      current = { personaId: match[1]!, text: '' }
    } else {
      current.text += current.text === '' ? line : `\n${line}`
    }
  }
  if (current.personaId !== null || current.text.trim() !== '') parts.push(current)
  return parts.map((part) => ({ ...part, text: part.text.trim() }))
}

export function joinPersonaParts(parts: { personaId: string; text: string }[]): string {
  return parts.map((part) => `${personaMarker(part.personaId)}\n${part.text.trim()}`).join('\n\n')
}
