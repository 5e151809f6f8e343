import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authSession } from '../../db/schema/auth'
import { users } from '../../db/schema/users'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOidcProvider, type FakeOidcProvider } from '../../test/fakes/oidc-provider'
import { cookieHeader, registerUser } from '../../test/fakes/signed-in-user'

// Google and Microsoft sign-in, walked with plain HTTP against a local OIDC provider: the same
// Better Auth code path (discovery, authorization code + PKCE, token, ID token check) as production.

const PUBLIC_URL = 'http://localhost:5000'
let fake: FakeOidcProvider
let t: TestApp

beforeAll(async () => {
  fake = await startFakeOidcProvider({
    clients: ['google', 'microsoft'].map((id) => ({
      clientId: `${id}-client`,
      clientSecret: `${id}-secret`,
      redirectUri: `${PUBLIC_URL}/api/auth/callback/${id}`,
    })),
    people: {
      anne: {
        email: 'Anne.Smith@example.com',
        name: 'Anne Smith 🙂 (Work)',
        picture: 'https://photos.example.com/anne.png',
      },
      anne2: { email: 'anne.smith@other.example', name: 'Anne Two' },
      nameless: { email: 'x@example.com' },
      leaver: { email: 'leaver@example.com', name: 'Lee Leaver' },
      mover: { email: 'mover@example.com', name: 'Mo Mover' },
    },
  })
  t = await buildTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: fake.issuer,
    MICROSOFT_CLIENT_ID: 'microsoft-client',
    MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
    MICROSOFT_ISSUER: fake.issuer,
  })
})
afterAll(async () => {
  await t?.close()
  await fake?.close()
})

/** A tiny cookie jar for the provider's own pages. */
class Jar {
  private cookies = new Map<string, string>()
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const index = pair!.indexOf('=')
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1))
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** Signs in at the fake provider as `login`; answers the app's callback URL it redirects to. */
async function loginAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Jar()
  let url = authorizationUrl
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(PUBLIC_URL)) return url
    let response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' })
    jar.store(response)
    if (response.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      const page = await response.text()
      const form: Record<string, string> = page.includes('name="login"')
        ? { prompt: 'login', login, password: 'any' }
        : { prompt: 'consent' }
      response = await fetch(url, {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      })
      jar.store(response)
    }
    const location = response.headers.get('location')
    if (!location) throw new Error(`provider stopped at ${url} with ${response.status}`)
    url = new URL(location, url).toString()
  }
  throw new Error('too many redirects at the provider')
}

/** The web app's flow: start, log in at the provider, come back; answers the session cookie. */
let signIns = 0
async function signInWith(providerId: 'google' | 'microsoft', login: string) {
  signIns += 1
  const start = await t.app.inject({
    method: 'POST',
    // Better Auth allows 3 sign-in starts per 10 s from one address: use a fresh one each time.
    remoteAddress: `10.9.0.${signIns}`,
    url: '/api/auth/sign-in/oauth2',
    headers: { origin: PUBLIC_URL },
    payload: { providerId, callbackURL: '/', errorCallbackURL: '/auth?error=oauth' },
  })
  expect(start.statusCode).toBe(200)
  const { url } = start.json()
  expect(url.startsWith(fake.issuer)).toBe(true)
  const callback = await loginAtProvider(url, login)
  const back = await t.app.inject({
    method: 'GET',
    url: callback.slice(PUBLIC_URL.length),
    headers: { cookie: cookieHeader(start.headers['set-cookie']) },
  })
  return { back, cookie: cookieHeader(back.headers['set-cookie']) }
}

describe('Google and Microsoft sign-in (OIDC)', () => {
  it('signs in with Google, creates the product user and lands on /', async () => {
    const { back, cookie } = await signInWith('google', 'anne')
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe('/')
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })
    expect(user.statusCode).toBe(200)
    expect(user.json()).toMatchObject({
      username: 'anne-smith',
      fullName: 'Anne Smith Work',
      email: 'anne.smith@example.com',
      photoURL: null,
      providerPhotoURL: 'https://photos.example.com/anne.png',
      isAuthenticated: true,
    })
  })

  it('signs the same person in again without a second product user', async () => {
    const { cookie } = await signInWith('google', 'anne')
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })
    expect(user.json().username).toBe('anne-smith')
    expect(
      await t.database.db.$count(users, sql`lower(${users.email}) = 'anne.smith@example.com'`),
    ).toBe(1)
  })

  it('makes the derived username unique and falls back to it for a missing name (Microsoft)', async () => {
    const { cookie } = await signInWith('microsoft', 'anne2')
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })
    expect(user.json()).toMatchObject({ username: 'anne-smith-2', fullName: 'Anne Two' })
    const nameless = await signInWith('microsoft', 'nameless')
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: nameless.cookie },
    })
    expect(other.json()).toMatchObject({ username: 'x-user', fullName: 'x-user' })
  })

  it('answers check, login and register in the spec provider form for the signed-in identity', async () => {
    const { cookie } = await signInWith('google', 'anne')
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    })
    const uid = session.json().user.id as string
    const check = await t.app.inject({ method: 'GET', url: `/api/firebase-auth/check?uid=${uid}` })
    expect(check.statusCode).toBe(200)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      headers: { cookie },
      payload: { firebaseUid: uid, email: 'anne.smith@example.com', photoURL: null },
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().user.username).toBe('anne-smith')
    const byToken = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${login.json().token}` },
    })
    expect(byToken.statusCode).toBe(200)
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/register',
      headers: { cookie },
      payload: {
        firebaseUid: uid,
        email: 'anne.smith@example.com',
        fullName: 'Anne',
        username: 'anne',
      },
    })
    expect(register.statusCode).toBe(200) // already registered: the existing user
    expect(register.json().user.username).toBe('anne-smith')

    const someoneElse = await registerUser(t.app)
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      headers: { authorization: `Bearer ${someoneElse.token}` },
      payload: { firebaseUid: uid, email: 'anne.smith@example.com' },
    })
    expect(mismatch.statusCode).toBe(401)
  })

  it('registers the product user in the provider form when none exists yet (201)', async () => {
    const { cookie } = await signInWith('google', 'anne')
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    })
    const uid = session.json().user.id as string
    await t.database.db.delete(users).where(sql`${users.identityUserId} = ${uid}`)
    const check = await t.app.inject({ method: 'GET', url: `/api/firebase-auth/check?uid=${uid}` })
    expect(check.statusCode).toBe(404)
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/register',
      headers: { cookie },
      payload: {
        firebaseUid: uid,
        email: 'anne.smith@example.com',
        fullName: 'Anne S',
        username: 'AnneS',
      },
    })
    expect(register.statusCode).toBe(201)
    expect(register.json().user).toMatchObject({ username: 'AnneS', fullName: 'Anne S' })
  })

  it("keeps Better Auth's own rate limit on: a 4th sign-in start within 10 s answers 429", async () => {
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/oauth2',
        remoteAddress: '10.9.1.1',
        headers: { origin: PUBLIC_URL },
        payload: { providerId: 'google', callbackURL: '/' },
      })
    const statuses = [await start(), await start(), await start(), await start()].map(
      (response) => response.statusCode,
    )
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('refuses password login for an account that only signs in with a provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      payload: { email: 'anne.smith@example.com', password: 'Whatever1' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe(
      'An account already exists with the same email but different sign-in credentials.',
    )
  })
})

describe('deleting an account that has no password', () => {
  const deleteAccount = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: { cookie, origin: PUBLIC_URL },
      payload: { confirmation: 'DELETE' },
    })

  it('asks for a fresh sign-in with the provider, then deletes it', async () => {
    const first = await signInWith('google', 'leaver')
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: first.cookie },
    })
    // The sign-in was 11 minutes ago: too old to prove it is still this person at the keyboard.
    await t.database.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(
        sql`${authSession.userId} = (select ${users.identityUserId} from ${users} where ${users.id} = ${me.json().id})`,
      )
    const stale = await deleteAccount(first.cookie)
    expect(stale.statusCode).toBe(403)
    expect(stale.json().message).toBe(
      'Sign in again with Google or Microsoft, then delete your account within 10 minutes.',
    )

    const fresh = await signInWith('google', 'leaver')
    const deleted = await deleteAccount(fresh.cookie)
    expect(deleted.statusCode, deleted.body).toBe(200)
    for (const cookie of [first.cookie, fresh.cookie]) {
      const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })
      expect(after.statusCode).toBe(401)
    }
    expect(await t.database.db.$count(users, sql`${users.email} = 'leaver@example.com'`)).toBe(0)
  })

  it('changes the email of an account without a password only after a fresh provider sign-in', async () => {
    const changeEmail = (cookie: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: { cookie, origin: PUBLIC_URL },
        payload: { email: 'moved-away@example.com' },
      })
    const first = await signInWith('google', 'mover')
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: first.cookie },
    })
    await t.database.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(
        sql`${authSession.userId} = (select ${users.identityUserId} from ${users} where ${users.id} = ${me.json().id})`,
      )
    const stale = await changeEmail(first.cookie)
    expect(stale.statusCode).toBe(403)
    expect(stale.json().message).toBe(
      'Sign in again with Google or Microsoft, then change your email within 10 minutes.',
    )
    const fresh = await signInWith('google', 'mover')
    const changed = await changeEmail(fresh.cookie)
    expect(changed.statusCode, changed.body).toBe(200)
  })
})
