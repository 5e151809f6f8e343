import crypto from 'node:crypto'
import type { WearablesConfig } from '../../config'
import {
  WearableAccessError,
  WearableGrantError,
  WearableRateLimitError,
  WearableUnavailableError,
  type WearableDevice,
  type WearableProvider,
  type WearableSnapshot,
  type WearableTokens,
} from './wearable-provider'

// The Google Health API (v4), successor of the retired Fitbit Web API, reached with fetch at the
// configured origins (Google's by default, a loopback fake in tests). Endpoints, scopes and the
// assumptions about filters are recorded in docs/decisions (wearables: Google Health API).

const SCOPE_PREFIX = 'https://www.googleapis.com/auth/googlehealth.'
/** Read-only: activity (steps, calories), health metrics (heart rate, HRV, zones), sleep. */
export const GOOGLE_HEALTH_SCOPES = [
  'activity_and_fitness.readonly',
  'health_metrics_and_measurements.readonly',
  'sleep.readonly',
].map((scope) => `${SCOPE_PREFIX}${scope}`)

const REQUEST_TIMEOUT_MS = 15_000
/** When a 429 gives no usable Retry-After. */
const DEFAULT_RETRY_AFTER_SECONDS = 60
const DAY_MS = 86_400_000
/** Days of resting heart rate and HRV read to know the person's usual values. */
const BASELINE_DAYS = 15

type Json = Record<string, unknown>

interface GoogleDate {
  year?: number
  month?: number
  day?: number
}

function retryAfterSeconds(header: string | null): number {
  if (!header) return DEFAULT_RETRY_AFTER_SECONDS
  const seconds = Number(header)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
  const date = Date.parse(header)
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS
  return Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/** int64 values arrive as JSON strings. */
function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

function object(value: unknown): Json | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : null
}

function dateString(value: unknown): string | null {
  const date = object(value) as GoogleDate | null
  if (!date?.year || !date.month || !date.day) return null
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

function googleDate(date: Date): GoogleDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

function parseTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time)
}

const FORM_FACTORS: Record<string, string> = {
  FITNESS_BAND: 'fitness band',
  WATCH: 'watch',
  PHONE: 'phone',
  RING: 'ring',
  CHEST_STRAP: 'chest strap',
  SCALE: 'scale',
  TABLET: 'tablet',
  HEAD_MOUNTED: 'head-mounted',
  SMART_DISPLAY: 'smart display',
}

export function createGoogleHealthProvider(
  config: WearablesConfig,
  fetchImpl: typeof fetch = fetch,
): WearableProvider {
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    } catch (error) {
      throw new WearableUnavailableError('The Google Health API could not be reached.', {
        cause: error,
      })
    }
  }

  async function tokenRequest(form: Record<string, string>): Promise<WearableTokens> {
    const response = await send(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        ...form,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
    })
    const body = object(await response.json().catch(() => null)) ?? {}
    if (response.status === 429) {
      throw new WearableRateLimitError(retryAfterSeconds(response.headers.get('retry-after')))
    }
    if (!response.ok) {
      // invalid_grant: the code or refresh token was used, revoked or expired.
      if (body.error === 'invalid_grant') throw new WearableGrantError()
      throw new WearableUnavailableError(
        `The token endpoint answered ${response.status} ${String(body.error ?? '')}`.trim(),
      )
    }
    const accessToken = body.access_token
    const expiresIn = num(body.expires_in) ?? 3600
    if (typeof accessToken !== 'string' || accessToken === '') {
      throw new WearableUnavailableError('The token endpoint answered without an access token.')
    }
    return {
      accessToken,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expiresAt: new Date(Date.now() + expiresIn * 1000),
      scope: typeof body.scope === 'string' ? body.scope : '',
    }
  }

  /** A Health API call: null when the data type is not granted or not there (403, 404). */
  async function api(
    accessToken: string,
    path: string,
    init: { method?: string; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<Json | null> {
    const url = new URL(`${config.apiBase}${path}`)
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value)
    const response = await send(url.toString(), {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    if (response.status === 429) {
      throw new WearableRateLimitError(retryAfterSeconds(response.headers.get('retry-after')))
    }
    if (response.status === 401) throw new WearableAccessError()
    if (response.status === 403 || response.status === 404) return null
    if (!response.ok) {
      throw new WearableUnavailableError(`The Google Health API answered ${response.status}.`)
    }
    return object(await response.json().catch(() => null))
  }

  async function list(accessToken: string, dataType: string, filter: string, pageSize: number) {
    const body = await api(accessToken, `/v4/users/me/dataTypes/${dataType}/dataPoints`, {
      query: { filter, pageSize: String(pageSize) },
    })
    const points = body?.dataPoints
    return Array.isArray(points) ? points.map(object).filter((p): p is Json => p !== null) : []
  }

  /** Today's total (UTC civil day) of a daily roll-up: steps countSum, calories kcalSum. */
  async function today(accessToken: string, dataType: string, now: Date) {
    const tomorrow = new Date(now.getTime() + DAY_MS)
    const body = await api(
      accessToken,
      `/v4/users/me/dataTypes/${dataType}/dataPoints:dailyRollUp`,
      {
        method: 'POST',
        body: {
          range: {
            start: { date: googleDate(now), time: { hours: 0 } },
            end: { date: googleDate(tomorrow), time: { hours: 0 } },
          },
          windowSizeDays: 1,
        },
      },
    )
    const points = body?.rollupDataPoints
    return Array.isArray(points) ? points.map(object).filter((p): p is Json => p !== null) : []
  }

  function dailyValues(points: Json[], field: string, value: string) {
    return points
      .map((point) => {
        const daily = object(point[field])
        const date = dateString(daily?.date)
        const measured = num(daily?.[value])
        return date && measured !== null ? { date, value: measured } : null
      })
      .filter((entry): entry is { date: string; value: number } => entry !== null)
      .sort((a, b) => a.date.localeCompare(b.date))
  }

  function newestHeartRate(points: Json[]) {
    let newest: { bpm: number; at: Date } | null = null
    for (const point of points) {
      const heartRate = object(point.heartRate)
      const bpm = num(heartRate?.beatsPerMinute)
      const at = parseTime(object(heartRate?.sampleTime)?.physicalTime)
      if (bpm !== null && at && (!newest || at > newest.at)) newest = { bpm, at }
    }
    return newest
  }

  function zonesOf(points: Json[]): WearableSnapshot['zones'] {
    const latest = points
      .map((point) => object(point.dailyHeartRateZones))
      .filter((zones): zones is Json => zones !== null)
      .sort((a, b) => (dateString(a.date) ?? '').localeCompare(dateString(b.date) ?? ''))
      .at(-1)
    const zones = Array.isArray(latest?.heartRateZones) ? latest.heartRateZones : []
    const lower = (type: string) =>
      num(zones.map(object).find((zone) => zone?.heartRateZoneType === type)?.minBeatsPerMinute)
    const fatBurn = lower('FAT_BURN')
    const cardio = lower('CARDIO')
    const peak = lower('PEAK')
    return fatBurn !== null && cardio !== null && peak !== null ? { fatBurn, cardio, peak } : null
  }

  function lastNight(points: Json[], now: Date): WearableSnapshot['sleep'] {
    const nights = points
      .map((point) => {
        const sleep = object(point.sleep)
        const endedAt = parseTime(object(sleep?.interval)?.endTime)
        const summary = object(sleep?.summary)
        const minutesAsleep = num(summary?.minutesAsleep)
        if (!sleep || !endedAt || minutesAsleep === null) return null
        if (now.getTime() - endedAt.getTime() > DAY_MS) return null
        const stages = Array.isArray(summary?.stagesSummary)
          ? summary.stagesSummary.map(object)
          : []
        const stageMinutes = (type: string) =>
          num(stages.find((stage) => stage?.type === type)?.minutes)
        const deep = stageMinutes('DEEP')
        const rem = stageMinutes('REM')
        const minutesAwake = num(summary?.minutesAwake) ?? 0
        return {
          main: object(sleep.metadata)?.main === true,
          minutesAsleep,
          minutesAwake,
          minutesInSleepPeriod: num(summary?.minutesInSleepPeriod) ?? minutesAsleep + minutesAwake,
          deepAndRemMinutes: deep !== null || rem !== null ? (deep ?? 0) + (rem ?? 0) : null,
          endedAt,
        }
      })
      .filter((night) => night !== null)
      // The main sleep first, then the longest: a nap does not stand for the night.
      .sort((a, b) => Number(b.main) - Number(a.main) || b.minutesAsleep - a.minutesAsleep)
    const night = nights[0]
    if (!night) return null
    const { main: _main, ...rest } = night
    return rest
  }

  function deviceOf(point: Json, seenAt: Date | null, found: Map<string, WearableDevice>) {
    const device = object(object(point.dataSource)?.device)
    if (!device) return
    const manufacturer = typeof device.manufacturer === 'string' ? device.manufacturer : null
    const displayName = typeof device.displayName === 'string' ? device.displayName : null
    const type = FORM_FACTORS[String(device.formFactor)] ?? 'unknown'
    const key = `${manufacturer ?? ''}|${displayName ?? ''}|${type}`
    const id = crypto.createHash('sha256').update(key).digest('hex').slice(0, 16)
    const known = found.get(id)
    const lastSyncTime =
      known?.lastSyncTime && (!seenAt || known.lastSyncTime > seenAt) ? known.lastSyncTime : seenAt
    found.set(id, {
      id,
      name:
        displayName ??
        [manufacturer, type === 'unknown' ? 'device' : type].filter(Boolean).join(' '),
      type,
      manufacturer,
      lastSyncTime,
    })
  }

  return {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(config.authUrl)
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_HEALTH_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        // A refresh token, so the background sync works while the person is away.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
      }).toString()
      return url.toString()
    },

    exchangeCode({ code, codeVerifier, redirectUri }) {
      return tokenRequest({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: redirectUri,
      })
    },

    refresh(refreshToken) {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken })
    },

    async revoke(token) {
      const response = await send(config.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      })
      // 400 invalid_token: already revoked or expired, which is what was wanted.
      if (!response.ok && response.status !== 400) {
        throw new WearableUnavailableError(`The revoke endpoint answered ${response.status}.`)
      }
    },

    async userId(accessToken) {
      const identity = await api(accessToken, '/v4/users/me/identity')
      const id = identity?.healthUserId
      if (typeof id !== 'string' || id === '') {
        throw new WearableUnavailableError('The Google Health API gave no user id.')
      }
      return id
    },

    async latestReadings(accessToken, now) {
      const since = (ms: number) => new Date(now.getTime() - ms)
      const baselineStart = isoDay(since(BASELINE_DAYS * DAY_MS))
      const [heartRate, resting, variability, zones, sleep, steps, calories] = await Promise.all([
        list(
          accessToken,
          'heart-rate',
          `heart_rate.sample_time.physical_time >= "${since(60 * 60_000).toISOString()}"`,
          1000,
        ),
        list(
          accessToken,
          'daily-resting-heart-rate',
          `daily_resting_heart_rate.date >= "${baselineStart}"`,
          BASELINE_DAYS + 1,
        ),
        list(
          accessToken,
          'daily-heart-rate-variability',
          `daily_heart_rate_variability.date >= "${baselineStart}"`,
          BASELINE_DAYS + 1,
        ),
        list(
          accessToken,
          'daily-heart-rate-zones',
          `daily_heart_rate_zones.date >= "${isoDay(since(2 * DAY_MS))}"`,
          5,
        ),
        list(
          accessToken,
          'sleep',
          `sleep.interval.start_time >= "${since(36 * 60 * 60_000).toISOString()}"`,
          25,
        ),
        today(accessToken, 'steps', now),
        today(accessToken, 'total-calories', now),
      ])
      const stepsToday = num(object(steps[0]?.steps)?.countSum)
      const caloriesToday = num(object(calories[0]?.totalCalories)?.kcalSum)
      return {
        heartRate: newestHeartRate(heartRate),
        restingHeartRates: dailyValues(resting, 'dailyRestingHeartRate', 'beatsPerMinute').map(
          ({ date, value }) => ({ date, bpm: value }),
        ),
        heartRateVariability: dailyValues(
          variability,
          'dailyHeartRateVariability',
          'averageHeartRateVariabilityMilliseconds',
        ).map(({ date, value }) => ({ date, ms: value })),
        zones: zonesOf(zones),
        stepsToday: stepsToday === null ? null : Math.round(stepsToday),
        caloriesToday: caloriesToday === null ? null : Math.round(caloriesToday),
        sleep: lastNight(sleep, now),
      }
    },

    async devices(accessToken, now) {
      const since = (ms: number) => new Date(now.getTime() - ms).toISOString()
      const [heartRate, sleep] = await Promise.all([
        list(
          accessToken,
          'heart-rate',
          `heart_rate.sample_time.physical_time >= "${since(60 * 60_000)}"`,
          1000,
        ),
        list(accessToken, 'sleep', `sleep.interval.start_time >= "${since(7 * DAY_MS)}"`, 25),
      ])
      const found = new Map<string, WearableDevice>()
      for (const point of heartRate) {
        deviceOf(point, parseTime(object(object(point.heartRate)?.sampleTime)?.physicalTime), found)
      }
      for (const point of sleep) {
        deviceOf(point, parseTime(object(object(point.sleep)?.interval)?.endTime), found)
      }
      return [...found.values()].sort(
        (a, b) => (b.lastSyncTime?.getTime() ?? 0) - (a.lastSyncTime?.getTime() ?? 0),
      )
    },
  }
}
