import { z } from 'zod'

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.string().describe('A short machine-readable code, e.g. "validation_error"'),
  message: z.string().describe('A readable sentence for a person'),
  details: z.unknown().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>
