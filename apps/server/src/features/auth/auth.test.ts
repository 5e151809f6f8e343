import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authSession, authUser } from '../../db/schema/auth'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { cookieHeader, GOOD_PASSWORD, registerUser } from '../../test/fakes/signed-in-user'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const getUser = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers })
const register = (payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/firebase-auth/register', payload, remoteAddress })
const login = (payload: object, remoteAddress = '10.2.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/firebase-auth/login', payload, remoteAddress })

describe('POST /api/firebase-auth/register', () => {
  it('creates the account, answers 201 with the user and a token, and sets the session cookie', async () => {
    const response = await register({
      email: 'Ada@Example.com',
      password: GOOD_PASSWORD,
      fullName: "Ada O'Lovelace",
      username: 'Ada_L',
    })
    expect(response.statusCode).toBe(201)
    const { user, token } = response.json()
    expect(user).toMatchObject({
      username: 'Ada_L',
      fullName: "Ada O'Lovelace",
      email: 'ada@example.com',
      photoURL: null,
      providerPhotoURL: null,
      isAuthenticated: true,
      hasEverSubscribed: false,
      isExempt: false,
    })
    expect(user.sessionId).toEqual(expect.any(String))
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/orion\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Secure/) // http://localhost: Secure only behind https

    const byCookie = await getUser({ cookie: cookieHeader(response.headers['set-cookie']) })
    expect(byCookie.statusCode).toBe(200)
    expect(byCookie.json()).toMatchObject({ id: user.id, username: 'Ada_L' })
    const byBearer = await getUser({ authorization: `Bearer ${token}` })
    expect(byBearer.statusCode).toBe(200)
    expect(byBearer.json().id).toBe(user.id)
  })

  it('refuses a taken username in another case with 409 username_taken', async () => {
    const response = await register({
      email: 'someone-else@example.com',
      password: GOOD_PASSWORD,
      fullName: 'Someone Else',
      username: 'ada_l',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'username_taken',
      message: 'This username is already taken. Please choose another.',
    })
    const [row] = await t.database.db
      .select()
      .from(authUser)
      .where(sql`${authUser.email} = 'someone-else@example.com'`)
    expect(row).toBeUndefined()
  })

  it('refuses an email in use (any case) with 409 email_in_use', async () => {
    const response = await register({
      email: 'ADA@example.com',
      password: GOOD_PASSWORD,
      fullName: 'Ada Again',
      username: 'ada_again',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'email_in_use',
      message: 'An account with this email already exists. Please login instead.',
    })
  })

  const valid = {
    email: 'valid@example.com',
    password: GOOD_PASSWORD,
    fullName: 'Valid Person',
    username: 'valid_person',
  }
  it.each([
    ['no email', { email: undefined }, 'Email is required'],
    ['a blank email', { email: '  ' }, 'Email is required'],
    ['a malformed email', { email: 'nope@' }, 'Invalid email address format'],
    [
      'a 101-character email',
      { email: `${'a'.repeat(89)}@example.com` },
      'Email address is too long',
    ],
    ['no full name', { fullName: '' }, 'Full name is required'],
    [
      'a 51-character full name',
      { fullName: 'a'.repeat(51) },
      'Full name cannot exceed 50 characters',
    ],
    [
      'digits in the full name',
      { fullName: 'R2 D2' },
      'Name should only contain letters, spaces, hyphens, and apostrophes',
    ],
    ['a 2-character username', { username: 'ab' }, 'Username must be at least 3 characters'],
    [
      'a 31-character username',
      { username: 'a'.repeat(31) },
      'Username cannot exceed 30 characters',
    ],
    [
      'a username with a dot',
      { username: 'ada.l' },
      'Username can only contain letters, numbers, underscores, and hyphens',
    ],
    ['no password', { password: undefined }, 'Password is required'],
    ['a 5-character password', { password: 'Ab1cd' }, 'Password must be at least 6 characters'],
    ['a 101-character password', { password: `Ab1${'x'.repeat(98)}` }, 'Password is too long'],
    [
      'a password without a digit',
      { password: 'Abcdefgh' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
  ])('refuses %s with 400 and the spec message', async (_case, change, message) => {
    const response = await register({ ...valid, ...change }, '10.1.9.9')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('validation_error')
    expect(response.json().message).toContain(message)
  })

  it('removes the identity account when the product user cannot be created', async () => {
    // Make the product insert fail after the identity account exists, as a racing registration
    // of the same username would.
    await t.database.db.execute(sql`
      create function refuse_doomed_user() returns trigger language plpgsql as $$
      begin
        if new.username = 'doomed_user' then
          raise exception 'duplicate key' using errcode = 'unique_violation',
            constraint = 'users_username_lower_idx';
        end if;
        return new;
      end $$`)
    await t.database.db.execute(sql`
      create trigger refuse_doomed_user before insert on users
      for each row execute function refuse_doomed_user()`)
    try {
      const response = await register({
        ...valid,
        email: 'doomed@example.com',
        username: 'doomed_user',
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toBe('username_taken')
      const rows = await t.database.db
        .select()
        .from(authUser)
        .where(sql`${authUser.email} = 'doomed@example.com'`)
      expect(rows).toEqual([])
      // The email is free again.
      const retry = await register({ ...valid, email: 'doomed@example.com', username: 'saved' })
      expect(retry.statusCode).toBe(201)
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_doomed_user on users`)
    }
  })

  it("answers the spec's sentence, not the underlying error, when the product account fails", async () => {
    await t.database.db.execute(sql`
      create function refuse_broken_user() returns trigger language plpgsql as $$
      begin
        if new.username = 'broken_user' then
          raise exception 'disk quota exceeded on users' using errcode = 'disk_full';
        end if;
        return new;
      end $$`)
    await t.database.db.execute(sql`
      create trigger refuse_broken_user before insert on users
      for each row execute function refuse_broken_user()`)
    try {
      const response = await register({
        ...valid,
        email: 'broken@example.com',
        username: 'broken_user',
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        error: 'backend_registration_failed',
        message: 'Failed to register your account with our server. Please try again.',
      })
      const rows = await t.database.db
        .select()
        .from(authUser)
        .where(sql`${authUser.email} = 'broken@example.com'`)
      expect(rows).toEqual([])
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_broken_user on users`)
      await t.database.db.execute(sql`drop function refuse_broken_user()`)
    }
  })

  it('rate limits registrations from one address with 429', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await register({ email: 'x' }, '10.1.7.7')).statusCode)
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('POST /api/firebase-auth/login', () => {
  it('signs in with the right password: 200, user, working token and cookie', async () => {
    const registered = await registerUser(t.app, { email: 'grace@example.com' })
    const response = await login({ email: 'Grace@Example.com ', password: GOOD_PASSWORD })
    expect(response.statusCode).toBe(200)
    const { user, token } = response.json()
    expect(user.id).toBe(registered.user.id)
    expect(user.sessionId).not.toBe(registered.user.sessionId)
    expect((await getUser({ authorization: `Bearer ${token}` })).statusCode).toBe(200)
    const cookie = cookieHeader(response.headers['set-cookie'])
    expect((await getUser({ cookie })).json().id).toBe(user.id)
  })

  it('answers 401 wrong_password for a wrong password', async () => {
    await registerUser(t.app, { email: 'wrong-pw@example.com' })
    const response = await login({ email: 'wrong-pw@example.com', password: 'Nope12345' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: 'wrong_password',
      message: 'Incorrect password. Please try again or reset your password.',
    })
  })

  it('answers 404 user_not_found for an unknown email', async () => {
    const response = await login({ email: 'nobody@example.com', password: GOOD_PASSWORD })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: 'user_not_found',
      message: 'No account found with this email. Please check your email or sign up.',
    })
  })

  it('refuses login validation failures with the spec messages', async () => {
    const noPassword = await login({ email: 'a@example.com', password: '' })
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json().message).toContain('Password is required')
    const badEmail = await login({ email: 'a@', password: GOOD_PASSWORD })
    expect(badEmail.json().message).toContain('Invalid email address format')
  })

  it('answers 429 too_many_attempts after 10 attempts for one email from one address', async () => {
    await registerUser(t.app, { email: 'target@example.com' })
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login(
        { email: 'target@example.com', password: 'Guess1234' },
        '10.3.0.1',
      )
      expect(response.statusCode).toBe(401)
    }
    const blocked = await login(
      { email: 'TARGET@example.com', password: GOOD_PASSWORD },
      '10.3.0.1',
    )
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      error: 'too_many_attempts',
      message: 'Too many failed login attempts. Please try again later or reset your password.',
    })
    // Another address is not blocked.
    expect(
      (await login({ email: 'target@example.com', password: GOOD_PASSWORD }, '10.3.0.2'))
        .statusCode,
    ).toBe(200)
  })
})

describe('sessions: bearer, refresh, logout, lifetime', () => {
  it('works with only a bearer token and no cookies (the jwt_only mode)', async () => {
    const { token, user } = await registerUser(t.app)
    const response = await getUser({ authorization: `Bearer ${token}` })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: user.id, sessionId: user.sessionId })
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/firebase-auth/session?_t=1&uid=x',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(session.json()).toMatchObject({ authenticated: true, user: { id: user.id } })
  })

  it('refuses a forged or unsigned bearer token and answers 401 in the one error shape', async () => {
    const { token } = await registerUser(t.app)
    const unsigned = token.split('.')[0]!
    for (const authorization of [`Bearer ${unsigned}`, `Bearer ${unsigned}.AAAA`, 'Bearer x', '']) {
      const response = await getUser({ authorization })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'unauthorized', message: 'Please sign in.' })
    }
  })

  it('answers the session check without a session as signed out, never 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/firebase-auth/session' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ authenticated: false, user: null })
  })

  it('refresh extends the session and answers a working token; 401 without a session', async () => {
    const { cookie, user } = await registerUser(t.app)
    await t.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(sql`${authSession.id} = ${user.sessionId}`)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/refresh',
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      ok: true,
      token: expect.any(String),
      expiresAt: expect.any(String),
    })
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=25\d{5}/)
    const [session] = await t.database.db
      .select()
      .from(authSession)
      .where(sql`${authSession.id} = ${user.sessionId}`)
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
    const byToken = await getUser({ authorization: `Bearer ${response.json().token}` })
    expect(byToken.statusCode).toBe(200)

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/firebase-auth/refresh' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('tells a bearer-only client when its token expires, at sign-in and on refresh', async () => {
    const { token, expiresAt, user } = (
      await register({
        email: 'bearer-only@example.com',
        password: GOOD_PASSWORD,
        fullName: 'Bea Rer',
        username: 'bearer_only',
      })
    ).json()
    const [session] = await t.database.db
      .select()
      .from(authSession)
      .where(sql`${authSession.id} = ${user.sessionId}`)
    expect(Date.parse(expiresAt)).toBe(session!.expiresAt.getTime())
    await t.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 4 * 60_000) })
      .where(sql`${authSession.id} = ${user.sessionId}`)
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/refresh',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(refreshed.statusCode).toBe(200)
    expect(Date.parse(refreshed.json().expiresAt)).toBeGreaterThan(
      Date.now() + 29 * 24 * 3600 * 1000,
    )
  })

  it('the keep-alive GET /api/user?_refresh=true extends the session', async () => {
    const { token, user } = await registerUser(t.app)
    await t.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(sql`${authSession.id} = ${user.sessionId}`)
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user?_refresh=true&_t=${Date.now()}&uid=abc`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.statusCode).toBe(200)
    const [session] = await t.database.db
      .select()
      .from(authSession)
      .where(sql`${authSession.id} = ${user.sessionId}`)
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
  })

  it('logout revokes the session: neither the cookie nor the bearer token work afterwards', async () => {
    const { cookie, token } = await registerUser(t.app)
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(String(response.headers['set-cookie'])).toMatch(/orion\.session_token=;.*Max-Age=0/)
    expect((await getUser({ cookie })).statusCode).toBe(401)
    expect((await getUser({ authorization: `Bearer ${token}` })).statusCode).toBe(401)
    const again = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })
    expect(again.statusCode).toBe(200)
  })

  it('logout with only the bearer token revokes it', async () => {
    const { token } = await registerUser(t.app)
    const headers = { authorization: `Bearer ${token}` }
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(
      200,
    )
    expect((await getUser(headers)).statusCode).toBe(401)
  })

  it('ends a session 90 days after sign-in however active it was, and deletes it', async () => {
    const { token, user } = await registerUser(t.app)
    await t.database.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .where(sql`${authSession.id} = ${user.sessionId}`)
    const response = await getUser({ authorization: `Bearer ${token}` })
    expect(response.statusCode).toBe(401)
    const rows = await t.database.db
      .select()
      .from(authSession)
      .where(sql`${authSession.id} = ${user.sessionId}`)
    expect(rows).toEqual([])
  })
})

describe('GET /api/firebase-auth/check', () => {
  it('answers 200 for a registered identity and 404 otherwise', async () => {
    const { user } = await registerUser(t.app)
    const [row] = await t.database.db
      .select({ identityUserId: sql<string>`identity_user_id` })
      .from(sql`users`)
      .where(sql`id = ${user.id}`)
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/firebase-auth/check?uid=${row!.identityUserId}`,
    })
    expect(found.statusCode).toBe(200)
    expect(found.json()).toEqual({ exists: true })
    const missing = await t.app.inject({ method: 'GET', url: '/api/firebase-auth/check?uid=nope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe('user_not_found')
  })
})
