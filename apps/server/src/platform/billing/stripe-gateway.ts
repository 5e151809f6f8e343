import Stripe from 'stripe'
import type { AppConfig } from '../../config'
import {
  BillingProviderError,
  WebhookSignatureError,
  type BillingCustomer,
  type BillingGateway,
  type SubscriptionState,
} from './billing-gateway'

type BillingConfig = NonNullable<AppConfig['billing']>

// The `stripe` SDK pins API version 2026-10-28: the billing period is on subscription items
// (items.data[].current_period_end), no longer on the subscription itself (2025-03-31.basil).

/** Subscriptions that still give access; listed first when a customer has several. */
const INTERVALS = ['day', 'week', 'month', 'year'] as const
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due'])

function customerOf(customer: Stripe.Customer | Stripe.DeletedCustomer): BillingCustomer {
  if (customer.deleted) return { id: customer.id, email: null, userId: null, deleted: true }
  return {
    id: customer.id,
    email: customer.email,
    userId: customer.metadata.userId ?? null,
    deleted: false,
  }
}

function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const ends = subscription.items.data.map((item) => item.current_period_end)
  return {
    id: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    currentPeriodEnd: ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null,
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

/** The customer an event is about: the customer itself, or the object's `customer` field. */
function eventCustomer(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; customer?: unknown }
  if (object.object === 'customer') return object.id ?? null
  return idOf(object.customer as string | { id: string } | null | undefined)
}

/** Stripe's errors as BillingProviderError; a missing object (404) as null where asked. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new BillingProviderError(error.message, error.statusCode ?? null)
    }
    throw error
  }
}
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await call(work)
  } catch (error) {
    if (error instanceof BillingProviderError && error.status === 404) return null
    throw error
  }
}

export function createStripeGateway(config: BillingConfig): BillingGateway {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.apiBase ?? {}),
  })

  return {
    async plan() {
      const price = await call(() => stripe.prices.retrieve(config.priceId))
      const interval = INTERVALS.find((known) => known === price.recurring?.interval)
      if (price.unit_amount === null || !price.recurring || !interval) {
        throw new BillingProviderError(
          `STRIPE_PRICE_ID ${config.priceId} must be a recurring price with a fixed amount`,
          null,
        )
      }
      return {
        unitAmount: price.unit_amount,
        currency: price.currency,
        interval,
        intervalCount: price.recurring.interval_count,
      }
    },

    async createCustomer({ userId, email, name }) {
      // The same idempotency key for every attempt: two tabs subscribing at once get one customer.
      const customer = await call(() =>
        stripe.customers.create(
          { email, name, metadata: { userId } },
          { idempotencyKey: `orion-customer-${userId}` },
        ),
      )
      return customerOf(customer)
    },

    async retrieveCustomer(customerId) {
      const customer = await orNull(() => stripe.customers.retrieve(customerId))
      return customer ? customerOf(customer) : null
    },

    async findCustomersByEmail(email) {
      const found = await call(() => stripe.customers.list({ email, limit: 10 }))
      return found.data.map(customerOf)
    },

    async createCheckoutSession({ customerId, userId, successUrl, cancelUrl }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: config.priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { userId },
        }),
      )
      if (!session.url) throw new BillingProviderError('Checkout returned no URL', null)
      return { id: session.id, url: session.url }
    },

    async retrieveCheckoutSession(sessionId) {
      const session = await orNull(() => stripe.checkout.sessions.retrieve(sessionId))
      if (!session) return null
      return {
        id: session.id,
        customerId: idOf(session.customer),
        clientReferenceId: session.client_reference_id,
        status: session.status,
        paymentStatus: session.payment_status,
      }
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      )
      return { url: session.url }
    },

    async currentSubscription(customerId) {
      const found = await call(() =>
        stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }),
      )
      const newestFirst = [...found.data].sort((a, b) => b.created - a.created)
      const current =
        newestFirst.find((subscription) => LIVE_STATUSES.has(subscription.status)) ?? newestFirst[0]
      return current ? subscriptionState(current) : null
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }))
    },

    async cancelNow(subscriptionId) {
      await call(() => stripe.subscriptions.cancel(subscriptionId))
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message)
      }
      return { id: event.id, type: event.type, customerId: eventCustomer(event) }
    },
  }
}
