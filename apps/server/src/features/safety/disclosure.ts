import { AI_DISCLOSURE_INTERVAL_MS } from '@orion/contracts/chat'

// California SB 243 and New York's AI companion law: the person is told that Orion is an AI at the
// start of every conversation and again after three hours of continuous use. The server decides,
// from when the notice was last shown in this conversation.

export function disclosureDue(lastShownAt: Date | null, now: Date): boolean {
  return lastShownAt === null || now.getTime() - lastShownAt.getTime() >= AI_DISCLOSURE_INTERVAL_MS
}
