import type { App } from '../../app'

// For integration tests of any feature that needs a signed-in person: registers one through the
// real route (no shortcut into the database), so the cookie and bearer token are genuine.

export const GOOD_PASSWORD = 'Secret123'

export interface Credentials {
  /** A Cookie request header carrying the session cookie. */
  cookie: string
  token: string
  user: { id: string; username: string; email: string; sessionId: string | null }
}

/** `name=value` pairs from a response's Set-Cookie headers, as a Cookie request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const all = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]
  return all
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

let counter = 0

export async function registerUser(
  app: App,
  overrides: Partial<Record<'email' | 'username' | 'fullName' | 'password', string>> = {},
): Promise<Credentials> {
  counter += 1
  const unique = `${Date.now().toString(36)}${counter}`
  const response = await app.inject({
    method: 'POST',
    url: '/api/firebase-auth/register',
    // A different address each time, so that registering many people stays under the rate limit.
    remoteAddress: `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
    payload: {
      email: `person-${unique}@example.com`,
      username: `person_${unique}`,
      fullName: 'Test Person',
      password: GOOD_PASSWORD,
      ...overrides,
    },
  })
  if (response.statusCode !== 201) {
    throw new Error(`register answered ${response.statusCode}: ${response.body}`)
  }
  const body = response.json()
  return {
    cookie: cookieHeader(response.headers['set-cookie']),
    token: body.token,
    user: body.user,
  }
}
