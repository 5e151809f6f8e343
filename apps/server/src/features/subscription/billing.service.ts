import type { SubscriptionPlan } from '@orion/contracts/subscription'
import type { UserRow } from '../../db/schema/users'
import {
  BillingProviderError,
  type BillingGateway,
  type BillingPlan,
} from '../../platform/billing/billing-gateway'
import { AppError } from '../../plugins/app-error'
import { ENTITLED_STATUSES, type BillingRepository } from './billing.repository'

// Checkout, the billing portal, cancelling, and keeping our copy of each subscription true to
// Stripe. Every path that learns something changed (webhook, sync,
// confirm-payment, reconcile, cancel) calls syncCustomer, which re-reads Stripe.

const PLAN_CACHE_MS = 10 * 60 * 1000

export const billingNotConfigured = () =>
  new AppError(503, 'billing_not_configured', 'Subscriptions are not set up on this server.')
const providerUnavailable = (error: BillingProviderError) =>
  new AppError(
    502,
    'billing_unavailable',
    'The payment service could not be reached. Please try again in a moment.',
    { provider: error.message },
  )
const alreadySubscribed = () =>
  new AppError(409, 'already_subscribed', 'You already have an active subscription.')
const noSubscription = () =>
  new AppError(409, 'no_subscription', 'You have no active subscription to cancel.')
const noBillingAccount = () =>
  new AppError(404, 'no_billing_account', 'There is no billing account yet: subscribe first.')
const paymentNotFound = () => AppError.notFound('Payment not found')
const notYourEmail = () =>
  new AppError(403, 'forbidden', 'Only the email address of your own account can be linked.')

/** Events after which the customer's subscription may differ; all others are only recorded. */
const SYNC_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
])
const triggersSync = (type: string) =>
  SYNC_EVENTS.has(type) || type.startsWith('customer.subscription.')

export interface BillingServiceOptions {
  gateway: BillingGateway | null
  /** Where Stripe sends the browser back to (PUBLIC_URL). */
  publicUrl: string
}

export function createBillingService(
  repository: BillingRepository,
  { gateway, publicUrl }: BillingServiceOptions,
) {
  let cachedPlan: { plan: BillingPlan; until: number } | null = null

  function need(): BillingGateway {
    if (!gateway) throw billingNotConfigured()
    return gateway
  }
  /** Provider failures become a 502 the web app can explain; our own errors pass through. */
  async function provider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof BillingProviderError) throw providerUnavailable(error)
      throw error
    }
  }

  async function syncCustomer(customerId: string): Promise<void> {
    const stripe = need()
    let ticket = await repository.takeSyncTicket(customerId)
    if (ticket === null) {
      // A customer we have not linked yet: ours only if we created it (its metadata names the account).
      const customer = await stripe.retrieveCustomer(customerId)
      if (!customer?.userId || customer.deleted) return
      const linked = await repository.link(customer.userId, customerId).catch(() => null)
      if (linked?.stripeCustomerId !== customerId) return
      ticket = await repository.takeSyncTicket(customerId)
      if (ticket === null) return
    }
    const state = await stripe.currentSubscription(customerId)
    await repository.storeSync(customerId, ticket, state)
  }

  async function customerFor(user: UserRow) {
    const existing = await repository.findByUser(user.id)
    if (existing) return existing
    // Created first, with the account id in its metadata, then linked (spec: one per account).
    const customer = await need().createCustomer({
      userId: user.id,
      email: user.email,
      name: user.fullName,
    })
    const linked = await repository.link(user.id, customer.id)
    if (!linked) throw new Error(`could not link Stripe customer ${customer.id}`)
    return linked
  }

  return {
    syncCustomer,

    async plan(): Promise<SubscriptionPlan> {
      if (!gateway) return { billingEnabled: false, price: null }
      if (!cachedPlan || cachedPlan.until < Date.now()) {
        const plan = await gateway.plan().catch((error: unknown) => {
          if (error instanceof BillingProviderError) return null
          throw error
        })
        if (!plan) return { billingEnabled: true, price: null }
        cachedPlan = { plan, until: Date.now() + PLAN_CACHE_MS }
      }
      return { billingEnabled: true, price: cachedPlan.plan }
    },

    async createCheckoutSession(user: UserRow): Promise<{ checkoutUrl: string }> {
      const stripe = need()
      return provider(async () => {
        const account = await customerFor(user)
        if (account.status && ENTITLED_STATUSES.includes(account.status)) throw alreadySubscribed()
        const session = await stripe.createCheckoutSession({
          customerId: account.stripeCustomerId,
          userId: user.id,
          successUrl: `${publicUrl}/subscribe?success=true`,
          cancelUrl: `${publicUrl}/subscribe?cancelled=true`,
        })
        return { checkoutUrl: session.url }
      })
    },

    async createPortalSession(user: UserRow): Promise<{ url: string }> {
      const stripe = need()
      const account = await repository.findByUser(user.id)
      if (!account) throw noBillingAccount()
      return provider(() =>
        stripe.createPortalSession({
          customerId: account.stripeCustomerId,
          returnUrl: `${publicUrl}/subscribe`,
        }),
      )
    },

    async cancel(user: UserRow): Promise<void> {
      const stripe = need()
      const account = await repository.findByUser(user.id)
      if (!account?.stripeSubscriptionId || !ENTITLED_STATUSES.includes(account.status ?? '')) {
        throw noSubscription()
      }
      await provider(async () => {
        await stripe.cancelAtPeriodEnd(account.stripeSubscriptionId!)
        await syncCustomer(account.stripeCustomerId)
      })
    },

    /**
     * The account is being deleted: a live subscription ends now, so nobody is billed for an
     * account that no longer exists. Throws (502) when Stripe cannot be reached: nothing is
     * deleted then, and the person can try again.
     */
    async closeAccount(user: UserRow): Promise<void> {
      if (!gateway) return
      const account = await repository.findByUser(user.id)
      if (!account?.stripeSubscriptionId || !ENTITLED_STATUSES.includes(account.status ?? ''))
        return
      await provider(() => gateway.cancelNow(account.stripeSubscriptionId!))
    },

    async sync(user: UserRow): Promise<void> {
      need()
      const account = await repository.findByUser(user.id)
      if (account) await provider(() => syncCustomer(account.stripeCustomerId))
    },

    /** `token` is the Checkout Session id; it must be this account's, checked with Stripe. */
    async confirmPayment(user: UserRow, token: string) {
      const stripe = need()
      return provider(async () => {
        const session = await stripe.retrieveCheckoutSession(token)
        if (!session?.customerId) throw paymentNotFound()
        const account = await repository.findByUser(user.id)
        const ours = account
          ? account.stripeCustomerId === session.customerId
          : session.clientReferenceId === user.id
        if (!ours) throw paymentNotFound()
        if (!account) await repository.link(user.id, session.customerId)
        const paid =
          session.status === 'complete' &&
          (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required')
        if (!paid) return { success: false, message: 'Your payment is still being processed.' }
        await syncCustomer(session.customerId)
        return { success: true, message: 'Your subscription is active.' }
      })
    },

    /**
     * Finds this account's customer at Stripe by its email when none is linked (a payment made
     * outside the app, or a lost link). Never claims a customer created for another account.
     */
    async reconcile(user: UserRow, email: string | undefined) {
      const stripe = need()
      const wanted = (email ?? user.email).trim().toLowerCase()
      if (wanted !== user.email.toLowerCase()) throw notYourEmail()
      return provider(async () => {
        let account = await repository.findByUser(user.id)
        if (!account) {
          for (const customer of await stripe.findCustomersByEmail(user.email)) {
            if (customer.deleted || (customer.userId !== null && customer.userId !== user.id))
              continue
            if (customer.email?.toLowerCase() !== wanted) continue
            if (await repository.findByCustomer(customer.id)) continue
            account = await repository.link(user.id, customer.id)
            if (account) break
          }
        }
        if (account) await syncCustomer(account.stripeCustomerId)
        return { success: true, linked: account !== null }
      })
    },

    /** Verifies, records the event id once, and re-reads the customer's subscription from Stripe. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      const event = need().verifyWebhook(rawBody, signature)
      if (!(await repository.recordEvent(event.id, event.type))) {
        return { received: true as const, duplicate: true }
      }
      try {
        if (event.customerId && triggersSync(event.type)) await syncCustomer(event.customerId)
      } catch (error) {
        await repository.forgetEvent(event.id)
        throw error
      }
      return { received: true as const, duplicate: false }
    },
  }
}
export type BillingService = ReturnType<typeof createBillingService>
