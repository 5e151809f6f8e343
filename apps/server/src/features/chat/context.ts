import { splitPersonaParts, type ConversationMode } from '@orion/contracts/chat'
import type { ChatMessage } from '../../platform/ai/ai-provider'
import type { PersonaDefinition } from './personas'
import { CRISIS_INSTRUCTION } from './safety'

// Builds what one persona sends to the model (DESIGN.md "The chat pipeline" 2): its system prompt,
// the person's name, the mode's instructions, the optional seams, and as much history as fits.
// Pure: the caller passes the tokenizer and the model's context window.

/** Filled by later features (About Me, memory, Fitbit, documents); each may be empty. */
export interface ContextSeams {
  aboutMe?: string | null
  consolidatedMemory?: string | null
  relevantMemories?: string[]
  /** The memories behind relevantMemories, recorded with the reply and shown as "remembered". */
  remembered?: { memoryId: string; summary: string }[]
  fitbitReading?: string | null
  documentText?: string | null
}

export interface HistoryMessage {
  role: 'user' | 'assistant'
  content: string
  imageUrls: string[]
}

export interface BuildContextInput {
  persona: PersonaDefinition
  /** Every persona answering this turn (the others are named so that voices do not repeat). */
  personas: PersonaDefinition[]
  userName: string
  mode: ConversationMode
  crisis: boolean
  seams?: ContextSeams
  /** Earlier messages of the session, oldest first, without the message being answered. */
  history: HistoryMessage[]
  current: { content: string; imageUrls: string[] }
  countTokens(text: string): number
  contextWindow: number
}

export interface BuiltContext {
  messages: ChatMessage[]
  promptTokens: number
  /** History messages left out because they did not fit. */
  omittedHistory: number
}

/** Per-message framing tokens the chat template adds (role, separators). */
const MESSAGE_OVERHEAD = 4

/** Tokens kept free for the reply. */
export function replyReserve(contextWindow: number): number {
  return Math.min(2048, Math.floor(contextWindow / 4))
}

export const MODE_INSTRUCTIONS: Record<ConversationMode, string> = {
  conversational:
    'Mode: conversational. Reply naturally, like a thoughtful friend, in a few short paragraphs at most.',
  research:
    'Mode: research. Give a detailed, well-structured answer with Markdown headings and lists. Cite your sources with links where you can, separate facts from opinion, and say plainly when you are unsure or when the evidence is limited. Never invent a source.',
}

function section(title: string, body: string | null | undefined): string | null {
  const text = body?.trim()
  return text ? `${title}\n${text}` : null
}

export function systemPrompt(input: Omit<BuildContextInput, 'history' | 'current'>): string {
  const { persona, personas, userName, mode, crisis, seams = {} } = input
  const others = personas.filter((other) => other.id !== persona.id).map((other) => other.name)
  const memories = (seams.relevantMemories ?? []).map((memory) => `- ${memory.trim()}`).join('\n')
  return [
    persona.systemPrompt.trim(),
    others.length > 0
      ? `${others.join(' and ')} answer the same message alongside you: keep to your own angle and do not repeat them.`
      : null,
    `You are talking with ${userName.trim() || 'someone'}.`,
    MODE_INSTRUCTIONS[mode],
    crisis ? CRISIS_INSTRUCTION : null,
    section('What they shared about themselves (About Me):', seams.aboutMe),
    section('What you remember about them:', seams.consolidatedMemory),
    section('Memories that may be relevant to this message:', memories),
    section('Their latest Fitbit reading:', seams.fitbitReading),
    section('Documents they attached:', seams.documentText),
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n')
}

function withImages(content: string, imageUrls: string[]): string {
  if (imageUrls.length === 0) return content
  const images = imageUrls.map((url) => `[Image: ${url}]`).join('\n')
  return content.trim() ? `${content}\n${images}` : images
}

/** A history message as this persona sees it: the person's words, or its own earlier part only. */
function asPersonaTurn(message: HistoryMessage, personaId: string): ChatMessage | null {
  if (message.role === 'user') {
    return { role: 'user', content: withImages(message.content, message.imageUrls) }
  }
  const own = splitPersonaParts(message.content).find((part) => part.personaId === personaId)
  return own && own.text ? { role: 'assistant', content: own.text } : null
}

export function buildPersonaContext(input: BuildContextInput): BuiltContext {
  const { countTokens, contextWindow, persona } = input
  const cost = (message: ChatMessage) => countTokens(message.content) + MESSAGE_OVERHEAD
  const system: ChatMessage = { role: 'system', content: systemPrompt(input) }
  const current: ChatMessage = {
    role: 'user',
    content: withImages(input.current.content, input.current.imageUrls),
  }
  let used = cost(system) + cost(current)
  const budget = contextWindow - replyReserve(contextWindow)

  const kept: ChatMessage[] = []
  let index = input.history.length - 1
  for (; index >= 0; index--) {
    const turn = asPersonaTurn(input.history[index]!, persona.id)
    if (!turn) continue
    const tokens = cost(turn)
    if (used + tokens > budget) break
    used += tokens
    kept.unshift(turn)
  }
  // Never start the history with a reply whose question was cut off.
  while (kept[0]?.role === 'assistant') used -= cost(kept.shift()!)
  return {
    messages: [system, ...kept, current],
    promptTokens: used,
    omittedHistory: input.history.length - kept.length,
  }
}
