import type { DocumentSummary } from '@orion/contracts/uploads'
import type { Transaction } from '../../db/client'

// What a message carries besides its text: pictures and documents. The uploads feature implements
// this (features/uploads); without it, image URLs are kept as given and documents are refused.

export interface MessageAttachments {
  /** The image paths to store: own pictures as /api/images/{id}; 404 for another person's. */
  acceptImageUrls(userId: string, urls: string[]): Promise<string[]>
  /** Signed, short-lived URLs for the web app in place of stored own-picture paths. */
  presentImageUrls(urls: string[]): string[]
  /** 404 unless every document is the person's and not yet sent with another message. */
  checkDocuments(userId: string, documentIds: string[]): Promise<void>
  /** Gives the documents to the stored message (inside its transaction). */
  attachDocuments(
    userId: string,
    message: { id: string; sessionId: string },
    documentIds: string[],
    tx: Transaction,
  ): Promise<DocumentSummary[]>
  /** Undoes attachDocuments when the turn is undone: the documents are staged again. */
  releaseDocuments(messageId: string, tx: Transaction): Promise<void>
  documentsOf(messageIds: string[]): Promise<Map<string, DocumentSummary[]>>
  /**
   * Deletes the conversation's documents and their passages inside the transaction that deletes
   * the conversation; the returned function removes their stored files once it has committed.
   */
  removeSessionDocuments(
    userId: string,
    sessionId: string,
    tx: Transaction,
  ): Promise<() => Promise<void>>
}

/** No uploads feature: links stay as typed, and there are no documents. */
export const plainAttachments: MessageAttachments = {
  acceptImageUrls: async (_userId, urls) => urls,
  presentImageUrls: (urls) => urls,
  checkDocuments: async (_userId, documentIds) => {
    if (documentIds.length > 0) throw new Error('Documents need the uploads feature')
  },
  attachDocuments: async () => [],
  releaseDocuments: async () => {},
  documentsOf: async () => new Map(),
  removeSessionDocuments: async () => async () => {},
}
