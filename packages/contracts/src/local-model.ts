import { z } from 'zod'

// The local model a server with no AI provider can download (GET /api/local-model,
// POST /api/local-model/download: docs/decisions/0017-default-local-model.md).

export const downloadProgressSchema = z.object({
  receivedBytes: z.number(),
  totalBytes: z.number().nullable(),
  percent: z.number().nullable(),
  bytesPerSecond: z.number(),
  secondsLeft: z.number().nullable(),
})
export type DownloadProgress = z.infer<typeof downloadProgressSchema>

export const localModelStatusSchema = z.object({
  /** 'configured': AI_BASE_URL or AI_LOCAL_MODEL is set; nothing is downloaded. */
  state: z.enum(['configured', 'missing', 'downloading', 'loading', 'ready', 'failed']),
  model: z
    .object({
      name: z.string(),
      fileName: z.string(),
      sizeBytes: z.number().nullable(),
      licence: z.string().nullable(),
      licenceUrl: z.string().nullable(),
    })
    .nullable(),
  progress: downloadProgressSchema.nullable(),
  error: z.string().nullable(),
  /** Once loaded: tokens of context per reply, and replies generated at once. */
  contextSize: z.number().nullable(),
  sequences: z.number().nullable(),
  /** Only the server's owner (its first account) may start the download. */
  canDownload: z.boolean(),
  /** Who to ask otherwise. */
  ownerName: z.string().nullable(),
})
export type LocalModelStatus = z.infer<typeof localModelStatusSchema>

/** The events of POST /api/local-model/download (Server-Sent Events). */
export type LocalModelDownloadEvent =
  | { event: 'progress'; data: DownloadProgress }
  | { event: 'loading'; data: Record<string, never> }
  | { event: 'ready'; data: { model: string; contextSize: number; sequences: number } }
  | { event: 'failed'; data: { message: string } }

export const ONLY_OWNER_MESSAGE = 'Only the owner of this Orion server can download the model.'
