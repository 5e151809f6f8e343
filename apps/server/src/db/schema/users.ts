import { sql } from 'drizzle-orm'
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { authUser } from './auth'

// The product's user: one row per identity user, created at
// registration or on the first OAuth sign-in. Every other feature's rows point at users.id.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityUserId: text('identity_user_id')
      .notNull()
      .unique()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    // Immutable; unique regardless of case.
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    // May be a data: URL.
    photoUrl: text('photo_url'),
    /**
     * The photo uploaded in Settings (POST /api/user/upload-photo): a generated storage key, shown
     * instead of photoUrl. Never taken from a request, unlike photoUrl.
     */
    photoKey: text('photo_key'),
    hasEverSubscribed: boolean('has_ever_subscribed').notNull().default(false),
    aboutMe: text('about_me'),
    pronouns: text('pronouns'),
    interests: text('interests'),
    consolidatedMemory: text('consolidated_memory'),
    fitbitConnectedAt: timestamp('fitbit_connected_at', { withTimezone: true }),
    fitbitUserId: text('fitbit_user_id'),
    /** Settings → Fitbit Sync: the companion may read the latest reading in chat (default on). */
    fitbitShareWithCompanion: boolean('fitbit_share_with_companion').notNull().default(true),
    /** ISO 3166 code chosen in Settings: selects the crisis lines shown (null: guessed by the browser). */
    country: text('country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`)],
)
export type UserRow = typeof users.$inferSelect
