import { z } from 'zod'

/**
 * Fitbit Sync. People know the device as Fitbit; the provider behind these routes is the Google
 * Health API (see docs/decisions on wearables). Every route needs a signed-in session (401 without).
 */

export const HEART_RATE_ZONES = ['fat-burn', 'cardio', 'peak', 'other'] as const
export const heartRateZoneSchema = z.enum(HEART_RATE_ZONES)
export type HeartRateZone = z.infer<typeof heartRateZoneSchema>

export const STRESS_LEVELS = ['low', 'medium', 'high'] as const
export const stressLevelSchema = z.enum(STRESS_LEVELS)
export type StressLevel = z.infer<typeof stressLevelSchema>

export const SLEEP_QUALITIES = ['excellent', 'good', 'fair', 'poor'] as const
export const sleepQualitySchema = z.enum(SLEEP_QUALITIES)
export type SleepQuality = z.infer<typeof sleepQualitySchema>

/**
 * GET /api/fitbit/latest: the newest stored reading, or null when none was synced yet. A field is
 * null when the wearable gave nothing for it (no sleep logged last night, no heart-rate variability).
 */
export const fitbitReadingSchema = z.object({
  heartRate: z.number().int().nullable(),
  heartRateZone: heartRateZoneSchema.nullable(),
  restingHeartRate: z.number().int().nullable(),
  stressLevel: stressLevelSchema.nullable(),
  steps: z.number().int().nullable(),
  sleepQuality: sleepQualitySchema.nullable(),
  /** Minutes asleep last night (the web shows hours and minutes). */
  sleepDuration: z.number().int().nullable(),
  caloriesBurned: z.number().int().nullable(),
  /** When the reading was taken (ISO 8601). */
  recordedAt: z.string(),
})
export type FitbitReading = z.infer<typeof fitbitReadingSchema>
export const fitbitLatestResponseSchema = fitbitReadingSchema.nullable()

/** The web caches GET /api/fitbit/latest for 1 hour and does not refetch it on window focus. */
export const FITBIT_LATEST_STALE_TIME_MS = 60 * 60 * 1000

/** POST /api/fitbit/connect: the browser navigates to authUrl (the provider's consent page). */
export const fitbitConnectResponseSchema = z.object({ authUrl: z.string() })
export type FitbitConnectResponse = z.infer<typeof fitbitConnectResponseSchema>

/**
 * The provider sends the person back to GET /api/fitbit/callback, which redirects to
 * /settings?tab=fitbit, adding fitbit=connected on success or fitbit_error=<code> on failure.
 */
export const FITBIT_RETURN_PATH = '/settings?tab=fitbit'
export const FITBIT_CONNECT_ERRORS = {
  denied: 'Fitbit access was not granted.',
  expired: 'The Fitbit connection took too long or was already used. Please connect again.',
  failed: 'Fitbit could not be connected. Please try again.',
} as const
export type FitbitConnectError = keyof typeof FITBIT_CONNECT_ERRORS
export const fitbitConnectErrorSchema = z.enum(
  Object.keys(FITBIT_CONNECT_ERRORS) as [FitbitConnectError, ...FitbitConnectError[]],
)

/** POST /api/fitbit/sync: the reading just stored (null when the wearable had nothing yet). */
export const fitbitSyncResponseSchema = z.object({
  reading: fitbitReadingSchema.nullable(),
  syncedAt: z.string(),
})
export type FitbitSyncResponse = z.infer<typeof fitbitSyncResponseSchema>

/** GET /api/fitbit/devices: the devices that recorded the person's recent data. */
export const fitbitDeviceSchema = z.object({
  id: z.string(),
  /** e.g. 'Charge 6', or the manufacturer and form factor when the provider gives no name. */
  name: z.string(),
  /** The form factor: 'watch', 'fitness band', 'phone', 'ring', 'scale', ... or 'unknown'. */
  type: z.string(),
  manufacturer: z.string().nullable(),
  /** The newest data point seen from it (ISO 8601). */
  lastSyncTime: z.string().nullable(),
})
export type FitbitDevice = z.infer<typeof fitbitDeviceSchema>
export const fitbitDevicesResponseSchema = z.array(fitbitDeviceSchema)

/** POST /api/fitbit/disconnect: the grant is revoked at the provider and the tokens deleted. */
export const fitbitDisconnectResponseSchema = z.object({ ok: z.literal(true) })

/**
 * GET /api/fitbit/status: the connection as the Fitbit Sync tab shows it, and whether the companion
 * may see the reading. `problem` explains a connection the provider ended (access revoked in the
 * Google account): the tab shows it and offers Connect again.
 */
export const fitbitStatusSchema = z.object({
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
  fitbitUserId: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  shareWithCompanion: z.boolean(),
  problem: z.string().nullable(),
})
export type FitbitStatus = z.infer<typeof fitbitStatusSchema>

/** PATCH /api/fitbit/settings: answers the new status. */
export const fitbitSettingsUpdateSchema = z.object({ shareWithCompanion: z.boolean() }).strict()
export type FitbitSettingsUpdate = z.infer<typeof fitbitSettingsUpdateSchema>

/** The message a revoked grant leaves on the account (status.problem, and sync's 409). */
export const FITBIT_ACCESS_REVOKED_MESSAGE =
  'Fitbit access was revoked. Connect Fitbit again to keep syncing.'
export const FITBIT_NOT_CONNECTED_MESSAGE = 'Fitbit is not connected.'
