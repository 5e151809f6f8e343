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
    hint: z.string().optional(),
  }),
  version: z.string(),
})
export type Readiness = z.infer<typeof readinessSchema>
