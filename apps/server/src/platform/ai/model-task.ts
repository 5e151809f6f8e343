import { splitPersonaParts } from '@orion/contracts/chat'
import { AppError } from '../../plugins/app-error'
import {
  AiProviderError,
  usableModel,
  type AiProvider,
  type CompletionRequest,
} from './ai-provider'

// One place for what every feature does around a model call: the 503 when no model is configured,
// the token budget of a request, a conversation as a transcript that fits it, the call itself,
// and the one HTTP answer a provider failure becomes. The chat, memory, journal and safety
// features call the model through here; later model tasks (documents, images, check-ins) should too.

export const AI_NOT_CONFIGURED_MESSAGE =
  'No AI model is configured on this server. Set AI_BASE_URL, AI_API_KEY and AI_MODEL (any OpenAI-compatible server), or AI_LOCAL_MODEL, and restart.'
export const EMPTY_REPLY_MESSAGE = 'The AI model returned an empty reply. Please try again.'

/** Per-message framing tokens the chat template adds (role, separators). */
export const MESSAGE_OVERHEAD = 4
/** Framing of a whole instructions + input request (roles, separators), beyond its own text. */
export const REQUEST_FRAMING_TOKENS = 64
/** Framing of one transcript line (the blank line that separates it from the next). */
const LINE_OVERHEAD = 2

export const aiNotConfigured = () =>
  new AppError(503, 'ai_not_configured', AI_NOT_CONFIGURED_MESSAGE)

/** The model, or the 503 that says none is configured. */
export function requireModel(ai: AiProvider | null): AiProvider {
  const usable = usableModel(ai)
  if (!usable) throw aiNotConfigured()
  return usable
}

/** Tokens kept free for a reply: a quarter of the window, at most `cap`. */
export function replyReserve(contextWindow: number, cap = 2048): number {
  return Math.min(cap, Math.floor(contextWindow / 4))
}

export interface TaskBudget {
  /** The most the reply may take. */
  replyTokens: number
  /** What is left for the input once the reply and the instructions are counted. */
  inputTokens: number
}

/** How one request shares the model's window between the reply, the instructions and the input. */
export function taskBudget(
  ai: AiProvider,
  options: { replyCap?: number; instructions?: string } = {},
): TaskBudget {
  const replyTokens = replyReserve(ai.contextWindow, options.replyCap)
  const instructions =
    options.instructions === undefined
      ? 0
      : ai.countTokens(options.instructions) + REQUEST_FRAMING_TOKENS
  return { replyTokens, inputTokens: ai.contextWindow - replyTokens - instructions }
}

/** Tokens of a list of messages as the model counts them. */
export function messagesTokens(ai: AiProvider, messages: { content: string }[]): number {
  return messages.reduce(
    (sum, message) => sum + ai.countTokens(message.content) + MESSAGE_OVERHEAD,
    0,
  )
}

/** `text` cut (with an ellipsis) to at most `maxTokens`. */
export function truncateToTokens(
  text: string,
  maxTokens: number,
  countTokens: (text: string) => number,
): string {
  if (maxTokens <= 0) return ''
  let tokens = countTokens(text)
  let result = text
  while (tokens > maxTokens && result.length > 0) {
    const keep = Math.floor(result.length * (maxTokens / tokens) * 0.95)
    result = `${result.slice(0, Math.max(0, keep - 1)).trimEnd()}…`
    if (keep <= 1) return ''
    tokens = countTokens(result)
  }
  return result
}

/** A conversation as the model tasks read it (ChatService.exportInput gives one). */
export interface ConversationText {
  userName: string
  personas: { id: string; name: string }[]
  messages: { role: 'user' | 'assistant'; content: string }[]
}

export interface Transcript {
  text: string
  /** Messages left out (the oldest) because the conversation did not fit. */
  omitted: number
}

/** The newest messages as "Name: words" lines that fit `maxTokens`, oldest first. */
export function transcriptOf(
  conversation: ConversationText,
  maxTokens: number,
  countTokens: (text: string) => number,
): Transcript {
  const names = new Map(conversation.personas.map((persona) => [persona.id, persona.name]))
  const lines = conversation.messages.map((message) => {
    if (message.role === 'user') {
      return `${conversation.userName || 'Person'}: ${message.content.trim()}`
    }
    return splitPersonaParts(message.content)
      .map((part) => `${names.get(part.personaId ?? '') ?? 'Companion'}: ${part.text}`)
      .join('\n')
  })
  const kept: string[] = []
  let left = maxTokens
  for (let index = lines.length - 1; index >= 0; index--) {
    const cost = countTokens(lines[index]!) + LINE_OVERHEAD
    if (cost > left) {
      // The newest message alone is too long: keep its beginning rather than nothing.
      if (kept.length === 0) {
        kept.unshift(truncateToTokens(lines[index]!, left - LINE_OVERHEAD, countTokens))
      }
      break
    }
    left -= cost
    kept.unshift(lines[index]!)
  }
  return { text: kept.join('\n\n'), omitted: lines.length - kept.length }
}

/** What a failed or empty model answer becomes; by default `ai_unavailable` and its message. */
export interface TaskFailure {
  error: string
  message: string
}

/** The one HTTP answer to a provider failure: 502, the provider's sentence unless `failure` says. */
export function modelFailure(error: AiProviderError, failure?: TaskFailure): AppError {
  return new AppError(
    502,
    failure?.error ?? 'ai_unavailable',
    failure?.message ?? error.message,
    undefined,
    { cause: error },
  )
}

/** The 502 of a reply with nothing in it. */
export function emptyReply(failure?: TaskFailure): AppError {
  return new AppError(
    502,
    failure?.error ?? 'ai_unavailable',
    failure?.message ?? EMPTY_REPLY_MESSAGE,
  )
}

/** Runs a model call; a provider failure becomes the 502 of modelFailure(). */
export async function callModel<T>(work: () => Promise<T>, failure?: TaskFailure): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AiProviderError) throw modelFailure(error, failure)
    throw error
  }
}

export interface TaskRequest extends Omit<CompletionRequest, 'messages' | 'maxTokens'> {
  /** The system message. */
  instructions: string
  /** The user message: what the instructions apply to. */
  input: string
  replyTokens: number
  failure?: TaskFailure
}

/** One instructions + input request; the reply trimmed, never empty (an empty one is a 502). */
export async function completeTask(ai: AiProvider, request: TaskRequest): Promise<string> {
  const { instructions, input, replyTokens, failure, ...options } = request
  const reply = await callModel(
    () =>
      ai.complete({
        ...options,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: input },
        ],
        maxTokens: replyTokens,
      }),
    failure,
  )
  const text = reply.trim()
  if (!text) throw emptyReply(failure)
  return text
}
