import {
  DEFAULT_SESSION_TITLE,
  type Message,
  type Session,
  type SessionWithMessages,
} from '@orion/contracts/chat'
import type { UserRow } from '../../db/schema/users'
import { AppError } from '../../plugins/app-error'
import { toMessage, toSession } from './chat-contract'
import type { ChatRepository, SessionListJson, SessionListOptions } from './chat.repository'
import { plainAttachments, type MessageAttachments } from './message-attachments'
import type { PersonaDefinition } from './personas'

// Sessions: list, search, open, rename, favorite, delete, export.

export const sessionNotFound = () => AppError.notFound('Session not found')
export const SESSION_DELETED_MESSAGE = 'The session has been deleted successfully.'
export const DEFAULT_PAGE_SIZE = 200

export function createChatService(
  repository: ChatRepository,
  personas: PersonaDefinition[],
  attachments: MessageAttachments = plainAttachments,
) {
  const { presentImageUrls } = attachments
  async function sessionOf(user: UserRow, sessionId: string) {
    const session = await repository.findSession(user.id, sessionId)
    if (!session) throw sessionNotFound()
    return session
  }

  return {
    /**
     * GET /api/sessions: the answer's JSON as PostgreSQL wrote it, its ETag and the next page's
     * cursor (or only the ETag, to answer an If-None-Match).
     */
    async listJson(
      user: UserRow,
      options: SessionListOptions,
      tagOnly = false,
    ): Promise<SessionListJson> {
      return repository.sessionListJson(user.id, options, tagOnly)
    },

    /** Every session, newest first (the data download). */
    async list(user: UserRow): Promise<Session[]> {
      const { body } = await repository.sessionListJson(user.id, {})
      return JSON.parse(body!) as Session[]
    },

    async create(user: UserRow): Promise<Session> {
      return toSession(await repository.createSession(user.id))
    },

    async get(
      user: UserRow,
      sessionId: string,
      page: { limit?: number; before?: string },
    ): Promise<SessionWithMessages> {
      const session = await sessionOf(user, sessionId)
      const result = await repository.pageOfMessages(session.id, {
        limit: page.limit ?? DEFAULT_PAGE_SIZE,
        beforeId: page.before,
      })
      if (!result) throw AppError.badRequest('before: no such message in this session')
      const replies = result.messages.filter((message) => message.role === 'assistant')
      const [remembered, documents] = await Promise.all([
        repository.rememberedBy(replies.map((message) => message.id)),
        attachments.documentsOf(
          result.messages.filter((message) => message.role === 'user').map((message) => message.id),
        ),
      ])
      return {
        ...toSession(session),
        messages: result.messages.map((message) =>
          message.role === 'assistant'
            ? toMessage(message, remembered.get(message.id) ?? [], { presentImageUrls })
            : toMessage(message, undefined, {
                presentImageUrls,
                documents: documents.get(message.id),
              }),
        ),
        hasMoreBefore: result.hasMoreBefore,
        tokensUsed: session.tokensUsed,
      }
    },

    async rename(user: UserRow, sessionId: string, title: string): Promise<Session> {
      const updated = await repository.updateSession(user.id, sessionId, {
        title: title.trim(),
        updatedAt: new Date(),
      })
      if (!updated) throw sessionNotFound()
      return toSession(updated)
    },

    async setFavorite(user: UserRow, sessionId: string, isFavorite: boolean): Promise<Session> {
      const updated = await repository.updateSession(user.id, sessionId, { isFavorite })
      if (!updated) throw sessionNotFound()
      return toSession(updated)
    },

    /** The conversation, its messages, and its documents with their stored files. */
    async remove(user: UserRow, sessionId: string) {
      const removeFiles = await repository.db.transaction(async (tx) => {
        const afterCommit = await attachments.removeSessionDocuments(user.id, sessionId, tx)
        if (!(await repository.deleteSession(user.id, sessionId, tx))) throw sessionNotFound()
        return afterCommit
      })
      await removeFiles()
      return { success: true as const, message: SESSION_DELETED_MESSAGE }
    },

    /** A conversation the companion opens (a proactive message): its words are the first reply. */
    async startWithReply(
      user: UserRow,
      reply: { content: string; tokenCount: number },
      title: string,
    ): Promise<Session> {
      const session = await repository.createSession(user.id)
      await repository.storeMessage(
        { userId: user.id, sessionId: session.id, role: 'assistant', ...reply },
        { title },
      )
      return toSession(session)
    },

    /**
     * The person's latest messages across conversations, newest first (what a check-in follows up
     * on, and when they last talked). Assistant content keeps its persona markers.
     */
    recentMessages: repository.recentMessages,

    /** What the export renderers need: the whole session, oldest message first. */
    async exportInput(user: UserRow, sessionId: string) {
      const session = await sessionOf(user, sessionId)
      const messages: Message[] = (await repository.allMessages(session.id)).map((row) =>
        toMessage(row),
      )
      return {
        session: toSession(session),
        messages,
        personas: personas.map(({ id, name, role }) => ({ id, name, role })),
        userName: user.fullName,
      }
    },
  }
}
export type ChatService = ReturnType<typeof createChatService>

/** 'New Conversation' becomes the first words of the first message (no extra model call). */
export function titleFromMessage(content: string): string | null {
  const words = content.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean).slice(0, 6)
  if (words.length === 0) return null
  const title = words.join(' ')
  return title.length > 60 ? `${title.slice(0, 59).trimEnd()}…` : title
}

export { DEFAULT_SESSION_TITLE }
/** What other features add to a turn's context (memory, ...): see context.ts. */
export type { ContextSeams } from './context'
/** What the uploads feature implements: pictures and documents on messages. */
export type { MessageAttachments } from './message-attachments'
