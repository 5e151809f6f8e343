import { splitPersonaParts, type ConversationMode } from '@orion/contracts/chat'
import type { ChatMessage } from '../../platform/ai/ai-provider'
import { MESSAGE_OVERHEAD, replyReserve } from '../../platform/ai/model-task'
import { NO_GUILT_OR_PRESSURE, type PersonaDefinition } from './personas'

// Builds what one persona sends to the model: its system prompt,
// the person's name, the mode's instructions, the optional seams, and as much history as fits.
// Pure: the caller passes the tokenizer and the model's context window.

/** Filled by later features (About Me, memory, Fitbit, documents); each may be empty. */
export interface ContextSeams {
  aboutMe?: string | null
  consolidatedMemory?: string | null
  relevantMemories?: string[]
  /** The memories behind relevantMemories, recorded with the reply and shown as "remembered". */
  remembered?: { memoryId: string; summary: string; createdAt?: Date }[]
  fitbitReading?: string | null
  documentText?: string | null
  /** The pictures of the message being answered as data: URLs, for a model that sees images. */
  currentImages?: string[]
}

export interface HistoryMessage {
  role: 'user' | 'assistant'
  content: string
  imageUrls: string[]
  /** The tokens of `content` as stored (chat_messages.token_count); counted when absent. */
  tokenCount?: number | null
}

export interface BuildContextInput {
  persona: PersonaDefinition
  /** Every persona answering this turn (the others are named so that voices do not repeat). */
  personas: PersonaDefinition[]
  userName: string
  mode: ConversationMode
  /** The careful instructions while the conversation carries a risk (features/safety), else null. */
  careful: string | null
  seams?: ContextSeams
  /** Earlier messages of the session, oldest first, without the message being answered. */
  history: HistoryMessage[]
  current: { content: string; imageUrls: string[]; tokenCount?: number | null }
  countTokens(text: string): number
  contextWindow: number
  /**
   * What every persona of a turn shares (see prepareTurnContext): given, the history, the message
   * and the common part of the system prompt are read and counted once per turn, not per persona.
   */
  shared?: TurnContext
}

/** The history, the message and the common system prompt, prepared once for every persona. */
export interface TurnContext {
  /** The system prompt after the persona's own lines (name, mode, seams). */
  common: string
  commonTokens: number
  current: ChatMessage
  currentTokens: number
  history: PreparedMessage[]
}

interface CostedMessage {
  message: ChatMessage
  tokens: number
  /** The companion's own words that opened the conversation (a proactive message): no question
   * came before them, so they may start the history. */
  opening?: boolean
}

/** A reply without persona markers (a proactive message) is every persona's. */
const EVERY_PERSONA = ''
type PreparedMessage =
  { role: 'user'; turn: CostedMessage } | { role: 'assistant'; parts: Map<string, CostedMessage> }

export interface BuiltContext {
  messages: ChatMessage[]
  promptTokens: number
  /** History messages left out because they did not fit. */
  omittedHistory: number
}

/** What a picture costs a vision model, roughly (OpenAI: 85 + 170 per 512 px tile, ~1 MP). */
export const IMAGE_TOKENS = 800

export const MODE_INSTRUCTIONS: Record<ConversationMode, string> = {
  conversational:
    'Mode: conversational. Reply naturally, like a thoughtful friend, in a few short paragraphs at most.',
  research:
    'Mode: research. Give a detailed, well-structured answer with Markdown headings and lists. Cite your sources with links where you can, separate facts from opinion, and say plainly when you are unsure or when the evidence is limited. Never invent a source.',
}

/** The wearable line comes with how to use it: gently, only when it helps, never as a diagnosis. */
export const FITBIT_READING_TITLE =
  "Their latest Fitbit reading (use it gently and only when it helps, e.g. to ask how they slept; never diagnose, never name a medical condition, and don't bring it up in every reply):"

function section(title: string, body: string | null | undefined): string | null {
  const text = body?.trim()
  return text ? `${title}\n${text}` : null
}

type PromptInput = Omit<BuildContextInput, 'history' | 'current' | 'countTokens' | 'contextWindow'>

/** The persona's own lines of the system prompt: its prompt and who else answers. */
function personaPrompt(persona: PersonaDefinition, personas: PersonaDefinition[]): string {
  const others = personas.filter((other) => other.id !== persona.id).map((other) => other.name)
  return [
    persona.systemPrompt.trim(),
    NO_GUILT_OR_PRESSURE,
    others.length > 0
      ? `${others.join(' and ')} answer the same message alongside you: keep to your own angle and do not repeat them.`
      : null,
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n')
}

/** The lines of the system prompt every persona of a turn shares. */
function commonPrompt(input: Omit<PromptInput, 'persona'>): string {
  const { userName, mode, careful, seams = {} } = input
  const memories = (seams.relevantMemories ?? []).map((memory) => `- ${memory.trim()}`).join('\n')
  return [
    `You are talking with ${userName.trim() || 'someone'}.`,
    MODE_INSTRUCTIONS[mode],
    careful,
    section('What they shared about themselves (About Me):', seams.aboutMe),
    section('What you remember about them:', seams.consolidatedMemory),
    section('Memories that may be relevant to this message:', memories),
    section(FITBIT_READING_TITLE, seams.fitbitReading),
    section('Documents they attached:', seams.documentText),
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n')
}

export function systemPrompt(input: PromptInput): string {
  return joinPrompt(personaPrompt(input.persona, input.personas), commonPrompt(input))
}

const joinPrompt = (own: string, common: string) => `${own}\n\n${common}`

/** Orion's own stored pictures are named, not linked: the model cannot open their URLs. */
const OWN_PICTURE = /^\/api\/images\/[0-9a-f-]{36}$/i

function withImages(content: string, imageUrls: string[]): string {
  if (imageUrls.length === 0) return content
  const images = imageUrls
    .map((url) => (OWN_PICTURE.test(url) ? '[The person attached a picture]' : `[Image: ${url}]`))
    .join('\n')
  return content.trim() ? `${content}\n${images}` : images
}

/** Tokens of `content` plus its image lines, from the stored count when there is one. */
function messageTokens(
  content: string,
  imageUrls: string[],
  stored: number | null | undefined,
  countTokens: (text: string) => number,
): number {
  if (stored === null || stored === undefined) return countTokens(withImages(content, imageUrls))
  if (imageUrls.length === 0) return stored
  // The image lines and the newline before them (an estimate within a token or two).
  return stored + countTokens(withImages('', imageUrls)) + (content.trim() ? 1 : 0)
}

/**
 * A reply as each persona sees it: its own part only. With a stored count, a part's tokens are
 * the reply's share by length (the markers are a few tokens); without one, each part is counted.
 */
function prepareReply(
  message: HistoryMessage,
  countTokens: (text: string) => number,
): Map<string, CostedMessage> {
  const parts = new Map<string, CostedMessage>()
  const stored = message.tokenCount
  const length = message.content.length
  const seen = new Set<string>()
  for (const part of splitPersonaParts(message.content)) {
    // The persona's first part counts, as long as it holds text.
    if (part.personaId === null || seen.has(part.personaId)) continue
    seen.add(part.personaId)
    if (!part.text) continue
    const tokens =
      stored === null || stored === undefined
        ? countTokens(part.text)
        : Math.ceil((stored * part.text.length) / Math.max(length, 1))
    parts.set(part.personaId, {
      message: { role: 'assistant', content: part.text },
      tokens: tokens + MESSAGE_OVERHEAD,
    })
  }
  const text = message.content.trim()
  if (parts.size === 0 && text && !seen.size) {
    parts.set(EVERY_PERSONA, {
      message: { role: 'assistant', content: text },
      tokens: (stored ?? countTokens(text)) + MESSAGE_OVERHEAD,
      opening: true,
    })
  }
  return parts
}

/** Prepares what every persona of a turn shares: call once, pass as `shared` to each. */
export function prepareTurnContext(
  input: Omit<BuildContextInput, 'persona' | 'shared'>,
): TurnContext {
  const { countTokens } = input
  const common = commonPrompt(input)
  const history = input.history.map((message): PreparedMessage => {
    if (message.role === 'user') {
      const content = withImages(message.content, message.imageUrls)
      const tokens = messageTokens(
        message.content,
        message.imageUrls,
        message.tokenCount,
        countTokens,
      )
      return {
        role: 'user',
        turn: { message: { role: 'user', content }, tokens: tokens + MESSAGE_OVERHEAD },
      }
    }
    return { role: 'assistant', parts: prepareReply(message, countTokens) }
  })
  const { current } = input
  return {
    common,
    commonTokens: countPrompt(common, countTokens),
    current: {
      role: 'user',
      content: withImages(current.content, current.imageUrls),
      ...(input.seams?.currentImages?.length ? { images: input.seams.currentImages } : {}),
    },
    currentTokens:
      messageTokens(current.content, current.imageUrls, current.tokenCount, countTokens) +
      MESSAGE_OVERHEAD +
      (input.seams?.currentImages?.length ?? 0) * IMAGE_TOKENS,
    history,
  }
}

/**
 * Tokens of prompt lines, kept per text: a persona's own lines change only with the personas, the
 * common ones only when the person's name, mode or seams do (not from one turn to the next).
 */
const promptTokens = new WeakMap<(text: string) => number, Map<string, number>>()
function countPrompt(text: string, countTokens: (text: string) => number): number {
  let counts = promptTokens.get(countTokens)
  if (!counts) promptTokens.set(countTokens, (counts = new Map()))
  let tokens = counts.get(text)
  if (tokens === undefined) {
    tokens = countTokens(text)
    if (counts.size >= 256) counts.clear()
    counts.set(text, tokens)
  }
  return tokens
}

export function buildPersonaContext(input: BuildContextInput): BuiltContext {
  const { countTokens, contextWindow, persona } = input
  const shared = input.shared ?? prepareTurnContext(input)
  const own = personaPrompt(persona, input.personas)
  const system: ChatMessage = { role: 'system', content: joinPrompt(own, shared.common) }
  // The persona's lines, the common ones and the blank line between them.
  const systemTokens = countPrompt(own, countTokens) + 1 + shared.commonTokens
  let used = systemTokens + MESSAGE_OVERHEAD + shared.currentTokens
  const budget = contextWindow - replyReserve(contextWindow)

  const kept: CostedMessage[] = []
  let index = shared.history.length - 1
  for (; index >= 0; index--) {
    const prepared = shared.history[index]!
    const turn =
      prepared.role === 'user'
        ? prepared.turn
        : (prepared.parts.get(persona.id) ?? prepared.parts.get(EVERY_PERSONA))
    if (!turn) continue
    if (used + turn.tokens > budget) break
    used += turn.tokens
    kept.push(turn)
  }
  kept.reverse()
  // Never start the history with a reply whose question was cut off.
  let first = 0
  while (kept[first]?.message.role === 'assistant' && !kept[first]!.opening) {
    used -= kept[first++]!.tokens
  }
  const history = kept.slice(first).map((turn) => turn.message)
  return {
    messages: [system, ...history, shared.current],
    promptTokens: used,
    omittedHistory: input.history.length - history.length,
  }
}
