import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import type { BillingGateway } from '../../platform/billing/billing-gateway'
import { createStripeGateway } from '../../platform/billing/stripe-gateway'
import { createBillingRepository } from './billing.repository'
import { createBillingService } from './billing.service'
import { stripeRoutes } from './stripe.routes'
import { createSubscriptionRepository } from './subscription.repository'
import { subscriptionRoutes } from './subscription.routes'
import { createSubscriptionService } from './subscription.service'

export interface SubscriptionFeatureOptions {
  db: Database
  config: AppConfig
  /** By default Stripe when STRIPE_* are set, else none. */
  gateway?: BillingGateway | null
}

/** The free trial, subscriptions through Stripe, and the Stripe webhook. */
export async function registerSubscriptionFeature(
  app: FastifyInstance,
  { db, config, gateway }: SubscriptionFeatureOptions,
) {
  const billingGateway =
    gateway !== undefined ? gateway : config.billing ? createStripeGateway(config.billing) : null
  const billingRepository = createBillingRepository(db)
  const subscriptionService = createSubscriptionService(
    createSubscriptionRepository(db),
    billingRepository,
    { exemptEmails: config.auth.exemptEmails, billingEnabled: billingGateway !== null },
  )
  const billingService = createBillingService(billingRepository, {
    gateway: billingGateway,
    publicUrl: config.publicUrl,
  })
  await app.register(subscriptionRoutes, { subscriptionService, billingService })
  await app.register(stripeRoutes, { billingService })
  return { subscriptionService, billingService }
}
