import { readStorage, writeStorage } from '@/lib/storage'

// Drafts survive a logout (clear storage, keeping draft messages).
// Every draft key, and its timestamp key, starts with one of these prefixes.

/** Chat drafts: `orion.draft.{sessionId or 'new'}` and `orion.draft.ts.{…}`. */
export const CHAT_DRAFT_PREFIX = 'orion.draft.'
/** Journal drafts, per user and entry. */
export const JOURNAL_DRAFT_PREFIX = 'orion.journalDraft.'

export function isDraftKey(key: string): boolean {
  return key.startsWith(CHAT_DRAFT_PREFIX) || key.startsWith(JOURNAL_DRAFT_PREFIX)
}

// Chat drafts: kept 24 h.
export const CHAT_DRAFT_TTL_MS = 24 * 60 * 60 * 1000

/** The draft key of a conversation: its id, or 'new' before it exists. */
export function chatDraftKey(sessionId: string | null): string {
  return sessionId ?? 'new'
}

/** The saved draft of a conversation, or '' when there is none or it is older than 24 hours. */
export function readChatDraft(key: string, now: number = Date.now()): string {
  const text = readStorage(`${CHAT_DRAFT_PREFIX}${key}`)
  const savedAt = Number(readStorage(`${CHAT_DRAFT_PREFIX}ts.${key}`))
  if (text === null) return ''
  if (!Number.isFinite(savedAt) || now - savedAt > CHAT_DRAFT_TTL_MS) {
    clearChatDraft(key)
    return ''
  }
  return text
}

/** Saves a draft with its time; an empty text removes it. */
export function writeChatDraft(key: string, text: string, now: number = Date.now()): void {
  if (text.trim() === '') return clearChatDraft(key)
  writeStorage(`${CHAT_DRAFT_PREFIX}${key}`, text)
  writeStorage(`${CHAT_DRAFT_PREFIX}ts.${key}`, String(now))
}

export function clearChatDraft(key: string): void {
  writeStorage(`${CHAT_DRAFT_PREFIX}${key}`, null)
  writeStorage(`${CHAT_DRAFT_PREFIX}ts.${key}`, null)
}
