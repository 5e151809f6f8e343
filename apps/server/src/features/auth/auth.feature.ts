import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import type { Mailer } from '../../platform/mail/mailer'
import type { UsersService } from '../users/users.service'
import { createAccountMailer } from './account-mailer'
import { authRoutes } from './auth.routes'
import { createAuthService, type SessionEvents } from './auth.service'
import { createIdentity } from './identity'
import { createIdentityAccounts } from './identity-accounts'
import { identityRoutes } from './identity.routes'

export interface AuthFeatureDependencies {
  config: AppConfig
  db: Database
  /** AUTH_SECRET, or the one kept in DATA_DIR. */
  secret: string
  mailer: Mailer
  /** The identity creates and follows the product user of each account. */
  usersService: UsersService
  /** Told when a session ends or a password changes. */
  events?: SessionEvents
}

/**
 * Sign-in: Better Auth's endpoints (/api/auth/*) and the spec's /api/firebase-auth routes.
 * Returns the auth service (sessions for the guard and the users' routes) and the accounts.
 */
export async function registerAuthFeature(app: FastifyInstance, deps: AuthFeatureDependencies) {
  const { config, usersService } = deps
  const mail = createAccountMailer({
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    signInMethods: (identityUserId) => accounts.signInMethods(identityUserId),
    onSendError: (error) => app.log.error({ err: error }, 'could not send an account e-mail'),
  })
  const identity = createIdentity(config, deps.db, {
    secret: deps.secret,
    mail,
    onUserCreated: async (user) => void (await usersService.ensureForIdentity(user)),
    // The old address hears of it by e-mail, the person on the live-alert channel.
    onEmailChanged: async (user) => {
      const changed = await usersService.followIdentityEmail(user.id, user.email)
      if (!changed) return
      await mail.emailWasChanged(changed.previousEmail, user)
      await deps.events?.emailChanged(changed.userId)
    },
    onSessionCreated: async (session) =>
      deps.events?.signedIn(session.userId, session.userAgent ?? null),
    onHookError: (error) => app.log.error({ err: error }, 'an identity hook failed'),
  })
  const accounts = createIdentityAccounts(identity, deps.secret)
  const authService = createAuthService({ identity, accounts, usersService, events: deps.events })
  await app.register(identityRoutes, { identity, publicUrl: config.publicUrl })
  await app.register(authRoutes, { authService, usersService })
  return { authService, accounts }
}
