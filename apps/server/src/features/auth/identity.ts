import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { bearer, genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins'
import { newPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from '@orion/contracts/auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import {
  authAccount,
  authRateLimit,
  authSession,
  authUser,
  authVerification,
} from '../../db/schema/auth'

const DAY_SECONDS = 24 * 60 * 60

/** Sliding session: 30 days from the last refresh, refreshed at most once a day. */
export const SESSION_EXPIRES_IN_SECONDS = 30 * DAY_SECONDS
export const SESSION_UPDATE_AGE_SECONDS = DAY_SECONDS
/** Absolute lifetime from sign-in, whatever the activity (checked by the auth guard). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * DAY_SECONDS * 1000

/**
 * Better Auth reads the client address from this header only. Every request handed to it gets
 * the header overwritten with Fastify's request.ip (which honours TRUST_PROXY), so it cannot be
 * spoofed to dodge the rate limit.
 */
export const CLIENT_IP_HEADER = 'x-orion-client-ip'

export interface IdentityUser {
  id: string
  email: string
  name: string
  image?: string | null
}

/** A reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30
/** A verification link works for a day (people read mail later than they ask for a reset). */
export const VERIFY_LINK_SECONDS = 24 * 60 * 60

/** The account e-mail Better Auth asks us to send; written and sent by the auth feature. */
export interface AccountMail {
  resetPassword(user: IdentityUser, url: string): Promise<void>
  passwordWasReset(user: IdentityUser): Promise<void>
  verifyEmail(user: IdentityUser, url: string): Promise<void>
  /** To the old address, once the account signs in with a new one. */
  emailWasChanged(oldEmail: string, user: IdentityUser): Promise<void>
}

export interface IdentityOptions {
  secret: string
  mail: AccountMail
  /** Runs after the identity's email changed (a verified change of address). */
  onEmailChanged(user: IdentityUser): Promise<void>
  /** Runs after Better Auth created a user by any route other than our email registration. */
  onUserCreated(user: IdentityUser): Promise<void>
  /** Runs after any sign-in opened a session (password, Google, Microsoft, registration). */
  onSessionCreated(session: { userId: string; userAgent?: string | null }): Promise<void>
  onHookError(error: unknown): void
}

function oidcProviders(config: AppConfig): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = []
  const { google, microsoft } = config.oauth
  const common = { scopes: ['openid', 'email', 'profile'], pkce: true }
  if (google) {
    providers.push({
      ...common,
      providerId: 'google',
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
    })
  }
  if (microsoft) {
    providers.push({
      ...common,
      providerId: 'microsoft',
      clientId: microsoft.clientId,
      clientSecret: microsoft.clientSecret,
      discoveryUrl: `${microsoft.issuer}/.well-known/openid-configuration`,
    })
  }
  return providers
}

/** The database each identity was created on (the auth guard's fast session lookup reads it). */
const identityDatabases = new WeakMap<object, Database>()

export function identityDatabase(identity: Identity): Database {
  const db = identityDatabases.get(identity)
  if (!db) throw new Error('this identity was not made by createIdentity')
  return db
}

/** Better Auth, embedded: email+password, Google/Microsoft via OIDC discovery, bearer tokens. */
export function createIdentity(config: AppConfig, db: Database, options: IdentityOptions) {
  const identity = betterAuthFor(config, db, options)
  identityDatabases.set(identity, db)
  return identity
}

function betterAuthFor(config: AppConfig, db: Database, options: IdentityOptions) {
  const secure = config.publicUrl.startsWith('https:')
  return betterAuth({
    appName: 'Orion',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => options.mail.resetPassword(user, url),
      onPasswordReset: ({ user }) => options.mail.passwordWasReset(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, url }) => options.mail.verifyEmail(user, url),
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    // Email+password go through /api/firebase-auth/* (validation, our rate limit, the product user);
    // account changes go through /api/user/* so the product user stays in step with the identity.
    disabledPaths: [
      '/sign-up/email',
      '/sign-in/email',
      '/update-user',
      '/change-email',
      '/change-password',
      '/set-password',
      '/delete-user',
    ],
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    hooks: {
      // A reset sets a password like registration does: the same rules, the same words.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password') return
        const checked = newPasswordSchema.safeParse(ctx.body?.newPassword)
        if (!checked.success)
          throw new APIError('BAD_REQUEST', { message: checked.error.issues[0]!.message })
      }),
    },
    advanced: {
      cookiePrefix: 'orion',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            try {
              await options.onSessionCreated(session)
            } catch (error) {
              options.onHookError(error)
            }
          },
        },
      },
      user: {
        update: {
          after: async (user) => {
            try {
              await options.onEmailChanged(user)
            } catch (error) {
              options.onHookError(error)
            }
          },
        },
        create: {
          after: async (user, context) => {
            if (context?.path === '/sign-up/email') return
            try {
              await options.onUserCreated(user)
            } catch (error) {
              // The guard creates the product user on the first request instead.
              options.onHookError(error)
            }
          },
        },
      },
    },
    plugins: [bearer({ requireSignature: true }), genericOAuth({ config: oidcProviders(config) })],
    logger: { disabled: config.logLevel === 'silent' },
  })
}
export type Identity = ReturnType<typeof createIdentity>
