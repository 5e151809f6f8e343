import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

// Google's OAuth 2.0 endpoints and the Google Health API (v4) on a loopback port: the
// authorization page (which consents at once, or refuses when told to), the token endpoint
// (authorization code with PKCE S256, refresh tokens), the revoke endpoint, and the read methods
// Orion uses (users/me/identity, dataTypes/{type}/dataPoints, dataPoints:dailyRollUp), with
// Google's JSON shapes and error bodies. Refresh tokens are single use here (each refresh answers
// a new one and spends the old), which is stricter than Google and so proves that Orion never
// spends one twice. The wearable data is made from a small per-user description tests can change.

export const FAKE_HEALTH_CLIENT_ID = 'orion-health-client.apps.googleusercontent.com'
export const FAKE_HEALTH_CLIENT_SECRET = 'fake-health-secret'

export interface FakeDevice {
  displayName: string
  formFactor: string
  manufacturer: string
}

/** What the wearable recorded, relative to "now" when the API answers. */
export interface FakeHealthData {
  /** Latest heart-rate sample (bpm) and how many minutes ago it was taken. */
  heartRate: number | null
  heartRateMinutesAgo: number
  /** Resting heart rate per day, oldest first, the last one being today. */
  restingHeartRates: number[]
  /** Average nightly HRV (RMSSD, ms) per day, oldest first, the last one being last night. */
  heartRateVariability: number[]
  /** The person's heart-rate zones (lower bounds, bpm). */
  zones: { fatBurn: number; cardio: number; peak: number }
  stepsToday: number
  caloriesToday: number
  /** Last night's sleep, or null when none was logged. */
  sleep: {
    minutesAsleep: number
    minutesAwake: number
    deepMinutes: number
    remMinutes: number
    lightMinutes: number
    /** Minutes between waking up and now. */
    wokeMinutesAgo: number
  } | null
  devices: FakeDevice[]
}

export const DEFAULT_HEALTH_DATA: FakeHealthData = {
  heartRate: 72,
  heartRateMinutesAgo: 5,
  restingHeartRates: [61, 60, 62, 61, 60, 61, 62, 61, 60, 61, 62, 61, 60, 72],
  heartRateVariability: [48, 50, 47, 49, 51, 48, 50, 49, 47, 50, 48, 49, 51, 30],
  zones: { fatBurn: 98, cardio: 123, peak: 151 },
  stepsToday: 4210,
  caloriesToday: 1630,
  sleep: {
    minutesAsleep: 250,
    minutesAwake: 55,
    deepMinutes: 20,
    remMinutes: 30,
    lightMinutes: 200,
    wokeMinutesAgo: 120,
  },
  devices: [{ displayName: 'Charge 6', formFactor: 'FITNESS_BAND', manufacturer: 'Fitbit' }],
}

interface Grant {
  healthUserId: string
  revoked: boolean
  scope: string
}

interface FakeHealthOptions {
  port?: number
  clientId?: string
  clientSecret?: string
  /** Milliseconds the token endpoint takes to answer a refresh (widens races in tests). */
  refreshDelayMs?: number
  accessTokenSeconds?: number
}

const RATE_LIMIT_BODY = {
  error: { code: 429, message: 'Quota exceeded for quota metric.', status: 'RESOURCE_EXHAUSTED' },
}

function base64url(buffer: Buffer) {
  return buffer.toString('base64url')
}

function token(prefix: string) {
  return `${prefix}.${base64url(crypto.randomBytes(24))}`
}

function isoDate(date: Date) {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

function daysAgo(now: Date, days: number) {
  return new Date(now.getTime() - days * 86_400_000)
}

async function readBody(request: http.IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeGoogleHealth(options: FakeHealthOptions = {}) {
  const clientId = options.clientId ?? FAKE_HEALTH_CLIENT_ID
  const clientSecret = options.clientSecret ?? FAKE_HEALTH_CLIENT_SECRET
  const accessTokenSeconds = options.accessTokenSeconds ?? 3600
  const codes = new Map<
    string,
    { grant: Grant; challenge: string; redirectUri: string; used: boolean }
  >()
  const refreshTokens = new Map<string, { grant: Grant; spent: boolean }>()
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>()
  const data = new Map<string, FakeHealthData>()
  const requests: { method: string; path: string; healthUserId: string | null }[] = []
  /** Every refresh_token grant received, by the refresh token it presented. */
  const refreshUses = new Map<string, number>()
  let userCounter = 0
  let nextConsent: { healthUserId?: string; deny?: boolean } = {}
  let apiDelayMs = 0
  let rateLimited = 0
  let retryAfterSeconds = 1
  let baseUrl = ''

  function json(response: http.ServerResponse, status: number, body: unknown, headers = {}) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    response.end(JSON.stringify(body))
  }

  function issueTokens(grant: Grant) {
    const accessToken = token('ya29')
    const refreshToken = token('1//refresh')
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + accessTokenSeconds * 1000 })
    refreshTokens.set(refreshToken, { grant, spent: false })
    return {
      access_token: accessToken,
      expires_in: accessTokenSeconds,
      refresh_token: refreshToken,
      scope: grant.scope,
      token_type: 'Bearer',
    }
  }

  function clientAuthenticated(request: http.IncomingMessage, form: URLSearchParams) {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')
      return (
        decodeURIComponent(id ?? '') === clientId &&
        decodeURIComponent(secret ?? '') === clientSecret
      )
    }
    return form.get('client_id') === clientId && form.get('client_secret') === clientSecret
  }

  function authorize(url: URL, response: http.ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri')
    if (url.searchParams.get('client_id') !== clientId || !redirectUri) {
      response.writeHead(400, { 'content-type': 'text/plain' })
      response.end('Error 401: invalid_client')
      return
    }
    const back = new URL(redirectUri)
    const state = url.searchParams.get('state')
    if (state !== null) back.searchParams.set('state', state)
    const challenge = url.searchParams.get('code_challenge')
    if (
      url.searchParams.get('response_type') !== 'code' ||
      url.searchParams.get('code_challenge_method') !== 'S256' ||
      !challenge
    ) {
      back.searchParams.set('error', 'invalid_request')
    } else if (nextConsent.deny) {
      back.searchParams.set('error', 'access_denied')
    } else {
      userCounter += 1
      const healthUserId = nextConsent.healthUserId ?? `health-user-${userCounter}`
      const grant = {
        healthUserId,
        revoked: false,
        scope: url.searchParams.get('scope') ?? '',
      }
      const code = token('4/code')
      codes.set(code, { grant, challenge, redirectUri, used: false })
      back.searchParams.set('code', code)
      back.searchParams.set('scope', grant.scope)
    }
    nextConsent = {}
    response.writeHead(302, { location: back.toString() })
    response.end()
  }

  async function tokenEndpoint(request: http.IncomingMessage, response: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(request))
    if (!clientAuthenticated(request, form)) {
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      })
    }
    const invalidGrant = (description: string) =>
      json(response, 400, { error: 'invalid_grant', error_description: description })
    if (form.get('grant_type') === 'authorization_code') {
      const entry = codes.get(form.get('code') ?? '')
      if (!entry || entry.used || entry.grant.revoked) return invalidGrant('Malformed auth code.')
      entry.used = true
      const verifier = form.get('code_verifier') ?? ''
      const computed = base64url(crypto.createHash('sha256').update(verifier).digest())
      if (computed !== entry.challenge) return invalidGrant('Invalid code verifier.')
      if (form.get('redirect_uri') !== entry.redirectUri) return invalidGrant('Bad Request')
      return json(response, 200, issueTokens(entry.grant))
    }
    if (form.get('grant_type') === 'refresh_token') {
      const presented = form.get('refresh_token') ?? ''
      refreshUses.set(presented, (refreshUses.get(presented) ?? 0) + 1)
      const entry = refreshTokens.get(presented)
      if (options.refreshDelayMs) await new Promise((r) => setTimeout(r, options.refreshDelayMs))
      if (!entry || entry.spent || entry.grant.revoked) {
        return invalidGrant('Token has been expired or revoked.')
      }
      entry.spent = true
      return json(response, 200, issueTokens(entry.grant))
    }
    return json(response, 400, { error: 'unsupported_grant_type' })
  }

  async function revokeEndpoint(
    request: http.IncomingMessage,
    url: URL,
    response: http.ServerResponse,
  ) {
    const form = new URLSearchParams(await readBody(request))
    const presented = form.get('token') ?? url.searchParams.get('token') ?? ''
    const grant = refreshTokens.get(presented)?.grant ?? accessTokens.get(presented)?.grant
    if (!grant || grant.revoked) return json(response, 400, { error: 'invalid_token' })
    grant.revoked = true
    return json(response, 200, {})
  }

  function bearerGrant(request: http.IncomingMessage): Grant | null {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const entry = bearer ? accessTokens.get(bearer) : undefined
    if (!entry || entry.grant.revoked || entry.expiresAt <= Date.now()) return null
    return entry.grant
  }

  function dataSource(userData: FakeHealthData) {
    const device = userData.devices[0]
    return {
      recordingMethod: 'PASSIVELY_MEASURED',
      ...(device ? { device } : {}),
      platform: 'FITBIT',
    }
  }

  function dataPoints(type: string, userData: FakeHealthData, now: Date) {
    const source = dataSource(userData)
    const days = (values: number[]) =>
      values.map((value, index) => ({
        value,
        date: isoDate(daysAgo(now, values.length - 1 - index)),
      }))
    switch (type) {
      case 'heart-rate': {
        if (userData.heartRate === null) return []
        const sampled = new Date(now.getTime() - userData.heartRateMinutesAgo * 60_000)
        return [
          {
            dataSource: source,
            heartRate: {
              sampleTime: { physicalTime: sampled.toISOString(), utcOffset: '0s' },
              beatsPerMinute: String(userData.heartRate),
            },
          },
        ]
      }
      case 'daily-resting-heart-rate':
        return days(userData.restingHeartRates).map(({ value, date }) => ({
          dataSource: source,
          dailyRestingHeartRate: {
            date,
            beatsPerMinute: String(value),
            dailyRestingHeartRateMetadata: { calculationMethod: 'WITH_SLEEP' },
          },
        }))
      case 'daily-heart-rate-variability':
        return days(userData.heartRateVariability).map(({ value, date }) => ({
          dataSource: source,
          dailyHeartRateVariability: { date, averageHeartRateVariabilityMilliseconds: value },
        }))
      case 'daily-heart-rate-zones':
        return [
          {
            dataSource: source,
            dailyHeartRateZones: {
              date: isoDate(now),
              heartRateZones: [
                {
                  heartRateZoneType: 'FAT_BURN',
                  minBeatsPerMinute: String(userData.zones.fatBurn),
                  maxBeatsPerMinute: String(userData.zones.cardio - 1),
                },
                {
                  heartRateZoneType: 'CARDIO',
                  minBeatsPerMinute: String(userData.zones.cardio),
                  maxBeatsPerMinute: String(userData.zones.peak - 1),
                },
                {
                  heartRateZoneType: 'PEAK',
                  minBeatsPerMinute: String(userData.zones.peak),
                  maxBeatsPerMinute: '220',
                },
              ],
            },
          },
        ]
      case 'sleep': {
        const sleep = userData.sleep
        if (!sleep) return []
        const end = new Date(now.getTime() - sleep.wokeMinutesAgo * 60_000)
        const inPeriod = sleep.minutesAsleep + sleep.minutesAwake
        const start = new Date(end.getTime() - inPeriod * 60_000)
        return [
          {
            name: `users/me/dataTypes/sleep/dataPoints/${start.getTime()}`,
            dataSource: source,
            sleep: {
              interval: { startTime: start.toISOString(), endTime: end.toISOString() },
              type: 'STAGES',
              metadata: { main: true, stagesStatus: 'SUCCEEDED' },
              summary: {
                minutesInSleepPeriod: String(inPeriod),
                minutesAsleep: String(sleep.minutesAsleep),
                minutesAwake: String(sleep.minutesAwake),
                minutesToFallAsleep: '10',
                minutesAfterWakeUp: '0',
                stagesSummary: [
                  { type: 'DEEP', minutes: String(sleep.deepMinutes), count: '3' },
                  { type: 'REM', minutes: String(sleep.remMinutes), count: '4' },
                  { type: 'LIGHT', minutes: String(sleep.lightMinutes), count: '12' },
                  { type: 'AWAKE', minutes: String(sleep.minutesAwake), count: '9' },
                ],
              },
            },
          },
        ]
      }
      default:
        return null
    }
  }

  function rollUp(type: string, userData: FakeHealthData, now: Date) {
    const today = isoDate(now)
    const range = {
      start: { date: today, time: { hours: 0 } },
      end: { date: isoDate(daysAgo(now, -1)), time: { hours: 0 } },
    }
    if (type === 'steps') {
      return [
        {
          civilStartTime: range.start,
          civilEndTime: range.end,
          steps: { countSum: String(userData.stepsToday) },
        },
      ]
    }
    if (type === 'total-calories') {
      return [
        {
          civilStartTime: range.start,
          civilEndTime: range.end,
          totalCalories: { kcalSum: userData.caloriesToday },
        },
      ]
    }
    return null
  }

  async function healthApi(request: http.IncomingMessage, url: URL, response: http.ServerResponse) {
    const grant = bearerGrant(request)
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      healthUserId: grant?.healthUserId ?? null,
    })
    if (apiDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, apiDelayMs))
    if (rateLimited > 0) {
      rateLimited -= 1
      return json(response, 429, RATE_LIMIT_BODY, { 'retry-after': String(retryAfterSeconds) })
    }
    if (!grant) {
      return json(response, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      })
    }
    const userData = data.get(grant.healthUserId) ?? DEFAULT_HEALTH_DATA
    const now = new Date()
    if (url.pathname === '/v4/users/me/identity') {
      return json(response, 200, {
        name: 'users/me/identity',
        healthUserId: grant.healthUserId,
        legacyUserId: grant.healthUserId.toUpperCase().slice(-6),
      })
    }
    const list = /^\/v4\/users\/me\/dataTypes\/([a-z-]+)\/dataPoints$/.exec(url.pathname)
    if (list && request.method === 'GET') {
      const points = dataPoints(list[1]!, userData, now)
      if (points) return json(response, 200, { dataPoints: points, nextPageToken: '' })
    }
    const daily = /^\/v4\/users\/me\/dataTypes\/([a-z-]+)\/dataPoints:dailyRollUp$/.exec(
      url.pathname,
    )
    if (daily && request.method === 'POST') {
      await readBody(request)
      const points = rollUp(daily[1]!, userData, now)
      if (points) return json(response, 200, { rollupDataPoints: points })
    }
    return json(response, 404, {
      error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
    })
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const handle = async () => {
      if (url.pathname === '/healthz') return json(response, 200, { ok: true })
      if (url.pathname === '/o/oauth2/v2/auth' && request.method === 'GET') {
        return authorize(url, response)
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        return tokenEndpoint(request, response)
      }
      if (url.pathname === '/revoke' && request.method === 'POST') {
        return revokeEndpoint(request, url, response)
      }
      if (url.pathname.startsWith('/v4/')) return healthApi(request, url, response)
      return json(response, 404, { error: 'not_found' })
    }
    handle().catch((error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    baseUrl,
    clientId,
    clientSecret,
    /** The variables that point Orion's wearable platform at this fake. */
    environment: {
      FITBIT_CLIENT_ID: clientId,
      FITBIT_CLIENT_SECRET: clientSecret,
      FITBIT_AUTH_URL: `${baseUrl}/o/oauth2/v2/auth`,
      FITBIT_TOKEN_URL: `${baseUrl}/token`,
      FITBIT_REVOKE_URL: `${baseUrl}/revoke`,
      FITBIT_API_BASE: baseUrl,
    } as Record<string, string>,
    requests,
    /** How many times this refresh token was presented to the token endpoint. */
    refreshUses: (refreshToken: string) => refreshUses.get(refreshToken) ?? 0,
    /** Every refresh_token grant received so far. */
    totalRefreshes: () => [...refreshUses.values()].reduce((sum, count) => sum + count, 0),
    /** The next consent: as this health user, or refused (error=access_denied). */
    setNextConsent(consent: { healthUserId?: string; deny?: boolean }) {
      nextConsent = consent
    },
    /** What this health user's wearable recorded (defaults: DEFAULT_HEALTH_DATA). */
    setData(healthUserId: string, patch: Partial<FakeHealthData>) {
      data.set(healthUserId, { ...(data.get(healthUserId) ?? DEFAULT_HEALTH_DATA), ...patch })
    },
    /** The person removes Orion's access in their Google account: every token stops working. */
    revokeUser(healthUserId: string) {
      for (const { grant } of refreshTokens.values()) {
        if (grant.healthUserId === healthUserId) grant.revoked = true
      }
    },
    /** Expire every access token now (the next API call needs a refresh). */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0
    },
    /** Every Health API call takes this long to answer (0: at once). */
    setApiDelay(ms: number) {
      apiDelayMs = ms
    },
    /** The next `count` Health API calls answer 429 with Retry-After: seconds. */
    rateLimitNext(count: number, seconds = 1) {
      rateLimited = count
      retryAfterSeconds = seconds
    },
    isRevoked: (healthUserId: string) =>
      [...refreshTokens.values()].some(
        ({ grant }) => grant.healthUserId === healthUserId && grant.revoked,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
export type FakeGoogleHealth = Awaited<ReturnType<typeof startFakeGoogleHealth>>
