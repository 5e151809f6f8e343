import crypto from 'node:crypto'
import {
  DOCUMENT_EXTENSIONS,
  INVALID_FILE_TYPE,
  type DocumentSummary,
} from '@orion/contracts/uploads'
import { contentTypeOf, type FileStorage } from '../../platform/storage/file-storage'
import { readDocument, UnreadableDocumentError } from '../../platform/documents/read-document'
import { AppError } from '../../plugins/app-error'
import { wordsQuery } from '../../db/full-text'
import { splitIntoChunks } from './document-chunks'
import type { DocumentColumns, DocumentsRepository } from './documents.repository'

// Documents sent with messages. The text
// enters the conversation's context: whole when the conversation's documents fit their share of
// the model's window, otherwise the passages most relevant to each new message. A document too long to ever be read whole says so on its chip (readInFull).

export const documentNotFound = () => AppError.notFound('Document not found')
export const invalidDocumentType = () =>
  new AppError(
    400,
    'invalid_file_type',
    `${INVALID_FILE_TYPE}: please upload a PDF, TXT, DOC, DOCX or MD document.`,
  )
export const NO_TEXT_MESSAGE =
  'This document has no text Orion can read (a scanned PDF holds only pictures of pages).'
export const DOCUMENT_DELETED_MESSAGE = 'The document has been deleted.'

/** The share of the model's prompt budget that documents may fill in one turn. */
export const DOCUMENT_SHARE = 0.4

export interface DocumentsDependencies {
  storage: FileStorage
  countTokens(text: string): number
  /** Tokens of the prompt (the window less the reply reserve): documents get DOCUMENT_SHARE. */
  promptBudget: number
  onCleanupError?(error: unknown): void
}

export function toDocumentSummary(row: DocumentColumns): DocumentSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    size: row.byteSize,
    readInFull: row.readInFull,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A file name fit to show: no folders, no control characters, at most 200 characters. */
function displayName(filename: string, kind: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200)
  return clean || `document.${kind}`
}

export function createDocumentsService(
  repository: DocumentsRepository,
  deps: DocumentsDependencies,
) {
  const documentBudget = Math.floor(deps.promptBudget * DOCUMENT_SHARE)

  return {
    documentBudget,

    async upload(userId: string, buffer: Buffer, filename: string): Promise<DocumentSummary> {
      let read: Awaited<ReturnType<typeof readDocument>>
      try {
        read = await readDocument(buffer, filename, DOCUMENT_EXTENSIONS)
      } catch (error) {
        if (error instanceof UnreadableDocumentError) throw invalidDocumentType()
        throw error
      }
      const chunks = splitIntoChunks(read.text).map((text) => ({
        text,
        tokenCount: deps.countTokens(text),
      }))
      if (chunks.length === 0) throw new AppError(400, 'no_text', NO_TEXT_MESSAGE)
      const tokenCount = chunks.reduce((sum, chunk) => sum + chunk.tokenCount, 0)
      const storageKey = `documents/${crypto.randomUUID()}.${read.kind}`
      await deps.storage.put(storageKey, buffer, { contentType: contentTypeOf(storageKey) })
      try {
        const row = await repository.insert(
          {
            userId,
            name: displayName(filename, read.kind),
            kind: read.kind,
            byteSize: buffer.length,
            storageKey,
            text: chunks.map((chunk) => chunk.text).join('\n\n'),
            tokenCount,
            readInFull: tokenCount <= documentBudget,
          },
          chunks,
        )
        return toDocumentSummary(row)
      } catch (error) {
        await deps.storage.delete(storageKey).catch(() => {})
        throw error
      }
    },

    async get(userId: string, id: string) {
      const row = await repository.find(userId, id)
      if (!row) throw documentNotFound()
      return { ...toDocumentSummary(row), downloadUrl: deps.storage.url(row.storageKey) }
    },

    /** Every document of the person with the message it was sent with (the data download). */
    async listOfUser(userId: string) {
      return (await repository.ofUser(userId)).map((row) => ({
        ...toDocumentSummary(row),
        sessionId: row.sessionId,
        messageId: row.messageId,
      }))
    },

    /** The stored file of one of the person's documents. */
    async open(userId: string, id: string) {
      const row = await repository.find(userId, id)
      if (!row) throw documentNotFound()
      return deps.storage.read(row.storageKey)
    },

    async remove(userId: string, id: string) {
      const row = await repository.remove(userId, id)
      if (!row) throw documentNotFound()
      await deps.storage.delete(row.storageKey)
      return { success: true as const, message: DOCUMENT_DELETED_MESSAGE }
    },

    async checkStaged(userId: string, ids: string[]) {
      if (ids.length === 0) return
      const unique = [...new Set(ids)]
      if ((await repository.countStaged(userId, unique)) !== unique.length) throw documentNotFound()
    },

    async attach(
      userId: string,
      message: { id: string; sessionId: string },
      ids: string[],
      tx: Parameters<DocumentsRepository['attach']>[3],
    ): Promise<DocumentSummary[]> {
      if (ids.length === 0) return []
      const unique = [...new Set(ids)]
      const rows = await repository.attach(userId, message, unique, tx)
      // Sent with another message meanwhile (two tabs): the transaction is rolled back.
      if (rows.length !== unique.length) throw documentNotFound()
      return rows.map(toDocumentSummary)
    },

    /** See MessageAttachments.removeSessionDocuments: rows now, files after the commit. */
    async removeOfSession(
      userId: string,
      sessionId: string,
      tx: Parameters<DocumentsRepository['removeOfSession']>[2],
    ): Promise<() => Promise<void>> {
      const keys = await repository.removeOfSession(userId, sessionId, tx)
      // The rows are gone once this runs: a file that cannot be removed is only left behind,
      // never shown, and the conversation's deletion still succeeds.
      return async () => {
        for (const key of keys) {
          await deps.storage.delete(key).catch((error: unknown) => deps.onCleanupError?.(error))
        }
      }
    },

    release: (messageId: string, tx: Parameters<DocumentsRepository['release']>[1]) =>
      repository.release(messageId, tx),

    async ofMessages(messageIds: string[]): Promise<Map<string, DocumentSummary[]>> {
      const byMessage = new Map<string, DocumentSummary[]>()
      for (const row of await repository.ofMessages(messageIds)) {
        const list = byMessage.get(row.messageId!) ?? []
        list.push(toDocumentSummary(row))
        byMessage.set(row.messageId!, list)
      }
      return byMessage
    },

    /**
     * The documents' part of a turn's context: every document of the conversation whole when
     * they fit the budget; otherwise the message's own documents whole where they fit, then the
     * passages of the rest that best match the message, in reading order.
     */
    async contextFor(
      userId: string,
      message: { id: string; sessionId: string; content: string },
    ): Promise<string | null> {
      const all = await repository.ofSession(userId, message.sessionId)
      if (all.length === 0) return null
      const ordered = [
        ...all.filter((document) => document.messageId === message.id),
        ...all.filter((document) => document.messageId !== message.id),
      ]
      let left = documentBudget
      const whole: typeof all = []
      const partial: typeof all = []
      for (const document of ordered) {
        if (document.tokenCount <= left) {
          whole.push(document)
          left -= document.tokenCount
        } else partial.push(document)
      }
      const sections = whole.map((document) => `### ${document.name}\n${document.text}`)
      if (partial.length > 0 && left > 0) {
        const chunks = await repository.rankedChunks(
          partial.map((document) => document.id),
          wordsQuery(message.content, { match: 'any', prefix: false, minLength: 2, maxWords: 32 }),
          400,
        )
        const chosen: typeof chunks = []
        for (const chunk of chunks) {
          if (chunk.tokenCount > left) continue
          chosen.push(chunk)
          left -= chunk.tokenCount
        }
        for (const document of partial) {
          const passages = chosen
            .filter((chunk) => chunk.documentId === document.id)
            .sort((a, b) => a.position - b.position)
          if (passages.length === 0) continue
          sections.push(
            `### ${document.name} (too long to read whole: the passages most relevant to this message)\n${passages.map((chunk) => chunk.text).join('\n[...]\n')}`,
          )
        }
      }
      return sections.length > 0 ? sections.join('\n\n') : null
    },
  }
}
export type DocumentsService = ReturnType<typeof createDocumentsService>
