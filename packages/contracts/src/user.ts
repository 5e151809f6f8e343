import { z } from 'zod'
import { emailSchema, fullNameSchema } from './auth'
import { countryCodeSchema } from './crisis-lines'

/** The signed-in user as the web app reads it. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  /** The identity provider's photo (Google/Microsoft), used when photoURL is empty. */
  providerPhotoURL: z.string().nullable(),
  sessionId: z.string().nullable(),
  isAuthenticated: z.boolean(),
  hasEverSubscribed: z.boolean(),
  isExempt: z.boolean(),
  aboutMe: z.string().nullable(),
  pronouns: z.string().nullable(),
  interests: z.string().nullable(),
  consolidatedMemory: z.string().nullable(),
  fitbitConnectedAt: z.string().nullable(),
  fitbitUserId: z.string().nullable(),
  /** The country chosen in Settings for crisis lines; null until chosen (the browser guesses). */
  country: countryCodeSchema.nullable(),
  createdAt: z.string(),
})
export type User = z.infer<typeof userSchema>

/** GET /api/firebase-auth/session. */
export const sessionCheckSchema = z.object({
  authenticated: z.boolean(),
  user: userSchema.nullable(),
})
export type SessionCheck = z.infer<typeof sessionCheckSchema>

/** Answer of login, register and refresh: the user plus a bearer token for the jwt_only mode. */
export const authResultSchema = z.object({
  user: userSchema,
  token: z.string(),
  /** When the token expires (ISO 8601): the web app refreshes it 5 min before. */
  expiresAt: z.string(),
})
export type AuthResult = z.infer<typeof authResultSchema>

export const refreshResultSchema = z.object({
  ok: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
})

/** PATCH /api/user/profile: fullName and email, or the About Me fields. */
export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    email: emailSchema.optional(),
    /** Needed with a new email when the account has a password (issue 18). */
    currentPassword: z.string().max(128).optional(),
    aboutMe: z
      .string()
      .trim()
      .max(5000, 'About me cannot exceed 5000 characters')
      .nullable()
      .optional(),
    pronouns: z
      .string()
      .trim()
      .max(50, 'Pronouns cannot exceed 50 characters')
      .nullable()
      .optional(),
    interests: z
      .string()
      .trim()
      .max(2000, 'Interests cannot exceed 2000 characters')
      .nullable()
      .optional(),
    country: countryCodeSchema.nullable().optional(),
  })
  .strict()
export type ProfileUpdate = z.input<typeof profileUpdateSchema>

/** What the person types to confirm that their account and everything in it goes. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE'

/** POST /api/user/delete-account: the password (accounts that have one) and the typed word. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(128).optional(),
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`,
  }),
})
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>

/** POST /api/user/refresh-photo: the account's Google or Microsoft photo (providerPhotoURL). */
export const refreshPhotoRequestSchema = z.object({
  photoURL: z.string().min(1, 'No profile photo').max(2_000_000),
})
