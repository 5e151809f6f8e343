import type { Message, Session } from '@orion/contracts/chat'
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

/** `remembered` is given for assistant messages (the memories the reply used, maybe none). */
export function toMessage(row: MessageColumns, remembered?: Remembered[]): Message {
  return {
    id: row.id,
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    imageUrls: row.imageUrls,
    conversationMode: row.conversationMode,
    status: row.status,
    safety: row.crisis ? { crisis: true } : null,
    ...(remembered ? { remembered } : {}),
  }
}
