import type { AuthResult } from '@orion/contracts/user'
import { APIError } from 'better-auth/api'
import { hashPassword, verifyPassword } from 'better-auth/crypto'
import type { UserRow } from '../../db/schema/users'
import { AppError } from '../../plugins/app-error'
import { unauthorized, type ResolvedSession, type SignedIn } from '../../plugins/auth-guard'
import { emailInUse, type UsersService } from '../users/users.service'
import type { IdentityAccounts } from './identity-accounts'
import {
  identityDatabase,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  type Identity,
} from './identity'
import { createSessionLookup, presentedCredentials } from './session-lookup'

// The sign-in messages the web app shows as they are: one sentence per case the person can fix.
const NO_ACCOUNT = 'No account found with this email. Please check your email or sign up.'
const WRONG_PASSWORD = 'Incorrect password. Please try again or reset your password.'
const DIFFERENT_CREDENTIAL =
  'An account already exists with the same email but different sign-in credentials.'
const BACKEND_REGISTRATION_FAILED =
  'Failed to register your account with our server. Please try again.'
// Said when the current password is wrong on a password change.
const WRONG_CURRENT_PASSWORD = 'Failed to update password. Please check your current password.'
/** How recent a Google/Microsoft sign-in must be to change the email of an account without a password. */
export const EMAIL_CHANGE_FRESH_SIGN_IN_MINUTES = 10
export const EMAIL_CHANGE_PASSWORD_REQUIRED = 'Enter your current password to change your email.'
export const EMAIL_CHANGE_WRONG_PASSWORD = 'Incorrect password. Your email was not changed.'
export const EMAIL_CHANGE_SIGN_IN_AGAIN = `Sign in again with Google or Microsoft, then change your email within ${EMAIL_CHANGE_FRESH_SIGN_IN_MINUTES} minutes.`

interface EmailRegistration {
  email: string
  password: string
  fullName: string
  username: string
  photoURL?: string | null
}
interface ProviderRegistration {
  firebaseUid: string
  fullName: string
  username: string
  photoURL?: string | null
}

export interface AuthOutcome {
  result: AuthResult
  setCookies: string[]
}

/**
 * The product account could not be created: a reason the person can act on (a username taken
 * meanwhile) stays; anything else reads as the spec's sentence, keeping the cause for the log.
 */
function productAccountFailure(error: unknown): unknown {
  if (error instanceof AppError && error.statusCode < 500) return error
  const failure = new AppError(500, 'backend_registration_failed', BACKEND_REGISTRATION_FAILED)
  failure.cause = error
  return failure
}

const betterAuthCode = (error: unknown) =>
  error instanceof APIError ? (error.body?.code as string | undefined) : undefined

/** What other features hear about sessions and accounts (live alerts: sockets, security alerts). */
export interface SessionEvents {
  signedOut(userId: string, sessionId: string): Promise<void>
  passwordChanged(userId: string): Promise<void>
  /** A session was opened for this identity user, from this browser. */
  signedIn(identityUserId: string, userAgent: string | null): Promise<void>
  /** The account signs in with a new, confirmed address (the product user's id). */
  emailChanged(userId: string): Promise<void>
}

export function createAuthService(deps: {
  identity: Identity
  accounts: IdentityAccounts
  usersService: UsersService
  events?: SessionEvents
}) {
  const { identity, accounts, usersService, events } = deps
  // An unknown email costs the same password hash as a wrong password, so the time an answer
  // takes does not tell who has an account (the spec's two messages still do, as it demands).
  let dummyHash: Promise<string> | undefined
  const spendPasswordCheck = async (password: string) => {
    dummyHash ??= hashPassword('not anyone’s password')
    await verifyPassword({ hash: await dummyHash, password })
  }
  const lookupSession = createSessionLookup(identityDatabase(identity))
  let cookieNames: Promise<{ session: string; data: string }> | undefined
  const sessionCookieNames = () =>
    (cookieNames ??= identity.$context.then(({ authCookies }) => ({
      session: authCookies.sessionToken.name,
      data: authCookies.sessionData.name,
    })))

  /**
   * The fast path of the signed-in check: the signature verified here, one query. It answers only
   * when the outcome is plain (no credential, a forged bearer token, or a live session that needs
   * no sliding); anything else (undefined) goes to Better Auth, which clears cookies, deletes
   * expired sessions and slides them exactly as before.
   */
  async function fastSession(headers: Headers): Promise<ResolvedSession | undefined> {
    const names = await sessionCookieNames()
    const { bearer, cookieHeader, cookie } = presentedCredentials(headers, names.session)
    if (cookieHeader?.includes(names.data)) return undefined
    let signed = bearer
    let token = bearer === null ? null : accounts.readSignedToken(bearer)
    if (token === null) {
      // Better Auth ignores a bad bearer token and reads the cookie; without one it is signed out.
      if (cookie === null) return { signedIn: null, setCookies: [] }
      if (bearer !== null) return undefined
      signed = cookie
      token = accounts.readSignedToken(cookie)
    }
    if (signed === null || token === null) return undefined
    const row = await lookupSession(token)
    if (!row) return undefined
    const now = Date.now()
    const expiresAt = row.expiresAt.getTime()
    if (expiresAt < now) return undefined
    // Better Auth's sliding rule: refresh once updateAge has passed since the last refresh.
    const refreshAfter =
      expiresAt - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000
    if (refreshAfter <= now) return undefined
    if (now >= row.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS) return undefined
    const session = {
      id: row.sessionId,
      token: row.token,
      signedToken: signed,
      identityUserId: row.identityUserId,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    }
    return { signedIn: { user: row.user, session }, setCookies: [] }
  }

  /** The session the identity layer just opened for `token`. */
  async function openedSession(token: string) {
    const found = await (await identity.$context).internalAdapter.findSession(token)
    if (!found) throw new Error('the session the identity layer opened is missing')
    return found.session
  }

  async function outcome(row: UserRow, token: string | null, setCookies: string[]) {
    if (!token) throw new Error('the identity layer did not open a session')
    const session = await openedSession(token)
    const result = {
      user: await usersService.toContract(row, session.id),
      token: accounts.signToken(token),
      expiresAt: session.expiresAt.toISOString(),
    }
    return { result, setCookies }
  }

  /** The Better Auth session behind the request's cookie or bearer token, checked for age. */
  async function identitySession(headers: Headers) {
    const answer = await identity.api.getSession({ headers, returnHeaders: true })
    const setCookies = answer.headers.getSetCookie()
    const found = answer.response
    if (!found) return { found: null, setCookies }
    const ageLimit = found.session.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS
    if (Date.now() >= ageLimit) {
      await accounts.deleteSession(found.session.token)
      return { found: null, setCookies: await accounts.sessionCookie(null) }
    }
    return { found, setCookies }
  }

  function signedInOf(found: NonNullable<Awaited<ReturnType<typeof identitySession>>['found']>) {
    return {
      id: found.session.id,
      token: found.session.token,
      signedToken: accounts.signToken(found.session.token),
      identityUserId: found.user.id,
      createdAt: found.session.createdAt,
      expiresAt: found.session.expiresAt,
    }
  }

  async function resolveSession(headers: Headers): Promise<ResolvedSession> {
    const fast = await fastSession(headers)
    if (fast) return fast
    const { found, setCookies } = await identitySession(headers)
    if (!found) return { signedIn: null, setCookies }
    // Normally created at registration or by the OAuth hook; this covers an interrupted one.
    const user = await usersService.ensureForIdentity(found.user)
    return { signedIn: { user, session: signedInOf(found) }, setCookies }
  }

  return {
    resolveSession,

    /** POST /api/firebase-auth/register with email and password. */
    async registerWithPassword(input: EmailRegistration, headers: Headers): Promise<AuthOutcome> {
      await usersService.assertUsernameFree(input.username)
      let signUp
      try {
        signUp = await identity.api.signUpEmail({
          body: { email: input.email, password: input.password, name: input.fullName },
          headers,
          returnHeaders: true,
        })
      } catch (error) {
        if (betterAuthCode(error)?.startsWith('USER_ALREADY_EXISTS')) throw emailInUse()
        throw error
      }
      const identityUser = signUp.response.user
      let row: UserRow
      try {
        row = await usersService.createWithUsername({
          identityUserId: identityUser.id,
          username: input.username,
          fullName: input.fullName,
          email: input.email,
          photoUrl: input.photoURL ?? null,
        })
      } catch (error) {
        // A failed backend registration removes the provider account.
        await accounts.deleteUser(identityUser.id)
        throw productAccountFailure(error)
      }
      return outcome(row, signUp.response.token, signUp.headers.getSetCookie())
    },

    /** The spec's provider form, after Google/Microsoft: the product user for this identity. */
    async registerSignedIn(input: ProviderRegistration, headers: Headers) {
      const { found, setCookies } = await identitySession(headers)
      if (!found || found.user.id !== input.firebaseUid) throw unauthorized()
      const existing = await usersService.findByIdentityUserId(found.user.id)
      const row =
        existing ??
        (await usersService
          .createWithUsername({
            identityUserId: found.user.id,
            username: input.username,
            fullName: input.fullName,
            email: found.user.email,
            photoUrl: input.photoURL ?? null,
          })
          .catch((error: unknown) => {
            throw productAccountFailure(error)
          }))
      const session = signedInOf(found)
      return {
        created: !existing,
        setCookies,
        result: {
          user: await usersService.toContract(row, session.id),
          token: session.signedToken,
          expiresAt: session.expiresAt.toISOString(),
        },
      }
    },

    /** POST /api/firebase-auth/login with email and password. */
    async loginWithPassword(input: { email: string; password: string }, headers: Headers) {
      const existing = await accounts.findByEmail(input.email)
      if (!existing) {
        await spendPasswordCheck(input.password)
        throw new AppError(404, 'user_not_found', NO_ACCOUNT)
      }
      if (!existing.accounts.some((account) => account.providerId === 'credential')) {
        await spendPasswordCheck(input.password)
        throw new AppError(401, 'different_credential', DIFFERENT_CREDENTIAL)
      }
      let signIn
      try {
        signIn = await identity.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers,
          returnHeaders: true,
        })
      } catch (error) {
        if (betterAuthCode(error) === 'INVALID_EMAIL_OR_PASSWORD') {
          throw new AppError(401, 'wrong_password', WRONG_PASSWORD)
        }
        throw error
      }
      const row = await usersService.ensureForIdentity(existing.user)
      return outcome(row, signIn.response.token, signIn.headers.getSetCookie())
    },

    /** Keep-alive and refresh: the session ends 30 days from now (within its absolute lifetime). */
    async extend(signedIn: SignedIn) {
      const latest = new Date(signedIn.session.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS)
      const expiresAt = await accounts.extendSession(signedIn.session.token, latest)
      return {
        token: signedIn.session.signedToken,
        expiresAt: expiresAt.toISOString(),
        setCookies: await accounts.sessionCookie(signedIn.session.signedToken, expiresAt),
      }
    },

    /** Revokes the request's session, if any, and clears the cookie. */
    async logout(headers: Headers) {
      const ending = events ? (await resolveSession(headers)).signedIn : null
      try {
        await identity.api.signOut({ headers })
      } catch {
        // Already signed out: logging out again is not an error.
      }
      if (ending) await events?.signedOut(ending.user.id, ending.session.id)
      return { setCookies: await accounts.sessionCookie(null) }
    },

    /**
     * A new sign-in email needs proof that the person is the owner, not just someone holding their
     * session: the current password, or for an account without one a sign-in in the last minutes.
     */
    async proveEmailChange(
      { user, session }: SignedIn,
      currentPassword: string | undefined,
      now = new Date(),
    ) {
      const methods = await accounts.signInMethods(user.identityUserId)
      if (methods.includes('credential')) {
        if (!currentPassword) {
          throw new AppError(400, 'password_required', EMAIL_CHANGE_PASSWORD_REQUIRED)
        }
        if (!(await accounts.verifyPassword(user.identityUserId, currentPassword))) {
          throw new AppError(400, 'wrong_password', EMAIL_CHANGE_WRONG_PASSWORD)
        }
        return
      }
      const age = now.getTime() - session.createdAt.getTime()
      if (age > EMAIL_CHANGE_FRESH_SIGN_IN_MINUTES * 60_000) {
        throw new AppError(403, 'sign_in_again', EMAIL_CHANGE_SIGN_IN_AGAIN)
      }
    },

    /** Verifies the current password, changes it, revokes every other session. */
    async changePassword(
      input: { currentPassword: string; newPassword: string },
      headers: Headers,
      userId: string,
    ) {
      let changed
      try {
        changed = await identity.api.changePassword({
          body: { ...input, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        })
      } catch (error) {
        const code = betterAuthCode(error)
        if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
          throw new AppError(400, 'wrong_password', WRONG_CURRENT_PASSWORD)
        }
        throw error
      }
      const token = changed.response.token
      if (!token) throw new Error('the identity layer did not open a new session')
      await events?.passwordChanged(userId)
      return {
        token: accounts.signToken(token),
        expiresAt: (await openedSession(token)).expiresAt.toISOString(),
        setCookies: changed.headers.getSetCookie(),
      }
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
