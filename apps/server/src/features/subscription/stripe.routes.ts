import { apiErrorSchema } from '@orion/contracts/errors'
import { portalSessionResponseSchema, webhookResponseSchema } from '@orion/contracts/subscription'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { WebhookSignatureError } from '../../platform/billing/billing-gateway'
import { AppError } from '../../plugins/app-error'
import type { BillingService } from './billing.service'
import { signedInUser } from '../../plugins/auth-guard'

/** The /api/stripe/* calls: the billing portal and Stripe's signed webhook. */
export const stripeRoutes: FastifyPluginAsyncZod<{ billingService: BillingService }> = async (
  app,
  { billingService },
) => {
  app.post(
    '/api/stripe/create-portal-session',
    {
      schema: {
        tags: ['subscription'],
        summary: "Opens Stripe's billing portal for the account's customer",
        response: {
          200: portalSessionResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { url } = await billingService.createPortalSession(signedInUser(request))
      return { success: true, url, error: null }
    },
  )

  // The signature covers the exact bytes Stripe sent: in this plugin JSON stays a raw Buffer.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )
  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Stripe events (signed); each event id is handled once',
        response: { 200: webhookResponseSchema, 400: apiErrorSchema, 503: apiErrorSchema },
      },
      // Stripe calls it; its signature, not a session, proves where it comes from.
      config: { public: true },
    },
    async (request) => {
      const signature = request.headers['stripe-signature']
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      try {
        return await billingService.handleWebhook(
          body,
          Array.isArray(signature) ? signature[0] : signature,
        )
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError(400, 'invalid_signature', error.message)
        }
        throw error
      }
    },
  )
}
