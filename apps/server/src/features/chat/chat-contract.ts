import type { Message, Session } from '@orion/contracts/chat'
import type { DocumentSummary } from '@orion/contracts/uploads'
import type { MessageColumns, Remembered, SessionColumns } from './chat.repository'

// Rows as the web app reads them (packages/contracts/src/chat.ts).

export function toSession(row: SessionColumns): Session {
  return {
    id: row.id,
    userId: row.userId,
    sessionId: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isFavorite: row.isFavorite,
  }
}

export interface MessageExtras {
  /** Signs stored own-picture paths (MessageAttachments.presentImageUrls). */
  presentImageUrls?: (urls: string[]) => string[]
  /** The documents sent with a user message, shown on it as chips. */
  documents?: DocumentSummary[]
}

/** `remembered` is given for assistant messages (the memories the reply used, maybe none). */
export function toMessage(
  row: MessageColumns,
  remembered?: Remembered[],
  extras: MessageExtras = {},
): Message {
  return {
    id: row.id,
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    imageUrls: extras.presentImageUrls?.(row.imageUrls) ?? row.imageUrls,
    conversationMode: row.conversationMode,
    status: row.status,
    safety: safetyNotice(row),
    ...(row.aiDisclosure ? { aiDisclosure: true } : {}),
    ...(remembered ? { remembered } : {}),
    ...(row.aboutMeUsed ? { aboutMeUsed: true } : {}),
    ...(row.wearableUsed ? { wearableUsed: true } : {}),
    ...(extras.documents && extras.documents.length > 0 ? { documents: extras.documents } : {}),
  }
}

/** Rows stored before risk levels existed carry only `crisis`: they read as 'high'. */
function safetyNotice(row: MessageColumns): Message['safety'] {
  if (row.riskLevel !== 'none') return { crisis: true, level: row.riskLevel }
  return row.crisis ? { crisis: true, level: 'high' } : null
}
