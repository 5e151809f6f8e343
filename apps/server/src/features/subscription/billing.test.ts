import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingAccounts } from '../../db/schema/billing'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { stripeEnvironment } from '../../test/fakes/stripe-environment'
import type { StripeObject } from '../../test/fakes/stripe-objects'
import { startFakeStripe, type FakeStripe } from '../../test/fakes/stripe-server'
import { createBillingRepository } from './billing.repository'
import { setTrialMessagesSent } from './subscription-test-kit'

let ai: FakeOpenAi
let stripe: FakeStripe
let t: TestApp
beforeAll(async () => {
  ai = await startFakeOpenAi()
  stripe = await startFakeStripe()
  t = await buildTestApp({
    ...stripeEnvironment(stripe),
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
  })
})
afterAll(async () => {
  await t.close()
  await ai.close()
  await stripe.close()
})

const bearer = (person: Credentials) => ({ authorization: `Bearer ${person.token}` })
const post = (person: Credentials, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(person), ...(payload ? { payload } : {}) })
const status = async (person: Credentials) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/subscription/status', headers: bearer(person) })
  ).json()
const deliver = (event: StripeObject, signature?: string) => {
  const signed = stripe.signedWebhook(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signed.signature,
    },
    payload: signed.payload,
  })
}
const accountRows = (userId: string) =>
  t.database.db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId))

/** Signs up through Checkout the way a browser does, and delivers Stripe's events. */
async function subscribe(person: Credentials) {
  const checkout = await post(person, '/api/subscription/create-checkout-session')
  expect(checkout.statusCode).toBe(200)
  const sessionId = new URL(checkout.json().checkoutUrl).pathname.split('/')[2]!
  const before = stripe.events.length
  const subscription = await stripe.completeCheckout(sessionId)
  for (const event of stripe.events.slice(before))
    expect((await deliver(event)).statusCode).toBe(200)
  return { sessionId, subscription }
}

describe('the plan', () => {
  it("reads the price from Stripe's Price object once and caches it", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/subscription/plan' })
    const second = await t.app.inject({ method: 'GET', url: '/api/subscription/plan' })
    const expected = {
      billingEnabled: true,
      price: { unitAmount: 979, currency: 'usd', interval: 'month', intervalCount: 1 },
    }
    expect(first.json()).toEqual(expected)
    expect(second.json()).toEqual(expected)
    expect(
      stripe.requests.filter((request) => request.path.startsWith('/v1/prices/')),
    ).toHaveLength(1)
  })
})

describe('checkout', () => {
  it('creates one Stripe customer per account, with the account id in its metadata', async () => {
    const person = await registerUser(t.app)
    const first = await post(person, '/api/subscription/create-checkout-session')
    const second = await post(person, '/api/subscription/create-checkout-session')
    expect(first.statusCode).toBe(200)
    expect(first.json().checkoutUrl).toMatch(`${stripe.apiBase}/checkout/cs_test_`)
    expect(second.json().checkoutUrl).not.toBe(first.json().checkoutUrl)
    const customers = [...stripe.customers.values()].filter((c) => c.email === person.user.email)
    expect(customers).toHaveLength(1)
    expect(customers[0]!.metadata).toEqual({ userId: person.user.id })
    const session = stripe.sessions.get(new URL(first.json().checkoutUrl).pathname.split('/')[2]!)!
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customers[0]!.id,
      client_reference_id: person.user.id,
      success_url: `${t.config.publicUrl}/subscribe?success=true`,
      cancel_url: `${t.config.publicUrl}/subscribe?cancelled=true`,
    })
  })

  it('requires sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
    })
    expect(response.statusCode).toBe(401)
  })

  it('lets a trial account that subscribes send a 16th message, and marks it as a subscriber', async () => {
    const person = await registerUser(t.app)
    await setTrialMessagesSent(t.database.db, person.user.id, 15)
    const session = (await post(person, '/api/sessions')).json()
    const send = () =>
      post(person, `/api/sessions/${session.id}/messages`, { content: 'Still here' })
    expect((await send()).statusCode).toBe(402)

    const { subscription } = await subscribe(person)
    const periodEnd = (subscription.items as { data: { current_period_end: number }[] }).data[0]!
      .current_period_end
    expect(await status(person)).toEqual({
      subscriptionStatus: 'active',
      messagesRemaining: null,
      subscriptionRequired: false,
      isExempt: false,
      isActive: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      stripeCustomerId: subscription.customer,
      billingEnabled: true,
    })
    expect((await send()).statusCode).toBe(200)
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(person) })
    expect(user.json().hasEverSubscribed).toBe(true)

    const again = await post(person, '/api/subscription/create-checkout-session')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('You already have an active subscription.')
  })
})

describe('POST /api/stripe/webhook', () => {
  it('refuses a bad or missing signature and changes nothing', async () => {
    const person = await registerUser(t.app)
    await post(person, '/api/subscription/create-checkout-session')
    const [row] = await accountRows(person.user.id)
    const subscription = stripe.createSubscription(row!.stripeCustomerId)
    const event = stripe.event('customer.subscription.created', subscription)
    const forged = stripe.signedWebhook(event).signature.replace(/v1=\w+/, `v1=${'ab'.repeat(32)}`)
    const bad = await deliver(event, forged)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('invalid_signature')
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    })
    expect(missing.statusCode).toBe(400)
    expect((await status(person)).isActive).toBe(false)
  })

  it('handles an event id once: a replay changes nothing', async () => {
    const person = await registerUser(t.app)
    const { subscription } = await subscribe(person)
    const created = stripe.events.findLast(
      (event) => event.type === 'customer.subscription.created',
    )!
    stripe.cancelSubscription(subscription.id)
    const replay = await deliver(created)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual({ received: true, duplicate: true })
    expect((await status(person)).isActive).toBe(true)
  })

  it("ends in Stripe's true state when events arrive out of order", async () => {
    const person = await registerUser(t.app)
    await post(person, '/api/subscription/create-checkout-session')
    const [row] = await accountRows(person.user.id)
    const subscription = stripe.createSubscription(row!.stripeCustomerId)
    const created = stripe.event('customer.subscription.created', subscription)
    const { previous } = stripe.updateSubscription(subscription.id, { cancel_at_period_end: true })
    const updated = stripe.event('customer.subscription.updated', subscription, previous)

    expect((await deliver(updated)).statusCode).toBe(200)
    expect((await deliver(created)).statusCode).toBe(200)
    expect(await status(person)).toMatchObject({ isActive: true, cancelAtPeriodEnd: true })

    stripe.cancelSubscription(subscription.id)
    const deleted = stripe.event('customer.subscription.deleted', subscription)
    const lateUpdate = stripe.event('customer.subscription.updated', {
      ...subscription,
      status: 'active',
    })
    expect((await deliver(deleted)).statusCode).toBe(200)
    expect((await deliver(lateUpdate)).statusCode).toBe(200)
    expect(await status(person)).toMatchObject({
      subscriptionStatus: 'cancelled',
      isActive: false,
      cancelAtPeriodEnd: false,
    })
  })

  it('leaves one consistent row when two webhooks for one customer arrive at once', async () => {
    const person = await registerUser(t.app)
    await post(person, '/api/subscription/create-checkout-session')
    const [row] = await accountRows(person.user.id)
    const subscription = stripe.createSubscription(row!.stripeCustomerId)
    const created = stripe.event('customer.subscription.created', subscription)
    stripe.updateSubscription(subscription.id, { cancel_at_period_end: true })
    const updated = stripe.event('customer.subscription.updated', subscription)
    const answers = await Promise.all([deliver(created), deliver(updated)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const rows = await accountRows(person.user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      stripeSubscriptionId: subscription.id,
      status: 'active',
      cancelAtPeriodEnd: true,
      syncedTicket: rows[0]!.syncTicket,
    })
  })

  it('keeps the newest read of Stripe when an older read finishes last', async () => {
    const person = await registerUser(t.app)
    await post(person, '/api/subscription/create-checkout-session')
    const [row] = await accountRows(person.user.id)
    const repository = createBillingRepository(t.database.db)
    const older = (await repository.takeSyncTicket(row!.stripeCustomerId))!
    const newer = (await repository.takeSyncTicket(row!.stripeCustomerId))!
    const state = { id: 'sub_x', cancelAtPeriodEnd: false, currentPeriodEnd: null }
    await repository.storeSync(row!.stripeCustomerId, newer, { ...state, status: 'canceled' })
    await repository.storeSync(row!.stripeCustomerId, older, { ...state, status: 'active' })
    expect((await accountRows(person.user.id))[0]!.status).toBe('canceled')
  })
})

describe('managing a subscription', () => {
  it('cancels at the period end: still active, with the date access ends', async () => {
    const person = await registerUser(t.app)
    const { subscription } = await subscribe(person)
    const response = await post(person, '/api/subscription/cancel')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ isActive: true, cancelAtPeriodEnd: true })
    expect(response.json().currentPeriodEnd).not.toBeNull()
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true)
  })

  it("opens the billing portal for the account's own customer", async () => {
    const person = await registerUser(t.app)
    const none = await post(person, '/api/stripe/create-portal-session')
    expect(none.statusCode).toBe(404)
    await subscribe(person)
    const response = await post(person, '/api/stripe/create-portal-session')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, error: null })
    expect(response.json().url).toContain(`${stripe.apiBase}/portal/bps_`)
  })

  it('confirms a payment from its checkout session, once Stripe says it is paid', async () => {
    const person = await registerUser(t.app)
    const checkout = await post(person, '/api/subscription/create-checkout-session')
    const token = new URL(checkout.json().checkoutUrl).pathname.split('/')[2]!
    const pending = await post(person, '/api/subscription/confirm-payment', { token })
    expect(pending.json()).toEqual({
      success: false,
      message: 'Your payment is still being processed.',
    })
    await stripe.completeCheckout(token)
    const confirmed = await post(person, '/api/subscription/confirm-payment', { token })
    expect(confirmed.json()).toEqual({ success: true, message: 'Your subscription is active.' })
    expect((await status(person)).isActive).toBe(true)
  })
})

describe('a malformed payment token', () => {
  it('answers 404, not 500, when it holds a lone surrogate (no UTF-8 for it, no URL either)', async () => {
    const person = await registerUser(t.app)
    const response = await post(person, '/api/subscription/confirm-payment', {
      token: 'cs_\ud800_test',
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('another account', () => {
  it('cannot confirm, cancel or open the portal of your subscription', async () => {
    const owner = await registerUser(t.app)
    const { sessionId, subscription } = await subscribe(owner)
    const other = await registerUser(t.app)
    const confirm = await post(other, '/api/subscription/confirm-payment', { token: sessionId })
    expect(confirm.statusCode).toBe(404)
    expect((await post(other, '/api/subscription/cancel')).statusCode).toBe(409)
    expect((await post(other, '/api/stripe/create-portal-session')).statusCode).toBe(404)
    expect(await status(other)).toMatchObject({ isActive: false, stripeCustomerId: null })
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(false)
  })

  it('cannot reconcile a customer whose email belongs to someone else', async () => {
    const owner = await registerUser(t.app)
    await subscribe(owner)
    const other = await registerUser(t.app)
    const claim = await post(other, '/api/subscription/reconcile', { email: owner.user.email })
    expect(claim.statusCode).toBe(403)
    // A customer carrying the other person's email but created for the owner is not theirs either.
    stripe.customers.set('cus_planted', {
      ...[...stripe.customers.values()].find((c) => c.email === owner.user.email)!,
      id: 'cus_planted',
      email: other.user.email,
    })
    const own = await post(other, '/api/subscription/reconcile')
    expect(own.json()).toEqual({ success: true, linked: false })
    expect(await status(other)).toMatchObject({ isActive: false, stripeCustomerId: null })
  })

  it('reconcile links a customer made outside the app with your own email', async () => {
    const person = await registerUser(t.app)
    const customer = {
      ...[...stripe.customers.values()][0]!,
      id: 'cus_outside',
      email: person.user.email,
      metadata: {},
    }
    stripe.customers.set(customer.id, customer)
    stripe.createSubscription(customer.id)
    const response = await post(person, '/api/subscription/reconcile', {
      email: person.user.email.toUpperCase(),
    })
    expect(response.json()).toEqual({ success: true, linked: true })
    expect(await status(person)).toMatchObject({ isActive: true, stripeCustomerId: 'cus_outside' })
  })
})
