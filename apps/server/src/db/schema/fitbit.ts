import { sql } from 'drizzle-orm'
import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

// Fitbit Sync (the Google Health API behind it). One connection per account holds the grant's
// tokens, encrypted (AES-256-GCM, see features/fitbit/token-cipher.ts), and the background job's
// schedule; a pending connect holds its PKCE verifier until the provider sends the person back.

export const fitbitConnections = pgTable(
  'fitbit_connections',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Google Health user id (also users.fitbit_user_id while connected). */
    providerUserId: text('provider_user_id').notNull(),
    /** Encrypted; null once the grant was revoked (the account then shows `problem`). */
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    scope: text('scope').notNull().default(''),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the connection stopped working (a revoked grant); null while it works. */
    problem: text('problem'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** When the background job should sync this account next (later after failures and 429s). */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    syncFailures: integer('sync_failures').notNull().default(0),
  },
  (table) => [index('fitbit_connections_next_sync_idx').on(table.nextSyncAt)],
)
export type FitbitConnectionRow = typeof fitbitConnections.$inferSelect

/** A connect in progress: the state (hashed) is single use and expires after a few minutes. */
export const fitbitAuthorizations = pgTable('fitbit_authorizations', {
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One synced reading: what GET /api/fitbit/latest answers and the chat context line reads. */
export const fitbitReadings = pgTable(
  'fitbit_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    heartRate: integer('heart_rate'),
    /** fat-burn, cardio, peak or other. */
    heartRateZone: text('heart_rate_zone'),
    restingHeartRate: integer('resting_heart_rate'),
    /** The person's usual resting heart rate: the median of the previous 14 days. */
    usualRestingHeartRate: integer('usual_resting_heart_rate'),
    heartRateVariabilityMs: real('heart_rate_variability_ms'),
    usualHeartRateVariabilityMs: real('usual_heart_rate_variability_ms'),
    /** low, medium or high (docs/decisions: wearables). */
    stressLevel: text('stress_level'),
    steps: integer('steps'),
    /** excellent, good, fair or poor. */
    sleepQuality: text('sleep_quality'),
    /** Minutes asleep last night. */
    sleepDuration: integer('sleep_duration'),
    /** When last night's sleep ended (the line says "slept" only about a recent night). */
    sleepEndedAt: timestamp('sleep_ended_at', { withTimezone: true }),
    caloriesBurned: integer('calories_burned'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('fitbit_readings_user_recorded_idx').on(table.userId, table.recordedAt)],
)
export type FitbitReadingRow = typeof fitbitReadings.$inferSelect
