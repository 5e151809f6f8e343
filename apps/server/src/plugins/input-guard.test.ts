import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app'
import { registerUser, type Credentials } from '../test/fakes/signed-in-user'
import { MALFORMED_MULTIPART_MESSAGE, registerErrorHandler } from './error-handler'
import { NO_BOUNDARY_MESSAGE } from './input-guard'

// Issue 18: bad input never gets a 500. A NUL character (U+0000) anywhere in a body, a query or
// the address is refused at the edge with one clear 400, whatever the route.

const NUL = '\u0000'

let t: TestApp
let person: Credentials
let sessionId: string
let journalId: string

beforeAll(async () => {
  t = await buildTestApp()
  person = await registerUser(t.app)
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie: person.cookie },
  })
  sessionId = session.json().id
  const entry = await t.app.inject({
    method: 'POST',
    url: '/api/journal',
    headers: { cookie: person.cookie },
    payload: { title: 'A day', content: 'It rained.' },
  })
  journalId = entry.json().id
})
afterAll(() => t.close())

interface Probe {
  name: string
  method: 'GET' | 'POST' | 'PATCH' | 'PUT'
  url: () => string
  payload?: (text: string) => Record<string, unknown>
  signedIn?: boolean
}

const probes: Probe[] = [
  {
    name: 'journal entry',
    method: 'POST',
    url: () => '/api/journal',
    payload: (text) => ({ title: `Title ${text}`, content: `Content ${text}`, tags: [text] }),
  },
  {
    name: 'journal entry update',
    method: 'PUT',
    url: () => `/api/journal/${journalId}`,
    payload: (text) => ({ title: 'Title', content: `Content ${text}` }),
  },
  {
    name: 'journal search query',
    method: 'GET',
    url: () => `/api/journal?search=${encodeURIComponent(`rain${NUL}`)}`,
  },
  {
    name: 'notebook',
    method: 'POST',
    url: () => '/api/notebooks',
    payload: (text) => ({ name: `Notes ${text}` }),
  },
  {
    name: 'session rename',
    method: 'PATCH',
    url: () => `/api/sessions/${sessionId}`,
    payload: (text) => ({ title: `Renamed ${text}` }),
  },
  {
    name: 'message',
    method: 'POST',
    url: () => `/api/sessions/${sessionId}/messages`,
    payload: (text) => ({ content: `Hello ${text}` }),
  },
  {
    name: 'message stream',
    method: 'POST',
    url: () => `/api/sessions/${sessionId}/messages/stream`,
    payload: (text) => ({ content: `Hello ${text}` }),
  },
  {
    name: 'memory',
    method: 'POST',
    url: () => '/api/memories',
    payload: (text) => ({ summary: `Likes rain ${text}`, keywords: ['rain'] }),
  },
  {
    name: 'consolidated memory',
    method: 'PUT',
    url: () => '/api/consolidated-memory',
    payload: (text) => ({ content: `All about them ${text}` }),
  },
  {
    name: 'profile',
    method: 'PATCH',
    url: () => '/api/user/profile',
    payload: (text) => ({ aboutMe: `I like tea ${text}` }),
  },
  {
    name: 'feedback',
    method: 'POST',
    url: () => '/api/feedback',
    payload: (text) => ({ feedback: `Nice ${text}` }),
  },
  {
    name: 'registration',
    method: 'POST',
    url: () => '/api/firebase-auth/register',
    signedIn: false,
    payload: (text) => ({
      email: 'nul-person@example.com',
      username: 'nul_person',
      fullName: `Nul ${text}Person`,
      password: 'Secret123',
    }),
  },
  {
    name: 'account check',
    method: 'POST',
    url: () => '/api/firebase-auth/check',
    signedIn: false,
    payload: (text) => ({ email: `someone${text}@example.com` }),
  },
  {
    name: 'a key holding NUL',
    method: 'POST',
    url: () => '/api/feedback',
    payload: (text) => ({ feedback: 'Nice', [`extra${text}`]: 'x' }),
  },
]

describe('NUL characters (U+0000)', () => {
  it.each(probes)('$name: 400 with a clear message, never 500', async (probe) => {
    const response = await t.app.inject({
      method: probe.method,
      url: probe.url(),
      headers: probe.signedIn === false ? {} : { cookie: person.cookie },
      ...(probe.payload ? { payload: probe.payload(NUL) } : {}),
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().message).toMatch(/NUL character \(U\+0000\).*remove it and try again/)
  })

  it('names where the NUL was', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie: person.cookie },
      payload: { title: 'A', content: 'B', tags: ['ok', `bad${NUL}`] },
    })
    expect(response.json().message).toContain('body field "tags.1"')
  })

  it('refuses %00 in the address before any route sees it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}%00`,
      headers: { cookie: person.cookie },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('NUL character')
  })

  it('stores a lone surrogate as U+FFFD and keeps whole emoji', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie: person.cookie, 'content-type': 'application/json' },
      payload: '{"title":"Half \\ud83d and whole \\ud83d\\ude42","content":"\\udfff end"}',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      title: 'Half \ufffd and whole 🙂',
      content: '\ufffd end',
    })
  })

  it('still stores text without NUL on the same routes', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: { cookie: person.cookie },
      payload: { title: 'Title \u0001', content: 'Content' },
    })
    expect(response.statusCode).toBe(201)
  })
})

describe('other bad input answers 400, not 500', () => {
  it('a multipart type without a boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/memories/import',
      headers: { cookie: person.cookie, 'content-type': 'multipart/form-data' },
      payload: 'hello',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(NO_BOUNDARY_MESSAGE)
  })

  it('a multipart body that breaks off or is not multipart at all, on every upload route', async () => {
    const routes = [
      ['/api/memories/import', 'file'],
      ['/api/documents/upload', 'file'],
      ['/api/images/upload', 'image'],
      ['/api/user/upload-photo', 'photo'],
    ]
    for (const [url, field] of routes) {
      for (const payload of [
        '--XYZ\r\ngarbage\r\n',
        `--XYZ\r\nContent-Disposition: form-data; name="${field}"; filename="a.txt"\r\n\r\nhalf a fi`,
        'not multipart at all',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: url!,
          headers: { cookie: person.cookie, 'content-type': 'multipart/form-data; boundary=XYZ' },
          payload,
        })
        expect(response.statusCode, `${url} ${payload}`).toBe(400)
        expect(response.json().message).toMatch(/multipart/)
      }
    }
    expect(MALFORMED_MULTIPART_MESSAGE).toMatch(/multipart/)
  })
  // PATCH /api/user/profile with {} is a 400 nothing_to_update: users.test.ts.
})

describe('the error handler and database errors bad input causes', () => {
  // The same handler the app uses, in front of the same database: a query the database refuses
  // for its data (class 22) is the request's fault, so 400; anything else stays a 500.
  async function appWith(sqlText: string) {
    const app = Fastify({ logger: false })
    registerErrorHandler(app, 1024)
    app.get('/probe', async () => t.database.db.execute(sql.raw(sqlText)))
    await app.ready()
    return app
  }

  it.each([
    ["select 'not-a-uuid'::uuid", '22P02'],
    ["select 'not a date'::timestamptz", '22007'],
    ["select convert_from('\\x00'::bytea, 'UTF8')", '22021'],
    ['select 2147483647::int + 1', '22003'],
  ])('%s (%s) answers 400', async (query) => {
    const app = await appWith(query)
    const response = await app.inject({ method: 'GET', url: '/probe' })
    await app.close()
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().message).toContain('cannot be stored')
  })

  it('a database error that is not the data stays a 500', async () => {
    const app = await appWith('select * from no_such_table')
    const response = await app.inject({ method: 'GET', url: '/probe' })
    await app.close()
    expect(response.statusCode).toBe(500)
  })
})
