import { z } from 'zod'

export const FEEDBACK_MAX_LENGTH = 5000

// Feedback dialog: feedback is required and non-blank; name and email optional.
export const feedbackRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .max(100, 'Name cannot exceed 100 characters')
    .optional()
    .or(z.null().transform(() => undefined)),
  email: z
    .string()
    .trim()
    .max(100, 'Email address is too long')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Invalid email address format',
    )
    .optional()
    .or(z.null().transform(() => undefined)),
  feedback: z
    .string({ error: 'Please enter your feedback before submitting.' })
    .trim()
    .min(1, 'Please enter your feedback before submitting.')
    .max(FEEDBACK_MAX_LENGTH, `Feedback cannot exceed ${FEEDBACK_MAX_LENGTH} characters`),
})
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>

export const feedbackResponseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
})
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>
