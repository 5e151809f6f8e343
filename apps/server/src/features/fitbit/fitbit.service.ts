import crypto from 'node:crypto'
import {
  FITBIT_ACCESS_REVOKED_MESSAGE,
  FITBIT_NOT_CONNECTED_MESSAGE,
  type FitbitConnectError,
  type FitbitDevice,
  type FitbitReading,
  type FitbitStatus,
  type HeartRateZone,
  type SleepQuality,
  type StressLevel,
} from '@orion/contracts/fitbit'
import type { FitbitReadingRow } from '../../db/schema/fitbit'
import type { UserRow } from '../../db/schema/users'
import { AppError } from '../../plugins/app-error'
import {
  WearableAccessError,
  WearableGrantError,
  WearableRateLimitError,
  WearableUnavailableError,
  type WearableProvider,
} from '../../platform/wearables/wearable-provider'
import { deriveReading, readingLine } from './derive-reading'
import type { FitbitRepository } from './fitbit.repository'
import type { TokenCipher } from './token-cipher'

/** A connect must come back within this time. */
export const AUTHORIZATION_TTL_MS = 10 * 60 * 1000
/** A token this close to expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60 * 1000
/** The companion sees a reading only this fresh. */
export const CONTEXT_READING_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** A manual sync waits out a 429 this short and tries again (twice at most). */
const MANUAL_RETRY_MAX_WAIT_S = 3
const MANUAL_RETRIES = 2
/** After failures the background sync backs off, doubling, up to a day. */
const MAX_BACKOFF_MS = 24 * 60 * 60 * 1000

export const fitbitUnavailable = () =>
  new AppError(503, 'fitbit_unavailable', 'Fitbit Sync is not set up on this server.')
const notConnected = () => new AppError(409, 'fitbit_not_connected', FITBIT_NOT_CONNECTED_MESSAGE)
const revoked = () => new AppError(409, 'fitbit_access_revoked', FITBIT_ACCESS_REVOKED_MESSAGE)

function base64url(bytes: Buffer) {
  return bytes.toString('base64url')
}

function hashState(state: string) {
  return crypto.createHash('sha256').update(state).digest('hex')
}

const sleepFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function toReadingContract(row: FitbitReadingRow): FitbitReading {
  return {
    heartRate: row.heartRate,
    heartRateZone: row.heartRateZone as HeartRateZone | null,
    restingHeartRate: row.restingHeartRate,
    stressLevel: row.stressLevel as StressLevel | null,
    steps: row.steps,
    sleepQuality: row.sleepQuality as SleepQuality | null,
    sleepDuration: row.sleepDuration,
    caloriesBurned: row.caloriesBurned,
    recordedAt: row.recordedAt.toISOString(),
  }
}

export interface FitbitServiceOptions {
  repository: FitbitRepository
  /** null: Fitbit Sync is not set up (no client id); the routes answer 503. */
  provider: WearableProvider | null
  cipher: TokenCipher
  /** Where the provider sends the person back: PUBLIC_URL + /api/fitbit/callback. */
  redirectUri: string
  syncIntervalMs: number
  clock: () => Date
  log: { warn(object: object, message: string): void; error(object: object, message: string): void }
}

export function createFitbitService(options: FitbitServiceOptions) {
  const { repository, cipher, clock, log } = options

  function provider(): WearableProvider {
    if (!options.provider) throw fitbitUnavailable()
    return options.provider
  }

  /**
   * A usable access token. The token row is locked (SELECT ... FOR UPDATE) while it is checked
   * and, when close to expiry or refused (`rejected`), refreshed: a second request waits for the
   * first, then finds the new token, so a refresh token is never spent twice, across instances.
   */
  async function accessToken(userId: string, rejected?: string): Promise<string> {
    type Outcome = { token: string } | { error: 'revoked' | 'not-connected' }
    const outcome = await repository.db.transaction(async (tx): Promise<Outcome> => {
      const row = await repository.lockConnection(tx, userId)
      if (!row) return { error: 'not-connected' as const }
      if (!row.accessToken || !row.refreshToken) {
        return { error: row.problem ? ('revoked' as const) : ('not-connected' as const) }
      }
      const current = cipher.decrypt(row.accessToken, userId)
      const fresh =
        row.accessTokenExpiresAt !== null &&
        row.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > clock().getTime()
      if (fresh && current !== rejected) return { token: current }
      try {
        const tokens = await provider().refresh(cipher.decrypt(row.refreshToken, userId))
        await repository.updateTokens(tx, userId, {
          accessToken: cipher.encrypt(tokens.accessToken, userId),
          ...(tokens.refreshToken
            ? { refreshToken: cipher.encrypt(tokens.refreshToken, userId) }
            : {}),
          accessTokenExpiresAt: tokens.expiresAt,
        })
        return { token: tokens.accessToken }
      } catch (error) {
        if (!(error instanceof WearableGrantError)) throw error
        await repository.markRevoked(tx, userId, FITBIT_ACCESS_REVOKED_MESSAGE)
        return { error: 'revoked' as const }
      }
    })
    if ('token' in outcome) return outcome.token
    if (outcome.error === 'revoked') {
      log.warn({ userId }, 'the Fitbit grant was revoked: the account is disconnected')
      throw revoked()
    }
    throw notConnected()
  }

  /** Runs a provider call with a usable token; a refused token is refreshed once. */
  async function withToken<T>(userId: string, call: (token: string) => Promise<T>): Promise<T> {
    const token = await accessToken(userId)
    try {
      return await call(token)
    } catch (error) {
      if (!(error instanceof WearableAccessError)) throw error
      return call(await accessToken(userId, token))
    }
  }

  function providerFailure(error: unknown): never {
    if (error instanceof WearableRateLimitError) {
      throw new AppError(
        429,
        'fitbit_rate_limited',
        `Fitbit asked us to slow down. Try again in ${error.retryAfterSeconds} seconds.`,
      )
    }
    if (error instanceof WearableUnavailableError || error instanceof WearableAccessError) {
      throw new AppError(
        502,
        'fitbit_unavailable',
        'Fitbit could not be reached. Please try again.',
        undefined,
        {
          cause: error,
        },
      )
    }
    throw error
  }

  async function syncOnce(userId: string): Promise<FitbitReadingRow> {
    const now = clock()
    const snapshot = await withToken(userId, (token) => provider().latestReadings(token, now))
    const derived = deriveReading(snapshot, now)
    return repository.addReading(
      { userId, ...derived },
      { lastSyncedAt: now, nextSyncAt: new Date(now.getTime() + options.syncIntervalMs) },
    )
  }

  return {
    configured: () => options.provider !== null,

    /** POST /api/fitbit/connect: a PKCE pair and a single-use state bound to the account. */
    async connect(userId: string): Promise<{ authUrl: string }> {
      const wearables = provider()
      const state = base64url(crypto.randomBytes(32))
      const codeVerifier = base64url(crypto.randomBytes(48))
      const codeChallenge = base64url(crypto.createHash('sha256').update(codeVerifier).digest())
      const now = clock()
      await repository.addAuthorization(
        {
          stateHash: hashState(state),
          userId,
          codeVerifier,
          expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS),
        },
        now,
      )
      return {
        authUrl: wearables.authorizeUrl({ state, codeChallenge, redirectUri: options.redirectUri }),
      }
    },

    /**
     * GET /api/fitbit/callback: the state is taken (and so spent) first, then it must belong to
     * the signed-in account and be in time; the code is exchanged with the PKCE verifier.
     * Answers the outcome the redirect carries.
     */
    async completeConnect(
      user: UserRow | null,
      query: { state?: string; code?: string; error?: string },
    ): Promise<{ ok: true } | { ok: false; reason: FitbitConnectError }> {
      if (!query.state) return { ok: false, reason: 'failed' }
      const pending = await repository.takeAuthorization(hashState(query.state))
      if (!pending || pending.expiresAt.getTime() <= clock().getTime()) {
        return { ok: false, reason: 'expired' }
      }
      if (!user || pending.userId !== user.id) return { ok: false, reason: 'failed' }
      if (query.error)
        return { ok: false, reason: query.error === 'access_denied' ? 'denied' : 'failed' }
      if (!query.code) return { ok: false, reason: 'failed' }
      try {
        const wearables = provider()
        const tokens = await wearables.exchangeCode({
          code: query.code,
          codeVerifier: pending.codeVerifier,
          redirectUri: options.redirectUri,
        })
        if (!tokens.refreshToken) {
          log.warn({ userId: user.id }, 'the Fitbit grant came without a refresh token')
          return { ok: false, reason: 'failed' }
        }
        const providerUserId = await wearables.userId(tokens.accessToken)
        const now = clock()
        await repository.saveConnection({
          userId: user.id,
          providerUserId,
          accessToken: cipher.encrypt(tokens.accessToken, user.id),
          refreshToken: cipher.encrypt(tokens.refreshToken, user.id),
          accessTokenExpiresAt: tokens.expiresAt,
          scope: tokens.scope,
          connectedAt: now,
          nextSyncAt: now,
        })
      } catch (error) {
        log.warn({ err: error, userId: user.id }, 'connecting Fitbit failed')
        return { ok: false, reason: 'failed' }
      }
      // The first reading now, so the tab has something to show; the background job retries.
      await syncOnce(user.id).catch((error: unknown) =>
        log.warn({ err: error, userId: user.id }, 'the first Fitbit sync failed'),
      )
      return { ok: true }
    },

    /** POST /api/fitbit/sync: a short 429 is waited out; a longer one is the answer. */
    async sync(userId: string): Promise<FitbitReadingRow> {
      provider()
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await syncOnce(userId)
        } catch (error) {
          if (
            error instanceof WearableRateLimitError &&
            error.retryAfterSeconds <= MANUAL_RETRY_MAX_WAIT_S &&
            attempt < MANUAL_RETRIES
          ) {
            await sleepFor(error.retryAfterSeconds * 1000)
            continue
          }
          if (error instanceof WearableRateLimitError) {
            const next = new Date(clock().getTime() + error.retryAfterSeconds * 1000)
            await repository.reschedule(userId, next, false)
          }
          return providerFailure(error)
        }
      }
    },

    /** GET /api/fitbit/latest: the newest reading while connected, else null. */
    async latest(userId: string): Promise<FitbitReading | null> {
      const connection = await repository.connection(userId)
      if (!connection?.refreshToken) return null
      const row = await repository.latestReading(userId)
      return row ? toReadingContract(row) : null
    },

    async devices(userId: string): Promise<FitbitDevice[]> {
      provider()
      try {
        const devices = await withToken(userId, (token) => provider().devices(token, clock()))
        return devices.map((device) => ({
          ...device,
          lastSyncTime: device.lastSyncTime?.toISOString() ?? null,
        }))
      } catch (error) {
        return providerFailure(error)
      }
    },

    /** Every stored reading, oldest first ("Download my data"). */
    async readings(userId: string): Promise<FitbitReading[]> {
      return (await repository.readings(userId)).map(toReadingContract)
    },

    /** POST /api/fitbit/disconnect: the grant is revoked at the provider, then everything goes. */
    async disconnect(userId: string): Promise<void> {
      const connection = await repository.connection(userId)
      const sealed = connection?.refreshToken ?? connection?.accessToken
      if (sealed && options.provider) {
        await options.provider
          .revoke(cipher.decrypt(sealed, userId))
          .catch((error: unknown) =>
            log.error(
              { err: error, userId },
              'revoking the Fitbit grant failed; tokens deleted anyway',
            ),
          )
      }
      await repository.removeConnection(userId)
    },

    async status(user: UserRow): Promise<FitbitStatus> {
      const connection = await repository.connection(user.id)
      const connected = Boolean(connection?.refreshToken)
      return {
        connected,
        connectedAt: connected ? (connection?.connectedAt.toISOString() ?? null) : null,
        fitbitUserId: connected ? (connection?.providerUserId ?? null) : null,
        lastSyncedAt: connection?.lastSyncedAt?.toISOString() ?? null,
        shareWithCompanion: user.fitbitShareWithCompanion,
        problem: connection?.problem ?? null,
      }
    },

    async setShare(user: UserRow, share: boolean): Promise<FitbitStatus> {
      await repository.setShare(user.id, share)
      return this.status({ ...user, fitbitShareWithCompanion: share })
    },

    /** The chat context's line: a reading under 24 h old, while connected and shared. */
    async contextLine(user: UserRow): Promise<string | null> {
      if (!user.fitbitShareWithCompanion) return null
      const now = clock()
      const since = new Date(now.getTime() - CONTEXT_READING_MAX_AGE_MS)
      const row = await repository.freshReading(user.id, since)
      if (!row) return null
      return readingLine(
        {
          ...row,
          sleepQuality: row.sleepQuality as SleepQuality | null,
          stressLevel: row.stressLevel as StressLevel | null,
        },
        now,
      )
    },

    /**
     * The background job's pass: claims the due accounts (FOR UPDATE SKIP LOCKED, so several
     * instances never take the same one) and syncs each; failures back off, doubling; a 429
     * waits at least its Retry-After. Stops between accounts once `signal` aborts.
     */
    async syncDue(signal: AbortSignal, batch = 10): Promise<number> {
      if (!options.provider) return 0
      let synced = 0
      while (!signal.aborted) {
        const now = clock()
        const lease = new Date(now.getTime() + options.syncIntervalMs)
        const claimed = await repository.claimDue(now, lease, batch)
        if (claimed.length === 0) break
        for (const { userId, syncFailures } of claimed) {
          if (signal.aborted) break
          try {
            await syncOnce(userId)
            synced += 1
          } catch (error) {
            // A 429 waits what it asks; other failures double the interval each time.
            const wait =
              error instanceof WearableRateLimitError
                ? error.retryAfterSeconds * 1000
                : Math.min(options.syncIntervalMs * 2 ** (syncFailures + 1), MAX_BACKOFF_MS)
            if (!(error instanceof AppError && error.code === 'fitbit_access_revoked')) {
              await repository.reschedule(
                userId,
                new Date(clock().getTime() + wait),
                !(error instanceof WearableRateLimitError),
              )
              log.warn({ err: error, userId }, 'a background Fitbit sync failed')
            }
          }
        }
        if (claimed.length < batch) break
      }
      return synced
    },
  }
}
export type FitbitService = ReturnType<typeof createFitbitService>
