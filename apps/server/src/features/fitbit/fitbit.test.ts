import {
  FITBIT_ACCESS_REVOKED_MESSAGE,
  FITBIT_NOT_CONNECTED_MESSAGE,
  fitbitLatestResponseSchema,
  fitbitStatusSchema,
} from '@orion/contracts/fitbit'
import { eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { fitbitAuthorizations, fitbitConnections, fitbitReadings } from '../../db/schema/fitbit'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeGoogleHealth, type FakeGoogleHealth } from '../../test/fakes/google-health-server'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { GOOD_PASSWORD, registerUser, type Credentials } from '../../test/fakes/signed-in-user'

// Fitbit Sync end to end against the fake Google OAuth server and Health API on loopback: the
// connect flow (PKCE, single-use state), tokens encrypted at rest, one refresh at a time, a revoked
// grant, other accounts, the background job across two instances, and the chat context line.

let health: FakeGoogleHealth
let ai: FakeOpenAi
let t: TestApp
beforeAll(async () => {
  health = await startFakeGoogleHealth({ refreshDelayMs: 150 })
  ai = await startFakeOpenAi()
  t = await buildTestApp({
    ...health.environment,
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    AI_MAX_RETRIES: '0',
  })
})
afterAll(async () => {
  await t?.close()
  await ai?.close()
  await health?.close()
})
beforeEach(() => {
  ai.reset()
  health.rateLimitNext(0)
})

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Credentials, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload })

/** Connect → the fake's consent page → the callback, as the browser would; answers the redirect. */
async function runConnect(who: Credentials, callbackAs: Credentials = who) {
  const connect = await call('POST', '/api/fitbit/connect', who)
  expect(connect.statusCode, connect.body).toBe(200)
  const authUrl = new URL(connect.json().authUrl)
  const consent = await fetch(authUrl, { redirect: 'manual' })
  const back = new URL(consent.headers.get('location')!)
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: callbackAs.cookie },
  })
  return { authUrl, back, callback, location: callback.headers.location as string }
}

async function connected() {
  const who = await registerUser(t.app)
  const { location } = await runConnect(who)
  expect(location).toBe('/settings?tab=fitbit&fitbit=connected')
  return who
}

async function connectionRow(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(fitbitConnections)
    .where(eq(fitbitConnections.userId, userId))
  return row
}

const expireAccessToken = (userId: string) =>
  t.database.db
    .update(fitbitConnections)
    .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(fitbitConnections.userId, userId))

describe('Fitbit connect', () => {
  it('sends the person to the provider with PKCE S256 and a state, then connects and reads', async () => {
    const who = await registerUser(t.app)
    const { authUrl, back, location } = await runConnect(who)
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(health.environment.FITBIT_AUTH_URL)
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(authUrl.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(authUrl.searchParams.get('scope')).toContain(
      'https://www.googleapis.com/auth/googlehealth.sleep.readonly',
    )
    expect(authUrl.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/api/fitbit/callback`,
    )
    expect(back.pathname).toBe('/api/fitbit/callback')
    expect(location).toBe('/settings?tab=fitbit&fitbit=connected')

    const user = (await call('GET', '/api/user', who)).json()
    expect(user.fitbitConnectedAt).not.toBeNull()
    expect(user.fitbitUserId).toMatch(/^health-user-/)
    const status = fitbitStatusSchema.parse((await call('GET', '/api/fitbit/status', who)).json())
    expect(status).toMatchObject({ connected: true, shareWithCompanion: true, problem: null })

    const latest = await call('GET', '/api/fitbit/latest', who)
    expect(latest.statusCode).toBe(200)
    expect(fitbitLatestResponseSchema.parse(latest.json())).toMatchObject({
      heartRate: 72,
      heartRateZone: 'other',
      restingHeartRate: 72,
      stressLevel: 'high',
      steps: 4210,
      sleepQuality: 'poor',
      sleepDuration: 250,
      caloriesBurned: 1630,
    })
  })

  it('refuses a replayed, a wrong and another account’s state', async () => {
    const who = await registerUser(t.app)
    const { back, location } = await runConnect(who)
    expect(location).toBe('/settings?tab=fitbit&fitbit=connected')
    const replay = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: who.cookie },
    })
    expect(replay.headers.location).toBe('/settings?tab=fitbit&fitbit_error=expired')

    const wrong = new URL(back)
    wrong.searchParams.set('state', 'x'.repeat(43))
    const forged = await t.app.inject({
      method: 'GET',
      url: `${wrong.pathname}${wrong.search}`,
      headers: { cookie: who.cookie },
    })
    expect(forged.headers.location).toBe('/settings?tab=fitbit&fitbit_error=expired')

    // Someone else's browser arriving with this account's state does not connect either of them.
    const victim = await registerUser(t.app)
    const other = await registerUser(t.app)
    const crossed = await runConnect(victim, other)
    expect(crossed.location).toBe('/settings?tab=fitbit&fitbit_error=failed')
    expect((await call('GET', '/api/fitbit/status', victim)).json().connected).toBe(false)
    expect((await call('GET', '/api/fitbit/status', other)).json().connected).toBe(false)
  })

  it('refuses a state older than ten minutes', async () => {
    const who = await registerUser(t.app)
    const connect = await call('POST', '/api/fitbit/connect', who)
    await t.database.db
      .update(fitbitAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fitbitAuthorizations.userId, who.user.id))
    const consent = await fetch(connect.json().authUrl, { redirect: 'manual' })
    const back = new URL(consent.headers.get('location')!)
    const late = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: who.cookie },
    })
    expect(late.headers.location).toBe('/settings?tab=fitbit&fitbit_error=expired')
    expect((await call('GET', '/api/fitbit/status', who)).json().connected).toBe(false)
  })

  it('comes back with the reason when the person refuses consent', async () => {
    const who = await registerUser(t.app)
    health.setNextConsent({ deny: true })
    const { location } = await runConnect(who)
    expect(location).toBe('/settings?tab=fitbit&fitbit_error=denied')
    expect((await call('GET', '/api/fitbit/latest', who)).json()).toBeNull()
  })

  it('stores the tokens encrypted, never as plaintext', async () => {
    const who = await connected()
    const row = await connectionRow(who.user.id)
    expect(row?.accessToken).toMatch(/^v1\./)
    expect(row?.refreshToken).toMatch(/^v1\./)
    const raw = await t.database.db.execute(
      sql`select access_token, refresh_token from fitbit_connections where user_id = ${who.user.id}`,
    )
    const text = JSON.stringify(raw)
    expect(text).not.toContain('ya29.')
    expect(text).not.toContain('1//refresh')
  })

  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/fitbit/connect'],
      ['POST', '/api/fitbit/sync'],
      ['GET', '/api/fitbit/latest'],
      ['GET', '/api/fitbit/devices'],
      ['POST', '/api/fitbit/disconnect'],
      ['GET', '/api/fitbit/status'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401)
    }
  })
})

describe('Fitbit tokens', () => {
  it('spends a refresh token once when two requests need a new access token together', async () => {
    const who = await connected()
    await expireAccessToken(who.user.id)
    const before = health.totalRefreshes()
    const [sync, devices] = await Promise.all([
      call('POST', '/api/fitbit/sync', who),
      call('GET', '/api/fitbit/devices', who),
    ])
    expect(sync.statusCode, sync.body).toBe(200)
    expect(devices.statusCode, devices.body).toBe(200)
    expect(health.totalRefreshes() - before).toBe(1)
    expect(devices.json()).toEqual([
      expect.objectContaining({ name: 'Charge 6', type: 'fitness band', manufacturer: 'Fitbit' }),
    ])
  })

  it('marks the account disconnected with a clear message when the grant was revoked', async () => {
    const who = await connected()
    const { fitbitUserId } = (await call('GET', '/api/user', who)).json()
    health.revokeUser(fitbitUserId)
    await expireAccessToken(who.user.id)
    const sync = await call('POST', '/api/fitbit/sync', who)
    expect(sync.statusCode).toBe(409)
    expect(sync.json().message).toBe(FITBIT_ACCESS_REVOKED_MESSAGE)
    const status = (await call('GET', '/api/fitbit/status', who)).json()
    expect(status).toMatchObject({ connected: false, problem: FITBIT_ACCESS_REVOKED_MESSAGE })
    expect((await call('GET', '/api/user', who)).json()).toMatchObject({
      fitbitConnectedAt: null,
      fitbitUserId: null,
    })
    expect((await call('GET', '/api/fitbit/latest', who)).json()).toBeNull()
  })
})

describe('Fitbit accounts', () => {
  it('keeps each account to its own connection and readings', async () => {
    const owner = await connected()
    const stranger = await registerUser(t.app)
    expect((await call('GET', '/api/fitbit/latest', stranger)).json()).toBeNull()
    const sync = await call('POST', '/api/fitbit/sync', stranger)
    expect(sync.statusCode).toBe(409)
    expect(sync.json().message).toBe(FITBIT_NOT_CONNECTED_MESSAGE)
    expect((await call('GET', '/api/fitbit/devices', stranger)).statusCode).toBe(409)
    expect((await call('POST', '/api/fitbit/disconnect', stranger)).statusCode).toBe(200)
    // The owner's connection is untouched by the stranger's calls.
    expect((await call('GET', '/api/fitbit/status', owner)).json().connected).toBe(true)
    expect((await call('GET', '/api/fitbit/latest', owner)).json()).not.toBeNull()
  })

  it('puts the readings in "Download my data"', async () => {
    const who = await connected()
    const latest = (await call('GET', '/api/fitbit/latest', who)).json()
    const answer = await call('GET', '/api/user/data-export', who)
    expect(answer.statusCode).toBe(200)
    const files = unzipSync(new Uint8Array(answer.rawPayload))
    expect(JSON.parse(strFromU8(files['fitbit-readings.json']!))).toEqual([latest])
  })

  it('revokes the grant and deletes tokens and readings on disconnect', async () => {
    const who = await connected()
    const { fitbitUserId } = (await call('GET', '/api/user', who)).json()
    const response = await call('POST', '/api/fitbit/disconnect', who)
    expect(response.statusCode).toBe(200)
    expect(health.isRevoked(fitbitUserId)).toBe(true)
    expect(await connectionRow(who.user.id)).toBeUndefined()
    const readings = await t.database.db
      .select()
      .from(fitbitReadings)
      .where(eq(fitbitReadings.userId, who.user.id))
    expect(readings).toHaveLength(0)
    expect((await call('GET', '/api/fitbit/latest', who)).json()).toBeNull()
    expect((await call('GET', '/api/user', who)).json().fitbitConnectedAt).toBeNull()
  })
})

describe('Fitbit and account deletion', () => {
  it('revokes the grant when the account is deleted', async () => {
    const who = await connected()
    const { fitbitUserId } = (await call('GET', '/api/user', who)).json()
    const deleted = await call('POST', '/api/user/delete-account', who, {
      password: GOOD_PASSWORD,
      confirmation: 'DELETE',
    })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    expect(health.isRevoked(fitbitUserId)).toBe(true)
    expect(await connectionRow(who.user.id)).toBeUndefined()
  })
})

describe('Fitbit rate limits', () => {
  it('waits out a short Retry-After on a manual sync and reports a long one', async () => {
    const who = await connected()
    health.rateLimitNext(1, 1)
    const waited = await call('POST', '/api/fitbit/sync', who)
    expect(waited.statusCode, waited.body).toBe(200)

    health.rateLimitNext(1000, 120)
    const refused = await call('POST', '/api/fitbit/sync', who)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe('Fitbit asked us to slow down. Try again in 120 seconds.')
    const row = await connectionRow(who.user.id)
    expect(row!.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 100_000)
  })
})

describe('Fitbit background sync', () => {
  it('syncs each due account exactly once with two instances on one database', async () => {
    const accounts = [await connected(), await connected(), await connected()]
    const second = await buildApp(t.config, { database: t.database })
    await second.ready()
    try {
      await t.database.db
        .update(fitbitConnections)
        .set({ nextSyncAt: new Date(Date.now() - 60_000) })
      const counts = async () =>
        Promise.all(
          accounts.map(
            async (who) =>
              (
                await t.database.db
                  .select()
                  .from(fitbitReadings)
                  .where(eq(fitbitReadings.userId, who.user.id))
              ).length,
          ),
        )
      const before = await counts()
      const signal = new AbortController().signal
      const [first, other] = await Promise.all([
        t.app.fitbit.syncDue(signal, 1),
        second.fitbit.syncDue(signal, 1),
      ])
      const due = await t.database.db
        .select()
        .from(fitbitConnections)
        .where(
          sql`${fitbitConnections.nextSyncAt} <= now() and ${fitbitConnections.refreshToken} is not null`,
        )
      expect(due).toHaveLength(0)
      const after = await counts()
      for (const [index, who] of accounts.entries()) {
        expect(after[index]! - before[index]!, who.user.id).toBe(1)
      }
      // Each instance's start-up pass may have taken some of them: only the per-account count
      // above says anything.
      void first
      void other
    } finally {
      await second.close()
    }
  })
})

describe('Fitbit background sync at shutdown', () => {
  it('finishes the account in hand, then stops, when the server closes', async () => {
    const who = await connected()
    const { fitbitUserId } = (await call('GET', '/api/user', who)).json()
    const readings = async () =>
      (
        await t.database.db
          .select()
          .from(fitbitReadings)
          .where(eq(fitbitReadings.userId, who.user.id))
      ).length
    const before = await readings()
    health.setApiDelay(400)
    try {
      await t.database.db
        .update(fitbitConnections)
        .set({ nextSyncAt: new Date(Date.now() - 60_000) })
        .where(eq(fitbitConnections.userId, who.user.id))
      const seen = health.requests.length
      // A new instance's start-up pass claims the due account and starts reading it.
      const instance = await buildApp(t.config, { database: t.database })
      await instance.ready()
      const deadline = Date.now() + 10_000
      while (
        !health.requests.slice(seen).some((request) => request.healthUserId === fitbitUserId) &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await instance.close()
      // close() resolved only after the sync in hand was stored.
      expect(await readings()).toBe(before + 1)
      const row = await connectionRow(who.user.id)
      expect(row!.nextSyncAt.getTime()).toBeGreaterThan(Date.now())
    } finally {
      health.setApiDelay(0)
    }
  })
})

describe('The companion and the wearable', () => {
  type WireMessage = { role: string; content: string }
  const systemPrompt = () =>
    (ai.requests.at(-1)!.body.messages as WireMessage[]).find((m) => m.role === 'system')!.content

  async function send(who: Credentials) {
    const session = await call('POST', '/api/sessions', who)
    const reply = await call('POST', `/api/sessions/${session.json().id}/messages`, who, {
      content: 'Morning. I feel a bit off today.',
    })
    expect(reply.statusCode, reply.body).toBe(200)
    return reply.json()
  }

  it('gives the model one line about the reading, and marks the reply', async () => {
    const who = await connected()
    const reply = await send(who)
    const prompt = systemPrompt()
    expect(prompt).toContain('Their latest Fitbit reading (use it gently')
    expect(prompt).toContain('never diagnose')
    expect(prompt).toContain(
      'slept 4 h 10 min, poor; resting heart rate 72, above their usual 61; stress high; 4210 steps today',
    )
    expect(reply.assistantMessage.wearableUsed).toBe(true)
  })

  it('leaves out a reading more than a day old', async () => {
    const who = await connected()
    await t.database.db
      .update(fitbitReadings)
      .set({ recordedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(fitbitReadings.userId, who.user.id))
    const reply = await send(who)
    expect(systemPrompt()).not.toContain('Their latest Fitbit reading')
    expect(reply.assistantMessage.wearableUsed).toBeUndefined()
  })

  it('leaves the reading out once the person turns it off', async () => {
    const who = await connected()
    const off = await call('PATCH', '/api/fitbit/settings', who, { shareWithCompanion: false })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json().shareWithCompanion).toBe(false)
    const reply = await send(who)
    const prompt = systemPrompt()
    expect(prompt).not.toContain('Their latest Fitbit reading')
    expect(prompt).not.toContain('resting heart rate')
    expect(reply.assistantMessage.wearableUsed).toBeUndefined()
  })
})
