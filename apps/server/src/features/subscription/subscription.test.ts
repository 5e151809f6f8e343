import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser } from '../../test/fakes/signed-in-user'
import { stripeEnvironment } from '../../test/fakes/stripe-environment'
import { startFakeStripe, type FakeStripe } from '../../test/fakes/stripe-server'
import { setTrialMessagesSent } from './subscription-test-kit'

let fake: FakeOpenAi
let stripe: FakeStripe
let t: TestApp
beforeAll(async () => {
  fake = await startFakeOpenAi()
  stripe = await startFakeStripe()
  t = await buildTestApp({
    ...stripeEnvironment(stripe),
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    EXEMPT_EMAILS: 'vip@example.com',
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
  await stripe.close()
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
async function createSession(app: TestApp, token: string): Promise<{ id: string }> {
  return (
    await app.app.inject({ method: 'POST', url: '/api/sessions', headers: bearer(token) })
  ).json()
}
const sendMessage = (
  app: TestApp,
  token: string,
  sessionId: string,
  payload: object = { content: 'Hello there' },
) =>
  app.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/messages`,
    headers: bearer(token),
    payload,
  })

const status = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/subscription/status',
      headers: bearer(token),
    })
  ).json()
const setSent = (userId: string, count: number) =>
  setTrialMessagesSent(t.database.db, userId, count)

describe('GET /api/subscription/status', () => {
  it('requires sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscription/status' })
    expect(response.statusCode).toBe(401)
  })

  it('gives a new person 15 trial messages and counts each message sent', async () => {
    const person = await registerUser(t.app)
    expect(await status(person.token)).toEqual({
      subscriptionStatus: 'trial',
      messagesRemaining: 15,
      subscriptionRequired: false,
      isExempt: false,
      isActive: false,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      stripeCustomerId: null,
      billingEnabled: true,
    })
    const session = await createSession(t, person.token)
    expect((await sendMessage(t, person.token, session.id)).statusCode).toBe(200)
    expect((await status(person.token)).messagesRemaining).toBe(14)
  })
})

describe('the free trial', () => {
  it('rejects a 16th message from a trial user with 402', async () => {
    const person = await registerUser(t.app)
    const session = await createSession(t, person.token)
    await setSent(person.user.id, 15)
    const response = await sendMessage(t, person.token, session.id)
    expect(response.statusCode).toBe(402)
    expect(response.json()).toEqual({
      error: 'trial_limit_reached',
      message: "You've used all 15 free messages. Subscribe for unlimited access!",
    })
    expect(await status(person.token)).toMatchObject({
      messagesRemaining: 0,
      subscriptionRequired: true,
    })
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: bearer(person.token),
    })
    expect(stored.json().messages).toEqual([])
  })

  it('lets exactly one of two concurrent 15th messages through', async () => {
    const person = await registerUser(t.app)
    const first = await createSession(t, person.token)
    const second = await createSession(t, person.token)
    await setSent(person.user.id, 14)
    const responses = await Promise.all([
      sendMessage(t, person.token, first.id, { content: 'from tab one' }),
      sendMessage(t, person.token, second.id, { content: 'from tab two' }),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 402])
    expect(await status(person.token)).toMatchObject({
      messagesRemaining: 0,
      subscriptionRequired: true,
    })
  })

  it('never limits an exempt person', async () => {
    const vip = await registerUser(t.app, { email: 'vip@example.com' })
    await setSent(vip.user.id, 15)
    expect(await status(vip.token)).toMatchObject({
      subscriptionStatus: 'trial',
      messagesRemaining: null,
      subscriptionRequired: false,
      isExempt: true,
      isActive: false,
    })
    const session = await createSession(t, vip.token)
    expect((await sendMessage(t, vip.token, session.id)).statusCode).toBe(200)
  })
})

describe('on a server without Stripe', () => {
  it('limits nobody, since nobody could pay (docs/decisions/0010)', async () => {
    const bare = await buildTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test',
    })
    try {
      const person = await registerUser(bare.app)
      await setTrialMessagesSent(bare.database.db, person.user.id, 15)
      const session = await createSession(bare, person.token)
      expect((await sendMessage(bare, person.token, session.id)).statusCode).toBe(200)
      const response = await bare.app.inject({
        method: 'GET',
        url: '/api/subscription/status',
        headers: bearer(person.token),
      })
      expect(response.json()).toMatchObject({
        billingEnabled: false,
        messagesRemaining: null,
        subscriptionRequired: false,
      })
      const checkout = await bare.app.inject({
        method: 'POST',
        url: '/api/subscription/create-checkout-session',
        headers: bearer(person.token),
      })
      expect(checkout.statusCode).toBe(503)
      expect(checkout.json().error).toBe('billing_not_configured')
    } finally {
      await bare.close()
    }
  })
})
