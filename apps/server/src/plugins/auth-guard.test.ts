import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app'

// Signed-in by default: every /api route of the OpenAPI document answers 401 to a request without
// credentials, except the routes below, which say `config: { public: true }`. A new route that
// should be public has to be added here on purpose.
const PUBLIC_ROUTES = [
  'POST /api/firebase-auth/register',
  'POST /api/firebase-auth/login',
  'GET /api/firebase-auth/check',
  'GET /api/firebase-auth/session',
  'POST /api/logout',
  'POST /api/feedback',
  'GET /api/meta',
  'GET /api/subscription/plan',
  'POST /api/stripe/webhook',
  'GET /api/images/{id}',
  'GET /api/files/{*}',
  // The browser's return from Google's consent page: it checks the session itself and redirects
  // (a visitor is sent to the Fitbit tab with an error, never answered 401 JSON).
  'GET /api/fitbit/callback',
]

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>
}

let t: TestApp
let routes: string[]

beforeAll(async () => {
  t = await buildTestApp()
  const document = (await t.app.inject('/api/docs/json')).json<OpenApiDocument>()
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
})
afterAll(() => t.close())

/** The route called with every path parameter filled in, no cookie, no bearer token, no body. */
async function callAnonymously(route: string) {
  const [method, path] = route.split(' ') as [string, string]
  return t.app.inject({
    method: method as 'GET',
    url: path.replace(/\{[^}]+\}/g, 'some-id'),
  })
}

describe('signed-in by default', () => {
  it('lists the API of every feature', () => {
    expect(routes.length).toBeGreaterThan(50)
    for (const route of PUBLIC_ROUTES) expect(routes).toContain(route)
  })

  it('answers 401 "Please sign in." on every route that is not public', async () => {
    const guarded = routes.filter((route) => !PUBLIC_ROUTES.includes(route))
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const response = await callAnonymously(route)
        return { route, status: response.statusCode, body: response.json() }
      }),
    )
    for (const answer of answers) {
      expect(answer, answer.route).toEqual({
        route: answer.route,
        status: 401,
        body: { error: 'unauthorized', message: 'Please sign in.' },
      })
    }
  })

  it('refuses before reading the body: an invalid body without credentials is still a 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    })
    expect(response.statusCode).toBe(401)
  })

  it('lets anyone call the public routes', async () => {
    for (const route of PUBLIC_ROUTES) {
      const response = await callAnonymously(route)
      expect(response.statusCode, route).not.toBe(401)
    }
  })

  it('refuses a made-up session token', async () => {
    const response = await t.app.inject({
      url: '/api/sessions',
      headers: { authorization: 'Bearer not-a-session' },
    })
    expect(response.statusCode).toBe(401)
  })
})
