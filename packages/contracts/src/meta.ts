import { z } from 'zod'
import { aiProviderSchema } from './health'

/** GET /api/meta: public facts the web app needs before anyone signs in. */
export const metaResponseSchema = z.object({
  name: z.literal('Orion'),
  version: z.string(),
  supportEmail: z
    .string()
    .nullable()
    .describe('Where people can write for help; null when not configured'),
  communityUrl: z
    .string()
    .nullable()
    .describe('The community chat the welcome panel links to; null when not configured'),
  mailDelivers: z
    .boolean()
    .describe('False when this server has no SMTP: account e-mail (reset links) goes to its log'),
  authProviders: z.object({ google: z.boolean(), microsoft: z.boolean() }),
  aiProvider: aiProviderSchema,
  /** Whether a speech server is configured; false: the browser's voice and recognition are used. */
  speech: z.object({ textToSpeech: z.boolean(), speechToText: z.boolean() }),
  imageGeneration: z
    .boolean()
    .describe('Whether an image provider is configured: the composer offers Imagine'),
})
export type MetaResponse = z.infer<typeof metaResponseSchema>
