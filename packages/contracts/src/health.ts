import { z } from 'zod'

export const aiProviderSchema = z.enum(['openai-compatible', 'local-gguf', 'none'])

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    migrationsApplied: z.boolean(),
  }),
  ai: z.object({
    provider: aiProviderSchema,
    /** The configured model (with the research model, when one is set). */
    model: z.string().optional(),
    /** Tokens of context the model gives a reply (a local model's, once loaded). */
    contextSize: z.number().optional(),
    /** A local model: replies it generates at once. */
    sequences: z.number().optional(),
    /** The downloadable local model (no provider configured): where it stands. */
    localModel: z.enum(['missing', 'downloading', 'loading', 'ready', 'failed']).optional(),
    hint: z.string().optional(),
  }),
  version: z.string(),
})
export type Readiness = z.infer<typeof readinessSchema>
