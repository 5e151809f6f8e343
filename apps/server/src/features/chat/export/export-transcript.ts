import type { Message, Persona, Session } from '@orion/contracts/chat'
import { splitPersonaParts } from '@orion/contracts/chat'

// The format-neutral view of a conversation that every export format renders.

export interface ExportInput {
  session: Session
  messages: Message[]
  personas: Persona[]
  userName: string
}

/** One speaker's turn: a user message, or one persona's part of an assistant reply. */
export interface TranscriptEntry {
  messageId: string
  role: Message['role']
  personaId: string | null
  speaker: string
  timestamp: string
  text: string
  /** The person stopped this reply; marked '(stopped)' on the reply's last part. */
  stopped: boolean
  /** Followed by CRISIS_RESOURCES (set on the message's last part). */
  crisis: boolean
  /** Image links from imageUrls and the text, listed as links and never fetched (last part). */
  imageUrls: string[]
}

export const DEFAULT_SPEAKER = 'Orion'
export const STOPPED_MARK = '(stopped)'
export const CRISIS_RESOURCES =
  'If you are thinking about harming yourself, you are not alone. In the US, call or text 988 ' +
  '(Suicide & Crisis Lifeline), or text HOME to 741741 (Crisis Text Line). Elsewhere, contact ' +
  'your local emergency services.'

export function personaName(personaId: string | null, personas: Persona[]): string {
  return personas.find((persona) => persona.id === personaId)?.name ?? DEFAULT_SPEAKER
}

export function buildTranscript(input: ExportInput): TranscriptEntry[] {
  return input.messages.flatMap((message) => {
    const parts =
      message.role === 'user'
        ? [{ personaId: null, speaker: input.userName, text: message.content.trim() }]
        : splitPersonaParts(message.content).map((part) => ({
            ...part,
            speaker: personaName(part.personaId, input.personas),
          }))
    if (parts.length === 0) parts.push({ personaId: null, speaker: DEFAULT_SPEAKER, text: '' })
    const last = parts.length - 1
    return parts.map((part, index) => ({
      messageId: message.id,
      role: message.role,
      personaId: part.personaId,
      speaker: part.speaker,
      timestamp: message.timestamp,
      text: part.text,
      stopped: index === last && message.status === 'cancelled',
      crisis: index === last && message.safety?.crisis === true,
      imageUrls: index === last ? imageLinks(message) : [],
    }))
  })
}

const IMAGE_URL_IN_TEXT =
  /https?:\/\/[^\s<>()"']+?\.(?:png|jpe?g|gif|webp|avif|bmp|svg)(?:\?[^\s<>()"']*)?(?=[\s<>()"']|$)/gi

/** imageUrls plus image URLs written in the text, de-duplicated, in order. */
export function imageLinks(message: Pick<Message, 'imageUrls' | 'content'>): string[] {
  const inText = message.content.match(IMAGE_URL_IN_TEXT) ?? []
  return [...new Set([...message.imageUrls, ...inText])]
}

/** Only http(s) links become clickable; anything else (javascript:, data:) stays plain text. */
export function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url)
}

/** '2026-11-21 14:05 UTC': exports are read away from the browser, so times carry their zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/**
 * An ASCII-only name (the route adds filename* for the full title): orion-<slug>-<date>.<ext>,
 * dated by the conversation's start so that many 'New Conversation' exports stay apart.
 */
export type ExportFormat = 'pdf' | 'txt' | 'html' | 'json'

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  json: 'application/json',
}

export function exportFilename(session: Session, extension: string): string {
  const started = new Date(session.createdAt)
  const date = Number.isNaN(started.getTime()) ? new Date() : started
  const slug =
    session.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'conversation'
  return `orion-${slug}-${date.toISOString().slice(0, 10)}.${extension}`
}
