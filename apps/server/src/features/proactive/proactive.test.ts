import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { connectProactive, proactiveUrl, signedInProactive } from '../../test/proactive-client'
import { GOOD_PASSWORD, registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { PASSWORD_CHANGED_ALERT, type ProactiveService } from './proactive.service'
import { MAX_SOCKETS_PER_ACCOUNT } from './proactive-socket'

// The live-alert socket (/ws/proactive) over a real loopback connection, and catching up through
// GET /api/alerts?after=.

let t: TestApp
let url: string
let proactive: ProactiveService

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  url = proactiveUrl(t.app)
  proactive = t.app.proactive
})
afterAll(() => t.close())

const connect = (headers: Record<string, string> = {}) => connectProactive(url, headers)
const signedInSocket = (person: Credentials) => signedInProactive(url, person)

const alertsAfter = (person: Credentials, after = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/alerts${after ? `?after=${encodeURIComponent(after)}` : ''}`,
    headers: { authorization: `Bearer ${person.token}` },
  })

describe('authentication', () => {
  it('closes with 1008 when nothing authenticates within 5 seconds', async () => {
    const client = connect()
    await client.opened
    const started = Date.now()
    expect(await client.closed).toEqual({ code: 1008, reason: 'Authentication timeout' })
    expect(Date.now() - started).toBeGreaterThan(4000)
  }, 10_000)

  it('closes with 1008 on a bad token', async () => {
    const client = connect()
    await client.send({ type: 'authenticate', token: 'not-a-token' })
    expect(await client.closed).toEqual({ code: 1008, reason: 'Authentication failed' })
  })

  it('closes with 1008 on a message that is not an authenticate', async () => {
    const client = connect()
    await client.send({ type: 'hello' })
    expect((await client.closed).code).toBe(1008)
  })

  it('closes a message larger than the small maxPayload', async () => {
    const client = connect()
    await client.send({ type: 'authenticate', token: 'x'.repeat(10_000) })
    expect((await client.closed).code).toBe(1009)
  })

  it('accepts the session cookie at the upgrade', async () => {
    const person = await registerUser(t.app)
    const client = connect({ cookie: person.cookie })
    await client.next('auth_success')
    await client.next('connected')
    client.socket.close(1000)
  })
})

describe('delivery', () => {
  it('delivers a stored alert and a desktop notification to the person only', async () => {
    const [ada, bob] = [await registerUser(t.app), await registerUser(t.app)]
    const adaSocket = await signedInSocket(ada)
    const bobSocket = await signedInSocket(bob)
    // Through the wearables' hook.
    const stored = await proactive.wearableAlert(ada.user.id, {
      message: '  Your heart rate is unusually high.  ',
      priority: 'high',
    })
    expect(await adaSocket.next('trinity_alert')).toEqual({
      ...stored,
      message: 'Your heart rate is unusually high.',
      aiName: 'Orion',
      priority: 'high',
    })
    expect(await adaSocket.next('desktop_notification')).toMatchObject({
      title: 'Orion',
      body: 'Your heart rate is unusually high.',
      icon: '/favicon.svg',
      alertId: stored.id,
    })
    // Bob's socket got nothing, and his catch-up list does not hold Ada's alert.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(bobSocket.messages).toEqual([])
    expect((await alertsAfter(bob)).json().alerts).toEqual([])
    adaSocket.socket.close(1000)
    bobSocket.socket.close(1000)
  })

  it('keeps an alert created while offline and hands it over after reconnecting', async () => {
    const person = await registerUser(t.app)
    const first = await signedInSocket(person)
    const seen = await proactive.notify(person.user.id, {
      type: 'ai_proactive_message',
      message: 'How did the interview go?',
    })
    await first.next('ai_proactive_message')
    first.socket.close(1000)
    await first.closed

    const missed = await proactive.notify(person.user.id, {
      type: 'ai_proactive_message',
      message: 'Thinking of your exam tomorrow.',
    })
    const again = await signedInSocket(person)
    const response = await alertsAfter(person, seen.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ alerts: [missed], unreadCount: 2 })
    expect(missed).toMatchObject({ aiName: 'Orion', priority: 'medium', readAt: null })
    // By time as well (the client's last timestamp); the full list holds both.
    expect((await alertsAfter(person, seen.timestamp)).json().alerts).toContainEqual(missed)
    expect((await alertsAfter(person)).json().alerts).toEqual([seen, missed])
    again.socket.close(1000)
  })

  it('marks alerts read and keeps another person out', async () => {
    const [ada, bob] = [await registerUser(t.app), await registerUser(t.app)]
    const alert = await proactive.notify(ada.user.id, {
      type: 'ai_proactive_message',
      message: 'Hello',
    })
    const markAs = (person: Credentials, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/alerts/${id}/read`,
        headers: { authorization: `Bearer ${person.token}` },
      })
    expect((await markAs(bob, alert.id)).statusCode).toBe(404)
    expect((await alertsAfter(bob, alert.id)).statusCode).toBe(404)
    expect((await markAs(bob, 'not-an-id')).statusCode).toBe(404)
    const read = await markAs(ada, alert.id)
    expect(read.statusCode).toBe(200)
    expect(read.json().readAt).not.toBeNull()
    expect((await alertsAfter(ada)).json().unreadCount).toBe(0)
    expect((await alertsAfter(ada, 'yesterday')).json()).toMatchObject({
      error: 'bad_request',
      message: 'after must be an alert id or an ISO 8601 time',
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401)
  })

  it('closes the oldest socket beyond the cap per account', async () => {
    const person = await registerUser(t.app)
    const sockets = []
    for (let index = 0; index < MAX_SOCKETS_PER_ACCOUNT; index += 1) {
      sockets.push(await signedInSocket(person))
    }
    await signedInSocket(person)
    expect(await sockets[0]!.closed).toEqual({ code: 1000, reason: 'Too many open connections' })
    for (const client of sockets.slice(1)) {
      expect(client.socket.readyState).toBe(WebSocket.OPEN)
      client.socket.close(1000)
    }
  })
})

describe('sessions ending', () => {
  it("logout closes that session's socket, not the person's other devices", async () => {
    const person = await registerUser(t.app)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      remoteAddress: '10.9.9.9',
      payload: { email: person.user.email, password: GOOD_PASSWORD },
    })
    expect(login.statusCode).toBe(200)
    const laptop = await signedInSocket(person)
    const phone = await signedInSocket({ ...person, token: login.json().token })
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${person.token}` },
    })
    expect(logout.statusCode).toBe(200)
    expect(await laptop.closed).toEqual({ code: 1000, reason: 'Signed out' })
    expect(phone.socket.readyState).toBe(WebSocket.OPEN)
    // The token is dead: a new socket with it is refused.
    const stale = connect()
    await stale.send({ type: 'authenticate', token: person.token })
    expect((await stale.closed).code).toBe(1008)
    phone.socket.close(1000)
  })

  it('a password change closes every socket and leaves a security alert', async () => {
    const person = await registerUser(t.app)
    const first = await signedInSocket(person)
    const second = await signedInSocket(person)
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { authorization: `Bearer ${person.token}` },
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Another123' },
    })
    expect(changed.statusCode).toBe(200)
    expect(await first.closed).toEqual({ code: 1008, reason: 'Password changed' })
    expect((await second.closed).code).toBe(1008)
    const alerts = await t.app.inject({
      method: 'GET',
      url: '/api/alerts',
      headers: { authorization: `Bearer ${changed.json().token}` },
    })
    expect(alerts.json().alerts).toMatchObject([
      { type: 'security_alert', message: PASSWORD_CHANGED_ALERT, priority: 'high' },
    ])
  })
})

describe('sign-in from a new device', () => {
  const firefox = (version: number) =>
    `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`
  const signIn = (person: Credentials, userAgent: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: '10.8.8.8',
      payload: { email: person.user.email, password: GOOD_PASSWORD },
    })
  const securityAlerts = async (person: Credentials) =>
    ((await alertsAfter(person)).json().alerts as { type: string; message: string }[]).filter(
      (alert) => alert.type === 'security_alert',
    )

  it('raises a security alert for a browser and system the account never used, once', async () => {
    const person = await registerUser(t.app) // registered from light-my-request: its first device
    const socket = await signedInSocket(person)
    expect((await signIn(person, 'lightMyRequest')).statusCode).toBe(200)
    expect(await securityAlerts(person)).toEqual([])

    expect((await signIn(person, firefox(133))).statusCode).toBe(200)
    expect(await socket.next('security_alert')).toMatchObject({
      message:
        'New sign-in to your account from Firefox on Linux. If this was not you, change your password now.',
      priority: 'high',
    })
    // An updated Firefox on the same system is the same device.
    expect((await signIn(person, firefox(140))).statusCode).toBe(200)
    expect(await securityAlerts(person)).toHaveLength(1)
    socket.socket.close(1000)
  })
})
