// A wearable data provider: OAuth 2.0 authorization code with PKCE, token refresh and revocation,
// and the readings Orion keeps. The Google Health API implements it (google-health.ts); the routes
// and the spec keep the name people know, Fitbit.

export interface WearableTokens {
  accessToken: string
  /** A new refresh token, or null when the provider keeps the previous one valid (Google). */
  refreshToken: string | null
  expiresAt: Date
  scope: string
}

/** Normalised values straight from the provider; features/fitbit derives zone, stress and quality. */
export interface WearableSnapshot {
  /** The newest heart-rate sample. */
  heartRate: { bpm: number; at: Date } | null
  /** Daily resting heart rates, oldest first (date: YYYY-MM-DD in the person's time zone). */
  restingHeartRates: { date: string; bpm: number }[]
  /** Daily average heart-rate variability (RMSSD, ms), oldest first. */
  heartRateVariability: { date: string; ms: number }[]
  /** Lower bounds (bpm) of the person's heart-rate zones. */
  zones: { fatBurn: number; cardio: number; peak: number } | null
  stepsToday: number | null
  caloriesToday: number | null
  /** The main sleep of the last night, or null when none was logged. */
  sleep: {
    minutesAsleep: number
    minutesAwake: number
    minutesInSleepPeriod: number
    /** Deep + REM minutes, or null when the night has no stages. */
    deepAndRemMinutes: number | null
    endedAt: Date
  } | null
}

export interface WearableDevice {
  id: string
  name: string
  type: string
  manufacturer: string | null
  lastSyncTime: Date | null
}

export interface WearableProvider {
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string
  exchangeCode(input: {
    code: string
    codeVerifier: string
    redirectUri: string
  }): Promise<WearableTokens>
  refresh(refreshToken: string): Promise<WearableTokens>
  /** Revokes the grant (all its tokens); an already revoked token is not an error. */
  revoke(token: string): Promise<void>
  /** The provider's id for the person (stored as fitbitUserId). */
  userId(accessToken: string): Promise<string>
  latestReadings(accessToken: string, now: Date): Promise<WearableSnapshot>
  devices(accessToken: string, now: Date): Promise<WearableDevice[]>
}

/** The grant is gone (revoked in the Google account, expired): the person must connect again. */
export class WearableGrantError extends Error {
  constructor(message = 'The wearable grant was revoked or has expired.') {
    super(message)
    this.name = 'WearableGrantError'
  }
}

/** The access token was refused (expired early): refresh and try once more. */
export class WearableAccessError extends Error {
  constructor() {
    super('The wearable access token was refused.')
    this.name = 'WearableAccessError'
  }
}

/** 429: the per-user quota is spent; try again after retryAfterSeconds. */
export class WearableRateLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`The wearable API asks to wait ${retryAfterSeconds} s.`)
    this.name = 'WearableRateLimitError'
  }
}

/** The provider failed or could not be reached (5xx, network, an unexpected answer). */
export class WearableUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'WearableUnavailableError'
  }
}
