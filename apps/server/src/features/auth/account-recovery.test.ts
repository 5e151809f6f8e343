import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authUser, authVerification } from '../../db/schema/auth'
import { EMAIL_CHANGED_ALERT } from '../proactive/proactive.service'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { GOOD_PASSWORD, registerUser } from '../../test/fakes/signed-in-user'
import { startSmtpServer, type SmtpServerFake } from '../../test/fakes/smtp-server'

// Forgotten password and e-mail verification, through a real SMTP server on loopback.

let t: TestApp
let smtp: SmtpServerFake
let address = 0
/** Each test's calls come from their own address: Better Auth allows 3 reset requests a minute. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Orion <orion@example.test>' })
})

afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** The first link in a message's text body that goes to the server. */
function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in: ${text}`)
  return new URL(match[0])
}

const open = (url: URL, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress })

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/firebase-auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  })

const requestReset = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: t.config.publicUrl },
    payload: { email, redirectTo: `${t.config.publicUrl}/reset-password` },
    remoteAddress,
  })

async function resetLinkFor(email: string): Promise<string> {
  const asked = await requestReset(email)
  expect(asked.statusCode).toBe(200)
  const mail = await smtp.waitFor(email, /Reset your Orion password/)
  // The mailed link lands on our page with the token in its query.
  const landing = await open(linkIn(mail.text))
  expect(landing.statusCode).toBe(302)
  const target = new URL(landing.headers.location as string)
  expect(target.pathname).toBe('/reset-password')
  return target.searchParams.get('token')!
}

const resetPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: t.config.publicUrl },
    payload: { token, newPassword },
    remoteAddress: nextAddress(),
  })

describe('password reset by e-mail', () => {
  it('resets the password through the mailed link and signs out every other session', async () => {
    const person = await registerUser(t.app)
    const token = await resetLinkFor(person.user.email)
    const reset = await resetPassword(token, 'Brand-new-pass1')
    expect(reset.statusCode, reset.body).toBe(200)

    expect((await login(person.user.email, GOOD_PASSWORD)).statusCode).toBe(401)
    expect((await login(person.user.email, 'Brand-new-pass1')).statusCode).toBe(200)
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${person.token}` },
    })
    expect(oldSession.statusCode).toBe(401)
    const notice = await smtp.waitFor(person.user.email, /password was changed/)
    expect(notice.text).toContain('every device that was signed in has been signed out')
  })

  it('refuses a link used twice, and an expired one, with a clear message', async () => {
    const person = await registerUser(t.app)
    const token = await resetLinkFor(person.user.email)
    expect((await resetPassword(token, 'First-new-pass1')).statusCode).toBe(200)
    const again = await resetPassword(token, 'Second-new-pass1')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/invalid token/i)

    const expiring = await resetLinkFor(person.user.email)
    await t.database.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${authVerification.identifier} = ${`reset-password:${expiring}`}`)
    const late = await resetPassword(expiring, 'Third-new-pass1')
    expect(late.statusCode).toBe(400)
    expect((await login(person.user.email, 'First-new-pass1')).statusCode).toBe(200)
  })

  it('answers an unknown address exactly as a known one, without waiting for the mail server', async () => {
    const person = await registerUser(t.app)
    const known = await requestReset(person.user.email)
    const unknown = await requestReset('nobody-here@example.com')
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    await smtp.waitFor(person.user.email, /Reset your Orion password/)
    expect(smtp.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false)
  })

  it('limits reset requests from one address', async () => {
    const person = await registerUser(t.app)
    const from = nextAddress()
    const answers = []
    for (let i = 0; i < 4; i++)
      answers.push((await requestReset(person.user.email, from)).statusCode)
    expect(answers).toEqual([200, 200, 200, 429])
  })
})

describe('e-mail verification', () => {
  it('sends a verification link after registration; opening it verifies the address', async () => {
    const person = await registerUser(t.app)
    const mail = await smtp.waitFor(person.user.email, /Confirm your e-mail address/)
    const link = linkIn(mail.text)
    expect(link.pathname).toBe('/api/auth/verify-email')
    const opened = await open(link)
    expect(opened.statusCode).toBeLessThan(400)
    const [row] = await t.database.db
      .select({ emailVerified: authUser.emailVerified })
      .from(authUser)
      .where(eq(authUser.email, person.user.email))
    expect(row?.emailVerified).toBe(true)
  })

  it('uses a changed address for sign-in only once its owner opened the link sent to it', async () => {
    const person = await registerUser(t.app)
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${person.token}` },
      payload: { email: 'moved-here@example.com', currentPassword: GOOD_PASSWORD },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    // Not an account's address until confirmed: 'not registered'.
    expect((await login('moved-here@example.com', GOOD_PASSWORD)).statusCode).toBe(404)

    const mail = await smtp.waitFor('moved-here@example.com', /Confirm your e-mail address/)
    expect((await open(linkIn(mail.text))).statusCode).toBeLessThan(400)
    expect((await login('moved-here@example.com', GOOD_PASSWORD)).statusCode).toBe(200)
    // The old address no longer names an account.
    expect((await login(person.user.email, GOOD_PASSWORD)).statusCode).toBe(404)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${person.token}` },
    })
    expect(me.json().email).toBe('moved-here@example.com')
    // The old address is told, and so is the person on the live-alert channel.
    const told = await smtp.waitFor(person.user.email, /Your Orion sign-in e-mail was changed/)
    expect(told.text).toContain('changed from this address to m•••@example.com')
    const alerts = await t.app.inject({
      method: 'GET',
      url: '/api/alerts',
      headers: { authorization: `Bearer ${person.token}` },
    })
    expect(alerts.json().alerts).toMatchObject([
      { type: 'security_alert', message: EMAIL_CHANGED_ALERT, priority: 'high' },
    ])
  })
})

describe('the reset page rules', () => {
  it('refuses a new password that breaks the registration rules, in the same words', async () => {
    const person = await registerUser(t.app)
    const token = await resetLinkFor(person.user.email)
    const weak = await resetPassword(token, 'alllowercase')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    )
    expect((await resetPassword(token, 'Good-enough1')).statusCode).toBe(200)
  })
})
