import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pushPayloadSchema } from '@orion/contracts/web-push'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushSubscriptions } from '../../db/schema/web-push'
import { deriveContentKeys } from '../../platform/push/web-push-crypto'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { readVapidToken } from '../../test/vapid-token'

// Web Push over the wire: a loopback push service receives what the server posts, checks its VAPID
// signature and decrypts it with the browser's private key, as a browser's push service and the
// browser itself would (RFC 8030, 8291, 8292).

interface Received {
  path: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** The push service: answers each endpoint with the status the test chose (201 by default). */
function startPushService() {
  const received: Received[] = []
  const statusOf = new Map<string, number>()
  const waiters: (() => void)[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      })
      response.writeHead(statusOf.get(request.url ?? '') ?? 201).end()
      waiters.splice(0).forEach((wake) => wake())
    })
  })
  return {
    server,
    received,
    statusOf,
    async next(pathname: string): Promise<Received> {
      const deadline = Date.now() + 5000
      for (;;) {
        const index = received.findIndex((request) => request.path === pathname)
        if (index >= 0) return received.splice(index, 1)[0]!
        if (Date.now() > deadline) throw new Error(`no push to ${pathname}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
  }
}

/** A browser's push subscription: its own P-256 key pair and authentication secret. */
function browserSubscription(origin: string, pathname: string) {
  const ecdh = crypto.createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = crypto.randomBytes(16)
  return {
    ecdh,
    auth,
    json: {
      endpoint: `${origin}${pathname}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  }
}

/** What the browser does with a push: aes128gcm (RFC 8188) with the keys of RFC 8291. */
function decrypt(body: Buffer, browser: ReturnType<typeof browserSubscription>) {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyLength = body.readUInt8(20)
  const asPublic = body.subarray(21, 21 + keyLength)
  const sealed = body.subarray(21 + keyLength)
  expect(recordSize).toBe(4096)
  const { key, nonce } = deriveContentKeys({
    ecdhSecret: browser.ecdh.computeSecret(asPublic),
    authSecret: browser.auth,
    uaPublic: browser.ecdh.getPublicKey(),
    asPublic,
    salt,
  })
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  const padded = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ])
  const end = padded.lastIndexOf(0x02)
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true)
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as unknown
}

/** The VAPID JWT (RFC 8292) verifies with the key it names, for the push service's origin. */
function verifyVapid(authorization: string | undefined, origin: string) {
  const token = readVapidToken(authorization)
  expect(token, authorization).not.toBeNull()
  expect(token?.verified).toBe(true)
  expect(token?.claims.aud).toBe(origin)
  expect(token?.claims.sub).toBe('mailto:ops@example.com')
  expect(token?.claims.exp).toBeGreaterThan(Date.now() / 1000)
  return token?.publicKey
}

let t: TestApp
let pushService: ReturnType<typeof startPushService>
let origin: string
let person: Credentials

beforeAll(async () => {
  pushService = startPushService()
  await new Promise<void>((resolve) => pushService.server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(pushService.server.address() as AddressInfo).port}`
  t = await buildTestApp({ WEB_PUSH_SERVICES: origin, VAPID_SUBJECT: 'mailto:ops@example.com' })
  person = await registerUser(t.app)
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => pushService.server.close(resolve))
})

function subscribe(who: Credentials, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { authorization: `Bearer ${who.token}` },
    payload: body as object,
  })
}

async function subscriptionsOf(userId: string) {
  return t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
}

describe('Web Push', () => {
  it('generates the VAPID keys once into DATA_DIR and serves the public key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/push/key',
      headers: { authorization: `Bearer ${person.token}` },
    })
    expect(response.statusCode).toBe(200)
    const stored = JSON.parse(
      fs.readFileSync(path.join(t.config.dataDir, 'vapid-keys.json'), 'utf8'),
    ) as { publicKey: string }
    expect(response.json()).toEqual({ publicKey: stored.publicKey })
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65)
    expect(fs.statSync(path.join(t.config.dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600)
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401)
  })

  it('sends a stored alert to each subscribed browser, signed and encrypted for it', async () => {
    const browser = browserSubscription(origin, '/push/first')
    expect((await subscribe(person, browser.json)).statusCode).toBe(200)

    const alert = await t.app.proactive.notify(person.user.id, {
      type: 'ai_proactive_message',
      message: 'How did the interview on Thursday go? (Orion is an AI companion.)',
    })
    const push = await pushService.next('/push/first')
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(push.headers['content-type']).toBe('application/octet-stream')
    expect(push.headers.ttl).toBe('86400')
    expect(push.headers.urgency).toBe('normal')
    const key = verifyVapid(push.headers.authorization, origin)
    expect(key).toBe(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/push/key',
          headers: { authorization: `Bearer ${person.token}` },
        })
      ).json<{ publicKey: string }>().publicKey,
    )
    const payload = pushPayloadSchema.parse(decrypt(push.body, browser))
    expect(payload).toEqual({
      alertId: alert.id,
      type: 'ai_proactive_message',
      title: 'Orion',
      body: 'How did the interview on Thursday go? (Orion is an AI companion.)',
    })
  })

  it('deletes a subscription the push service says is gone (404 and 410)', async () => {
    const gone = browserSubscription(origin, '/push/gone')
    const missing = browserSubscription(origin, '/push/missing')
    const other = await registerUser(t.app)
    pushService.statusOf.set('/push/gone', 410)
    pushService.statusOf.set('/push/missing', 404)
    expect((await subscribe(other, gone.json)).statusCode).toBe(200)
    expect((await subscribe(other, missing.json)).statusCode).toBe(200)
    expect(await subscriptionsOf(other.user.id)).toHaveLength(2)

    await t.app.proactive.notify(other.user.id, {
      type: 'security_alert',
      message: 'A new device signed in.',
      priority: 'high',
    })
    const push = await pushService.next('/push/gone')
    expect(push.headers.urgency).toBe('high')
    expect(pushPayloadSchema.parse(decrypt(push.body, gone)).title).toBe('Security alert')
    await pushService.next('/push/missing')
    await expect.poll(() => subscriptionsOf(other.user.id)).toHaveLength(0)
  })

  it('refuses an endpoint that is not a known push service, and malformed keys', async () => {
    const browser = browserSubscription('http://169.254.169.254', '/latest/meta-data')
    const response = await subscribe(person, browser.json)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toBe(
      'endpoint is not a known browser push service',
    )
    const valid = browserSubscription(origin, '/push/keys')
    const badKey = await subscribe(person, {
      ...valid.json,
      keys: { ...valid.json.keys, p256dh: 'AAAA' },
    })
    expect(badKey.statusCode).toBe(400)
    expect(badKey.json<{ message: string }>().message).toBe(
      'keys.p256dh must be an uncompressed P-256 public key',
    )
    const badAuth = await subscribe(person, {
      ...valid.json,
      keys: { ...valid.json.keys, auth: 'AAAA' },
    })
    expect(badAuth.json<{ message: string }>().message).toBe('keys.auth must be a 16-byte secret')
    expect((await subscribe(person, { endpoint: 'nope' })).statusCode).toBe(400)
  })

  it("unsubscribes this browser; another account's subscription is not found", async () => {
    const browser = browserSubscription(origin, '/push/leaving')
    expect((await subscribe(person, browser.json)).statusCode).toBe(200)
    const stranger = await registerUser(t.app)
    const unsubscribe = (who: Credentials) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: { authorization: `Bearer ${who.token}` },
        payload: { endpoint: browser.json.endpoint },
      })
    expect((await unsubscribe(stranger)).statusCode).toBe(404)
    expect((await unsubscribe(person)).statusCode).toBe(200)
    expect((await unsubscribe(person)).statusCode).toBe(404)
    const endpoints = (await subscriptionsOf(person.user.id)).map((row) => row.endpoint)
    expect(endpoints).not.toContain(browser.json.endpoint)
  })
})
