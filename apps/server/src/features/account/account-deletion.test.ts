import fs from 'node:fs'
import path from 'node:path'
import { eq, getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server'
import { GOOD_PASSWORD, registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { stripeEnvironment } from '../../test/fakes/stripe-environment'
import { startFakeStripe, type FakeStripe } from '../../test/fakes/stripe-server'
import { bearer, phonePhoto, upload, uploadImage } from '../../test/uploads-kit'

// "Delete my account" (issue 14): the password and the typed word, then no row of the account in
// any table of the schema, no stored file, no session anywhere, the subscription ended at Stripe;
// another person's data untouched.

describe.each(['local', 's3'] as const)('deleting an account (%s storage)', (kind) => {
  let t: TestApp
  let ai: FakeOpenAi
  let stripe: FakeStripe
  let s3: FakeS3 | null = null

  beforeAll(async () => {
    ai = await startFakeOpenAi()
    stripe = await startFakeStripe()
    if (kind === 's3') s3 = await startFakeS3()
    t = await buildTestApp({
      ...stripeEnvironment(stripe),
      AI_BASE_URL: ai.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test',
      AI_MAX_RETRIES: '0',
      ...(s3?.environment ?? {}),
    })
  })
  afterAll(async () => {
    await t.close()
    await ai.close()
    await stripe.close()
    await s3?.close()
  })

  const post = (person: Credentials, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(person.token), payload })
  const deleteAccount = (person: Credentials, payload: object) =>
    post(person, '/api/user/delete-account', payload)

  function storedKeys(): string[] {
    if (s3) return s3.keys()
    const root = path.join(t.config.dataDir, 'files')
    if (!fs.existsSync(root)) return []
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(root, name)).isFile())
      .map((name) => name.split(path.sep).join('/'))
      .sort()
  }

  async function fillAccount(person: Credentials) {
    const session = (await post(person, '/api/sessions')).json()
    expect(
      (await post(person, `/api/sessions/${session.id}/messages`, { content: 'Hi' })).statusCode,
    ).toBe(200)
    const notebook = (await post(person, '/api/notebooks', { name: 'Mine' })).json()
    await post(person, '/api/journal', { title: 'A day', content: 'Text', notebookId: notebook.id })
    await post(person, '/api/memories', { summary: 'Likes tea.', keywords: ['tea'] })
    expect((await uploadImage(t, person.token, await phonePhoto())).statusCode).toBe(201)
    const document = await upload(
      t,
      bearer(person.token),
      '/api/documents/upload',
      'file',
      'notes.txt',
      'My garden notes.',
      'text/plain',
    )
    expect(document.statusCode, document.body).toBe(201)
    const photo = await upload(
      t,
      bearer(person.token),
      '/api/user/upload-photo',
      'photo',
      'me.jpg',
      await phonePhoto(),
    )
    expect(photo.statusCode).toBe(200)
    const feedback = await post(person, '/api/feedback', {
      name: 'Someone',
      email: person.user.email,
      feedback: 'Lovely app',
    })
    expect(feedback.statusCode, feedback.body).toBe(201)
  }

  /** Signs up through Checkout the way a browser does, and delivers Stripe's events. */
  async function subscribe(person: Credentials) {
    const checkout = await post(person, '/api/subscription/create-checkout-session')
    expect(checkout.statusCode).toBe(200)
    const sessionId = new URL(checkout.json().checkoutUrl).pathname.split('/')[2]!
    const before = stripe.events.length
    const subscription = await stripe.completeCheckout(sessionId)
    for (const event of stripe.events.slice(before)) {
      const signed = stripe.signedWebhook(event)
      await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
        payload: signed.payload,
      })
    }
    return subscription as { id: string }
  }

  /** Every row of every table of the schema, as text. */
  async function everyRow(): Promise<Map<string, string>> {
    const tables = new Map<string, string>()
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue
      const rows = await t.database.db.select().from(value)
      tables.set(getTableName(value), JSON.stringify(rows))
    }
    return tables
  }

  it('needs the password and the typed word, then removes every row and file of the account', async () => {
    const anne = await registerUser(t.app, { fullName: 'Anne Leaving' })
    const bob = await registerUser(t.app, { fullName: 'Bob Staying' })
    const untouched = storedKeys()
    await fillAccount(anne)
    const annesKeys = storedKeys().filter((key) => !untouched.includes(key))
    await fillAccount(bob)
    const subscription = await subscribe(anne)
    const [anneRow] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, anne.user.id))
    const keysBefore = storedKeys()
    // Her photo, picture and its thumbnail, and her document.
    expect(annesKeys).toHaveLength(4)

    const unconfirmed = await deleteAccount(anne, { password: GOOD_PASSWORD, confirmation: 'yes' })
    expect(unconfirmed.statusCode).toBe(400)
    expect(unconfirmed.json().message).toContain('Type DELETE to confirm.')
    const wrong = await deleteAccount(anne, { password: 'Not-my-pass1', confirmation: 'DELETE' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Incorrect password. Your account was not deleted.')
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(anne.token) }))
        .statusCode,
    ).toBe(200)

    const deleted = await deleteAccount(anne, { password: GOOD_PASSWORD, confirmation: 'DELETE' })
    expect(deleted.statusCode, deleted.body).toBe(200)

    // Signed out everywhere, and the password no longer opens anything.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(anne.token) })
    expect(me.statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      payload: { email: anne.user.email, password: GOOD_PASSWORD },
    })
    // The address is unknown now ('No account found with this email').
    expect(login.statusCode).toBe(404)

    // No row anywhere names the account, its identity or its address; Bob's are all there.
    const tables = await everyRow()
    expect(tables.size).toBeGreaterThan(15)
    for (const [table, rows] of tables) {
      for (const trace of [anne.user.id, anneRow!.identityUserId, anne.user.email]) {
        expect(rows.includes(trace), `${table} still holds ${trace}`).toBe(false)
      }
    }
    expect(tables.get('users')).toContain(bob.user.id)
    expect(tables.get('chat_messages')).toContain(bob.user.id)
    expect(tables.get('feedback')).toContain(bob.user.id)

    // No stored file of hers; every file of Bob's stays.
    expect(storedKeys()).toEqual(keysBefore.filter((key) => !annesKeys.includes(key)))
    expect(storedKeys().some((key) => key.includes(bob.user.id))).toBe(true)

    // The subscription ended at Stripe at once: nobody is billed for a deleted account.
    expect(
      stripe.requests.some(
        (request) =>
          request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscription.id}`,
      ),
    ).toBe(true)
  })

  it('answers 401 to a visitor', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      payload: { confirmation: 'DELETE' },
    })
    expect(answer.statusCode).toBe(401)
  })
})
