import { z } from 'zod'

// Subscription and payment calls; the status is in chat.ts.

/** GET /api/subscription/plan (public): the price read from the payment provider. */
export const subscriptionPlanSchema = z.object({
  billingEnabled: z.boolean(),
  /** Null when billing is off or the provider could not be reached. */
  price: z
    .object({
      unitAmount: z.number().int().describe('In the smallest unit of the currency (cents)'),
      currency: z.string().describe('ISO 4217, lower case'),
      interval: z.enum(['day', 'week', 'month', 'year']),
      intervalCount: z.number().int(),
    })
    .nullable(),
})
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>

export const checkoutSessionResponseSchema = z.object({ checkoutUrl: z.url() })

export const portalSessionResponseSchema = z.object({
  success: z.boolean(),
  url: z.url().nullable(),
  error: z.string().nullable(),
})

export const confirmPaymentRequestSchema = z.object({
  token: z.string().trim().min(1, 'token is required').max(255),
})
export const confirmPaymentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
})

export const reconcileRequestSchema = z
  .object({ email: z.email({ error: 'Please enter a valid email address.' }).optional() })
  .nullish()
export const reconcileResponseSchema = z.object({
  success: z.boolean(),
  /** The account is linked to a customer of the payment provider. */
  linked: z.boolean(),
})

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
})
