import crypto from 'node:crypto'
import { makeSignature } from 'better-auth/crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { authSession } from '../../db/schema/auth'
import { users } from '../../db/schema/users'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { GOOD_PASSWORD, registerUser } from '../../test/fakes/signed-in-user'
import { resolveAuthSecret } from './auth-secret'
import { createAuthService } from './auth.service'
import type { UsersService } from '../users/users.service'
import { createIdentity, type Identity } from './identity'
import { createIdentityAccounts, type IdentityAccounts } from './identity-accounts'

// The signed-in check's fast path (session-lookup.ts): its own signature check must agree with
// Better Auth's signing, and it must refuse whatever Better Auth refuses.

let t: TestApp
let identity: Identity
let accounts: IdentityAccounts
let service: ReturnType<typeof createAuthService>
let secret: string

beforeAll(async () => {
  t = await buildTestApp()
  // A second service on the same database and secret, to watch which path answers.
  secret = resolveAuthSecret(t.config.auth.secret, t.config.dataDir)
  identity = createIdentity(t.config, t.database.db, {
    secret,
    // This second identity only reads sessions: it never signs anyone up or sends mail.
    mail: {
      resetPassword: async () => {},
      passwordWasReset: async () => {},
      verifyEmail: async () => {},
      emailWasChanged: async () => {},
    },
    onUserCreated: async () => {},
    onSessionCreated: async () => {},
    onEmailChanged: async () => {},
    onHookError: () => {},
  })
  accounts = createIdentityAccounts(identity, secret)
  // Only resolveSession is used; the product user is always there (registered through the app).
  const usersService = {
    async ensureForIdentity({ id }: { id: string }) {
      const [row] = await t.database.db.select().from(users).where(eq(users.identityUserId, id))
      if (!row) throw new Error('the product user should exist')
      return row
    },
  } as unknown as UsersService
  service = createAuthService({ identity, accounts, usersService })
})
afterAll(() => t.close())
afterEach(() => vi.restoreAllMocks())

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` })
const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers })
const setSession = (sessionId: string | null, values: Partial<typeof authSession.$inferInsert>) =>
  t.database.db
    .update(authSession)
    .set(values)
    .where(sql`${authSession.id} = ${sessionId ?? ''}`)
// Change a character in the middle of the signature. (The last one before the padding carries two
// unused bits: changing it can spell the same signature bytes, which is not tampering.)
const tamper = (signed: string) => {
  const at = signed.length - 10
  const changed = signed[at] === 'A' ? 'B' : 'A'
  return `${signed.slice(0, at)}${changed}${signed.slice(at + 1)}`
}

describe('the fast path of the signed-in check', () => {
  it('verifies exactly what Better Auth signs, and nothing else', async () => {
    for (let i = 0; i < 50; i++) {
      const token = crypto.randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')
      const signed = `${token}.${await makeSignature(token, secret)}`
      expect(accounts.readSignedToken(signed)).toBe(token)
      expect(accounts.signToken(token)).toBe(signed)
      expect(accounts.readSignedToken(tamper(signed))).toBeNull()
      expect(accounts.readSignedToken(`${token}x.${signed.split('.')[1]}`)).toBeNull()
      expect(accounts.readSignedToken(signed.slice(0, -1))).toBeNull()
    }
    for (const bad of ['', '.', 'abc', 'abc.', '.abc', 'a.b.c', 'a.Ł']) {
      expect(accounts.readSignedToken(bad)).toBeNull()
    }
  })

  it('accepts the session cookie Better Auth set, and the bearer token, without Better Auth', async () => {
    const { cookie, token, user } = await registerUser(t.app)
    const getSession = vi.spyOn(identity.api, 'getSession')
    const cookieValue = decodeURIComponent(cookie.split('=').slice(1).join('='))
    expect(accounts.readSignedToken(cookieValue)).not.toBeNull()

    for (const headers of [bearer(token), new Headers({ cookie })]) {
      const resolved = await service.resolveSession(headers)
      expect(resolved.setCookies).toEqual([])
      expect(resolved.signedIn?.user.id).toBe(user.id)
      expect(resolved.signedIn?.session).toMatchObject({ id: user.sessionId, signedToken: token })
    }
    expect(getSession).not.toHaveBeenCalled()
    expect((await getUser({ authorization: `Bearer ${token}` })).statusCode).toBe(200)
  })

  it('refuses a tampered signature, an unknown token and a forged bearer beside no cookie', async () => {
    const { token } = await registerUser(t.app)
    const unknown = accounts.signToken(crypto.randomBytes(24).toString('hex'))
    for (const value of [tamper(token), unknown, `${token.split('.')[0]}.${'A'.repeat(43)}=`]) {
      expect((await service.resolveSession(bearer(value))).signedIn).toBeNull()
      const response = await getUser({ authorization: `Bearer ${value}` })
      expect(response.statusCode).toBe(401)
      const byCookie = await getUser({ cookie: `orion.session_token=${encodeURIComponent(value)}` })
      expect(byCookie.statusCode).toBe(401)
    }
  })

  it('refuses an expired session and one past the absolute lifetime', async () => {
    const expired = await registerUser(t.app)
    await setSession(expired.user.sessionId, { expiresAt: new Date(Date.now() - 1000) })
    expect((await getUser({ authorization: `Bearer ${expired.token}` })).statusCode).toBe(401)

    const old = await registerUser(t.app)
    await setSession(old.user.sessionId, {
      createdAt: new Date(Date.now() - 90 * 24 * 3600 * 1000 - 1000),
    })
    expect((await getUser({ authorization: `Bearer ${old.token}` })).statusCode).toBe(401)
    expect((await service.resolveSession(bearer(old.token))).signedIn).toBeNull()
  })

  it('leaves a session due for sliding to Better Auth, which refreshes it and its cookie', async () => {
    const { token, user } = await registerUser(t.app)
    await setSession(user.sessionId, { expiresAt: new Date(Date.now() + 20 * 24 * 3600 * 1000) })
    const getSession = vi.spyOn(identity.api, 'getSession')
    const resolved = await service.resolveSession(bearer(token))
    expect(getSession).toHaveBeenCalledOnce()
    expect(resolved.signedIn?.user.id).toBe(user.id)
    expect(resolved.setCookies.join()).toMatch(/orion\.session_token=/)
    const [row] = await t.database.db
      .select()
      .from(authSession)
      .where(sql`${authSession.id} = ${user.sessionId}`)
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
  })

  it('logout takes effect at once: the old token is refused right after', async () => {
    const { token } = await registerUser(t.app)
    const headers = { authorization: `Bearer ${token}` }
    expect((await getUser(headers)).statusCode).toBe(200)
    await t.app.inject({ method: 'POST', url: '/api/logout', headers })
    expect((await getUser(headers)).statusCode).toBe(401)
    expect((await service.resolveSession(bearer(token))).signedIn).toBeNull()
  })

  it('a password change takes effect at once: the old tokens are refused right after', async () => {
    const { token, user } = await registerUser(t.app)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      remoteAddress: '10.9.0.1',
      payload: { email: user.email, password: GOOD_PASSWORD },
    })
    const other = login.json().token as string
    expect((await getUser({ authorization: `Bearer ${other}` })).statusCode).toBe(200)
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Changed-pass2' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await getUser({ authorization: `Bearer ${other}` })).statusCode).toBe(401)
    const fresh = changed.json().token as string
    expect((await getUser({ authorization: `Bearer ${fresh}` })).statusCode).toBe(200)
    expect((await getUser({ authorization: `Bearer ${token}` })).statusCode).toBe(401)
  })
})
