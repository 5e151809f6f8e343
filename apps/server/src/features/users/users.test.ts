import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authSession, authUser } from '../../db/schema/auth'
import { feedback } from '../../db/schema/feedback'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { cookieHeader, GOOD_PASSWORD, registerUser } from '../../test/fakes/signed-in-user'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ EXEMPT_EMAILS: ' Vip@Example.com , other@example.com' })
})
afterAll(() => t.close())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const patchProfile = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: bearer(token), payload })
const changePassword = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/change-password', headers, payload })

describe('GET /api/user', () => {
  it('answers 401 in the one error shape without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Please sign in.' })
  })

  it('shows each person only themself', async () => {
    const anne = await registerUser(t.app, { fullName: 'Anne' })
    const bob = await registerUser(t.app, { fullName: 'Bob' })
    const asAnne = await t.app.inject({
      method: 'GET',
      url: `/api/user?uid=${bob.user.id}`,
      headers: bearer(anne.token),
    })
    const asBob = await t.app.inject({
      method: 'GET',
      url: `/api/user?uid=${anne.user.id}`,
      headers: bearer(bob.token),
    })
    expect(asAnne.json()).toMatchObject({ id: anne.user.id, fullName: 'Anne' })
    expect(asBob.json()).toMatchObject({ id: bob.user.id, fullName: 'Bob' })
    await patchProfile(anne.token, { aboutMe: 'Anne only' })
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(bob.token) })).json()
        .aboutMe,
    ).toBeNull()
  })

  it('marks people listed in EXEMPT_EMAILS as exempt, whatever the case', async () => {
    const vip = await registerUser(t.app, { email: 'vip@example.com' })
    expect(vip.user).toMatchObject({ isExempt: true })
    const plain = await registerUser(t.app)
    expect(plain.user).toMatchObject({ isExempt: false })
  })
})

describe('PATCH /api/user/profile', () => {
  it('updates full name and the About Me fields; a new email waits for its confirmation link', async () => {
    const person = await registerUser(t.app, { email: 'before@example.com' })
    const response = await patchProfile(person.token, {
      fullName: 'New Name',
      email: 'After@Example.com',
      currentPassword: GOOD_PASSWORD,
    })
    expect(response.statusCode).toBe(200)
    // Not applied yet: the link sent to after@example.com applies it (account-recovery.test.ts).
    expect(response.json()).toMatchObject({ fullName: 'New Name', email: 'before@example.com' })
    const about = await patchProfile(person.token, {
      aboutMe: ' I like tea ',
      pronouns: 'she/her',
      interests: null,
    })
    expect(about.json()).toMatchObject({
      aboutMe: 'I like tea',
      pronouns: 'she/her',
      interests: null,
    })
    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/firebase-auth/login',
        payload: { email, password: GOOD_PASSWORD },
      })
    expect((await login('before@example.com')).statusCode).toBe(200)
    expect((await login('after@example.com')).statusCode).not.toBe(200)
  })

  it('changes the sign-in email only with the current password: none or a wrong one is a 400 and nothing is sent', async () => {
    const person = await registerUser(t.app, { email: 'keeper@example.com' })
    const missing = await patchProfile(person.token, { email: 'thief@example.com' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      error: 'password_required',
      message: 'Enter your current password to change your email.',
    })
    const wrong = await patchProfile(person.token, {
      fullName: 'Not Applied',
      email: 'thief@example.com',
      currentPassword: 'Wrong-pass-9',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      error: 'wrong_password',
      message: 'Incorrect password. Your email was not changed.',
    })
    // Nothing changed, and the address is still free for anyone to take.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(person.token),
    })
    expect(me.json()).toMatchObject({ email: 'keeper@example.com', fullName: 'Test Person' })
    await registerUser(t.app, { email: 'thief@example.com' })
    // The same email as now, or no email at all, needs no password.
    const same = await patchProfile(person.token, { fullName: 'Kept', email: 'KEEPER@example.com' })
    expect(same.statusCode).toBe(200)
  })

  it('refuses an email another account uses with 409 email_in_use', async () => {
    const first = await registerUser(t.app)
    const second = await registerUser(t.app)
    const response = await patchProfile(second.token, {
      email: first.user.email.toUpperCase(),
      currentPassword: GOOD_PASSWORD,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toBe('email_in_use')
  })

  it('refuses a body with nothing to change ({} or only currentPassword) with 400 nothing_to_update', async () => {
    const person = await registerUser(t.app)
    for (const payload of [{}, { currentPassword: GOOD_PASSWORD }]) {
      const response = await patchProfile(person.token, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: 'nothing_to_update',
        message:
          'Nothing to update: send at least one of fullName, email, aboutMe, pronouns, interests or country.',
      })
    }
  })

  it('never changes the username: unknown keys are refused with 400', async () => {
    const person = await registerUser(t.app)
    const response = await patchProfile(person.token, { username: 'new_name' })
    expect(response.statusCode).toBe(400)
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(person.token),
    })
    expect(user.json().username).toBe(person.user.username)
  })

  it('validates with the contract messages', async () => {
    const person = await registerUser(t.app)
    const response = await patchProfile(person.token, { fullName: 'R2D2' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('Name should only contain letters')
  })
})

describe('POST /api/user/change-password', () => {
  it('refuses a wrong current password with 400 and the spec message', async () => {
    const person = await registerUser(t.app)
    const response = await changePassword(bearer(person.token), {
      currentPassword: 'Wrong1234',
      newPassword: 'Another123',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'wrong_password',
      message: 'Failed to update password. Please check your current password.',
    })
  })

  it('changes it, signs out every other session and keeps the caller signed in', async () => {
    const person = await registerUser(t.app, { email: 'changer@example.com' })
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      payload: { email: 'changer@example.com', password: GOOD_PASSWORD },
    })
    const otherToken = other.json().token as string

    const response = await changePassword(
      { cookie: person.cookie },
      { currentPassword: GOOD_PASSWORD, newPassword: 'Another123' },
    )
    expect(response.statusCode).toBe(200)
    const { token } = response.json()
    expect(response.json()).toEqual({
      success: true,
      token: expect.any(String),
      expiresAt: expect.any(String),
    })

    const newCookie = cookieHeader(response.headers['set-cookie'])
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: newCookie } }))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(otherToken) }))
        .statusCode,
    ).toBe(401)

    const [identity] = await t.database.db
      .select()
      .from(authUser)
      .where(sql`${authUser.email} = 'changer@example.com'`)
    expect(
      await t.database.db.$count(authSession, sql`${authSession.userId} = ${identity!.id}`),
    ).toBe(1)

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      payload: { email: 'changer@example.com', password: GOOD_PASSWORD },
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/login',
      payload: { email: 'changer@example.com', password: 'Another123' },
    })
    expect(newPassword.statusCode).toBe(200)
  })

  it('requires a valid new password', async () => {
    const person = await registerUser(t.app)
    const response = await changePassword(bearer(person.token), {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'short',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('Password must be at least 6 characters')
  })
})

describe('feedback from a signed-in person', () => {
  it('carries their user id; anonymous feedback has none', async () => {
    const person = await registerUser(t.app)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(person.token),
      payload: { feedback: 'from a user' },
    })
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback: 'from nobody' },
    })
    const rows = await t.database.db
      .select({ id: feedback.id, userId: feedback.userId })
      .from(feedback)
      .where(sql`${feedback.id} in (${signedIn.json().id}, ${anonymous.json().id})`)
    expect(rows.find((row) => row.id === signedIn.json().id)?.userId).toBe(person.user.id)
    expect(rows.find((row) => row.id === anonymous.json().id)?.userId).toBeNull()
  })
})
