// Drafts survive a logout (spec part 2 §4 "Logout" step 2: clear storage, keeping draft messages).
// Every draft key, and its timestamp key, starts with one of these prefixes.

/** Chat drafts: `orion.draft.{sessionId or 'new'}` and `orion.draft.ts.{…}` (spec part 1 §4). */
export const CHAT_DRAFT_PREFIX = 'orion.draft.'
/** Journal drafts, per user and entry (spec part 2 §9). */
export const JOURNAL_DRAFT_PREFIX = 'orion.journalDraft.'

export function isDraftKey(key: string): boolean {
  return key.startsWith(CHAT_DRAFT_PREFIX) || key.startsWith(JOURNAL_DRAFT_PREFIX)
}
