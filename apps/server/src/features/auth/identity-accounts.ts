import crypto from 'node:crypto'
import { createEmailVerificationToken } from 'better-auth/api'
import { emailInUse } from '../users/users.service'
import { SESSION_EXPIRES_IN_SECONDS, VERIFY_LINK_SECONDS, type Identity } from './identity'

// The few operations on Better Auth's records that its HTTP API does not offer to a server
// (find by email, delete a half-made account, extend a session), kept in one place.

export function createIdentityAccounts(identity: Identity, secret: string) {
  const context = () => identity.$context

  return {
    async findByEmail(email: string) {
      const { internalAdapter } = await context()
      return internalAdapter.findUserByEmail(email, { includeAccounts: true })
    },

    /** Whether `password` is the identity's (false when it has no password at all). */
    async verifyPassword(identityUserId: string, password: string): Promise<boolean> {
      const ctx = await context()
      const accounts = await ctx.internalAdapter.findAccounts(identityUserId)
      const hash = accounts.find((account) => account.providerId === 'credential')?.password
      if (!hash) return false
      return ctx.password.verify({ hash, password })
    },

    /** Compensation when the product user could not be created, and account deletion. */
    async deleteUser(identityUserId: string) {
      const { internalAdapter } = await context()
      await internalAdapter.deleteUserSessions(identityUserId)
      await internalAdapter.deleteUser(identityUserId)
    },

    /**
     * A new sign-in address is used only once its owner opens the link sent to it: until then the
     * account keeps signing in with the old one. Throws emailInUse() when the address is taken.
     */
    async requestEmailChange(identityUserId: string, newEmail: string, returnTo: string) {
      const ctx = await context()
      const owner = await ctx.internalAdapter.findUserByEmail(newEmail)
      if (owner && owner.user.id !== identityUserId) throw emailInUse()
      const user = await ctx.internalAdapter.findUserById(identityUserId)
      if (!user) throw new Error(`no identity ${identityUserId}`)
      const token = await createEmailVerificationToken(
        ctx.secret,
        user.email,
        newEmail,
        VERIFY_LINK_SECONDS,
        { requestType: 'change-email-verification', userId: identityUserId },
      )
      const url = `${ctx.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(returnTo)}`
      await ctx.options.emailVerification?.sendVerificationEmail?.({
        user: { ...user, email: newEmail },
        url,
        token,
      })
    },

    /** 'credential' when the identity has a password, and each provider it signs in with. */
    async signInMethods(identityUserId: string): Promise<string[]> {
      const { internalAdapter } = await context()
      const accounts = await internalAdapter.findAccounts(identityUserId)
      return accounts.map((account) => account.providerId)
    },

    async deleteSession(token: string) {
      const { internalAdapter } = await context()
      await internalAdapter.deleteSession(token)
    },

    /** Keep-alive: the session now ends SESSION_EXPIRES_IN_SECONDS from now, capped at `latest`. */
    async extendSession(token: string, latest: Date): Promise<Date> {
      const { internalAdapter } = await context()
      const expiresAt = new Date(
        Math.min(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000, latest.getTime()),
      )
      await internalAdapter.updateSession(token, { expiresAt })
      return expiresAt
    },

    /** The value Better Auth puts in the session cookie and accepts as `Authorization: Bearer`. */
    signToken(token: string): string {
      const signature = crypto.createHmac('sha256', secret).update(token).digest('base64')
      return `${token}.${signature}`
    },

    /**
     * The session token inside a signed value (`token.signature`), or null unless the signature
     * is exactly the one signToken makes (Better Auth's HMAC-SHA256, base64). Checked in constant
     * time; a non-canonical encoding of a valid signature, or a token holding a dot, is refused
     * (stricter than Better Auth, which never issues either).
     */
    readSignedToken(signed: string): string | null {
      const dot = signed.indexOf('.')
      // Better Auth's tokens never hold a dot (its bearer check splits at the first one).
      if (dot < 1 || signed.indexOf('.', dot + 1) !== -1) return null
      const token = signed.slice(0, dot)
      const given = Buffer.from(signed.slice(dot + 1), 'utf8')
      const expected = Buffer.from(
        crypto.createHmac('sha256', secret).update(token).digest('base64'),
        'utf8',
      )
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
      return token
    },

    /** Set-Cookie headers for the session cookie: set until `expiresAt`, or cleared. */
    async sessionCookie(signedToken: string | null, expiresAt?: Date): Promise<string[]> {
      const { authCookies } = await context()
      const { name, attributes } = authCookies.sessionToken
      const maxAge =
        signedToken && expiresAt
          ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
          : 0
      const parts = [
        `${name}=${signedToken ? encodeURIComponent(signedToken) : ''}`,
        `Max-Age=${maxAge}`,
        `Path=${attributes.path ?? '/'}`,
        'HttpOnly',
        'SameSite=Lax',
      ]
      if (attributes.secure) parts.push('Secure')
      return [parts.join('; ')]
    },
  }
}
export type IdentityAccounts = ReturnType<typeof createIdentityAccounts>
