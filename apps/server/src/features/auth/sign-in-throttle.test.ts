import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { GOOD_PASSWORD, registerUser } from '../../test/fakes/signed-in-user'
import { FAILED_SIGN_INS_PER_ACCOUNT, FAILED_SIGN_INS_PER_ADDRESS } from './sign-in-throttle'

// Issue 18: one address spraying one password over many accounts, and many addresses guessing one
// account's password, both end in the spec's 429 (behind a proxy: the X-Forwarded-For address).

const TOO_MANY = 'Too many failed login attempts. Please try again later or reset your password.'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' })
})
afterAll(() => t.close())

const login = (email: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/firebase-auth/login',
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
    payload: { email, password },
  })

describe('sign-in throttling', () => {
  it('one address, one password, 40 accounts: 429 before the end', async () => {
    const emails: string[] = []
    for (let i = 0; i < 40; i++) emails.push((await registerUser(t.app)).user.email)
    const statuses: number[] = []
    for (const email of emails) {
      const response = await login(email, 'Summer2026!', '203.0.113.7')
      statuses.push(response.statusCode)
      if (response.statusCode === 429) expect(response.json().message).toBe(TOO_MANY)
    }
    expect(statuses.slice(0, FAILED_SIGN_INS_PER_ADDRESS).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(FAILED_SIGN_INS_PER_ADDRESS).every((s) => s === 429)).toBe(true)
    // Another address is not affected.
    expect((await login(emails[0]!, GOOD_PASSWORD, '203.0.113.8')).statusCode).toBe(200)
  }, 180_000)

  it('one account from many addresses: 429, even with the right password, until the window ends', async () => {
    const { user } = await registerUser(t.app)
    for (let i = 0; i < FAILED_SIGN_INS_PER_ACCOUNT; i++) {
      const response = await login(user.email, `Guess${i}xyz`, `198.51.100.${i + 1}`)
      expect(response.statusCode).toBe(401)
    }
    const blocked = await login(user.email.toUpperCase(), GOOD_PASSWORD, '198.51.100.200')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({ error: 'too_many_attempts', message: TOO_MANY })
  }, 120_000)

  it('an unknown email costs a password check like a wrong password (timing tells nothing)', async () => {
    const { user } = await registerUser(t.app)
    const timed = async (email: string, address: string) => {
      const started = performance.now()
      await login(email, 'Wrong-pass-1', address)
      return performance.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await timed(user.email, `192.0.2.${i + 1}`))
      unknown.push(await timed(`nobody-${i}@example.com`, `192.0.2.${i + 101}`))
    }
    // A password hash takes tens of milliseconds; a lookup alone takes a few.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  }, 60_000)
})
