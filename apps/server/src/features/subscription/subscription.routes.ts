import { subscriptionStatusSchema } from '@orion/contracts/chat'
import { apiErrorSchema } from '@orion/contracts/errors'
import {
  checkoutSessionResponseSchema,
  confirmPaymentRequestSchema,
  confirmPaymentResponseSchema,
  reconcileRequestSchema,
  reconcileResponseSchema,
  subscriptionPlanSchema,
} from '@orion/contracts/subscription'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { BillingService } from './billing.service'
import type { SubscriptionService } from './subscription.service'
import { signedInUser } from '../../plugins/auth-guard'

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
}

/** The /api/subscription/* calls: the status, the plan, checkout, cancel and payment return. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptionService: SubscriptionService
  billingService: BillingService
}> = async (app, { subscriptionService, billingService }) => {
  const tags = ['subscription']

  app.get(
    '/api/subscription/status',
    {
      schema: {
        tags,
        summary: 'Trial balance and subscription state (spec part 1 §3, part 2 §3)',
        // firebaseUid is accepted and ignored: the signed-in account is what counts.
        querystring: z.object({ _t: z.string().optional(), firebaseUid: z.string().optional() }),
        response: { 200: subscriptionStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => subscriptionService.status(signedInUser(request)),
  )

  app.get(
    '/api/subscription/plan',
    {
      schema: {
        tags,
        summary: "The monthly plan's price, read from Stripe's Price object (public, cached)",
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: subscriptionPlanSchema },
      },
      config: { public: true },
    },
    async () => billingService.plan(),
  )

  app.post(
    '/api/subscription/create-checkout-session',
    {
      schema: {
        tags,
        summary: 'Starts Stripe Checkout for the monthly plan; the browser goes to checkoutUrl',
        response: { 200: checkoutSessionResponseSchema, ...errors },
      },
    },
    async (request) => billingService.createCheckoutSession(signedInUser(request)),
  )

  app.post(
    '/api/subscription/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels the subscription at the end of the paid period',
        response: { 200: subscriptionStatusSchema, ...errors },
      },
    },
    async (request) => {
      await billingService.cancel(signedInUser(request))
      return subscriptionService.status(signedInUser(request))
    },
  )

  app.post(
    '/api/subscription/sync',
    {
      schema: {
        tags,
        summary: "Re-reads the account's subscription from Stripe",
        response: { 200: subscriptionStatusSchema, ...errors },
      },
    },
    async (request) => {
      await billingService.sync(signedInUser(request))
      return subscriptionService.status(signedInUser(request))
    },
  )

  app.post(
    '/api/subscription/confirm-payment',
    {
      schema: {
        tags,
        summary: 'Confirms a payment from its Checkout Session id (token), checked with Stripe',
        body: confirmPaymentRequestSchema,
        response: { 200: confirmPaymentResponseSchema, ...errors },
      },
    },
    async (request) => billingService.confirmPayment(signedInUser(request), request.body.token),
  )

  app.post(
    '/api/subscription/reconcile',
    {
      schema: {
        tags,
        summary: "Links the Stripe customer with this account's own email, if one exists",
        body: reconcileRequestSchema,
        response: { 200: reconcileResponseSchema, ...errors },
      },
    },
    async (request) => billingService.reconcile(signedInUser(request), request.body?.email),
  )
}
