import { desc, eq } from 'drizzle-orm'
import { chatMessages, chatSessions } from '../../db/schema/chat'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { toSession } from './chat-contract'
import { bearer, createSession } from './chat-test-kit'

let t: TestApp
let anne: Credentials
beforeAll(async () => {
  t = await buildTestApp({}, {})
  anne = await registerUser(t.app, { fullName: 'Anne' })
})
afterAll(() => t.close())

const get = (url: string, token = anne.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) })

describe('sessions', () => {
  it('requires sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sessions' })
    expect(response.statusCode).toBe(401)
  })

  it('creates sessions and lists them newest first', async () => {
    const person = await registerUser(t.app)
    const first = await createSession(t, person.token)
    const second = await createSession(t, person.token)
    expect(first).toMatchObject({
      title: 'New Conversation',
      isFavorite: false,
      sessionId: first.id,
    })
    const list = await get('/api/sessions?_t=123', person.token)
    expect(list.statusCode).toBe(200)
    expect(list.json().map((session: { id: string }) => session.id)).toEqual([second.id, first.id])
  })

  it('opens a session with its messages and token count', async () => {
    const session = await createSession(t, anne.token)
    const response = await get(`/api/sessions/${session.id}?uid=${anne.user.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: session.id,
      messages: [],
      hasMoreBefore: false,
      tokensUsed: 0,
    })
  })

  it('renames with a trimmed title and refuses a blank one with 400', async () => {
    const session = await createSession(t, anne.token)
    const rename = (title: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${session.id}`,
        headers: bearer(anne.token),
        payload: { title },
      })
    const renamed = await rename('  Garden plans  ')
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().title).toBe('Garden plans')
    const blank = await rename('   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toContain('A title is required')
  })

  it('favorites and filters favorites', async () => {
    const person = await registerUser(t.app)
    const plain = await createSession(t, person.token)
    const loved = await createSession(t, person.token)
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${loved.id}/favorite`,
      headers: bearer(person.token),
      payload: { isFavorite: true },
    })
    expect(response.json().isFavorite).toBe(true)
    const favorites = await get('/api/sessions?favorites=true', person.token)
    expect(favorites.json().map((session: { id: string }) => session.id)).toEqual([loved.id])
    expect(plain.id).not.toBe(loved.id)
  })

  it('deletes with the spec message, then answers 404', async () => {
    const session = await createSession(t, anne.token)
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: bearer(anne.token),
    })
    expect(response.json()).toEqual({
      success: true,
      message: 'The session has been deleted successfully.',
    })
    expect((await get(`/api/sessions/${session.id}`)).statusCode).toBe(404)
  })

  it('answers 404 (never 500) for ids that are not uuids', async () => {
    for (const id of ['abc', '1', 'new', "'; drop table users; --"]) {
      const response = await get(`/api/sessions/${encodeURIComponent(id)}`)
      expect(response.statusCode).toBe(404)
    }
  })

  it('pages long sessions: latest first page, then ?before= for older ones', async () => {
    const session = await createSession(t, anne.token)
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: 25 }, (_, index) => ({
        sessionId: session.id,
        userId: anne.user.id,
        role: 'user' as const,
        content: `message ${index + 1}`,
      })),
    )
    const latest = (await get(`/api/sessions/${session.id}?limit=10`)).json()
    expect(latest.hasMoreBefore).toBe(true)
    expect(latest.messages.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `message ${index + 16}`),
    )
    const older = (
      await get(`/api/sessions/${session.id}?limit=10&before=${latest.messages[0].id}`)
    ).json()
    expect(older.messages[0].content).toBe('message 6')
    expect(older.messages.at(-1).content).toBe('message 15')
    const oldest = (
      await get(`/api/sessions/${session.id}?limit=10&before=${older.messages[0].id}`)
    ).json()
    expect(oldest.hasMoreBefore).toBe(false)
    expect(oldest.messages).toHaveLength(5)
  })
})

describe('the list as PostgreSQL writes it', () => {
  it('is byte for byte what mapping the rows and JSON.stringify wrote', async () => {
    const person = await registerUser(t.app)
    const titles = [
      'Quotes " and \\ backslash',
      'Control \u0001\u001f\n\t and é, 日本, 🌙',
      '</script> & <b>',
    ]
    for (const title of titles) {
      const { id } = await createSession(t, person.token)
      await t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${id}`,
        headers: bearer(person.token),
        payload: { title },
      })
    }
    await createSession(t, person.token)
    const rows = await t.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, person.user.id))
      .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    expect(rows.map((row) => row.title)).toEqual(expect.arrayContaining(titles))
    const response = await get('/api/sessions', person.token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.body).toBe(JSON.stringify(rows.map(toSession)))
    expect((await get('/api/sessions?search=nothing-like-this', person.token)).body).toBe('[]')
  })

  it('answers 304 to the ETag of an unchanged list, 200 once it changes', async () => {
    const person = await registerUser(t.app)
    const session = await createSession(t, person.token)
    const first = await get('/api/sessions', person.token)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const conditional = (tag: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/sessions',
        headers: { ...bearer(person.token), 'if-none-match': tag },
      })
    const unchanged = await conditional(etag)
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    expect(unchanged.headers.etag).toBe(etag)
    expect((await conditional(`W/${etag}, "other"`)).statusCode).toBe(304)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}/favorite`,
      headers: bearer(person.token),
      payload: { isFavorite: true },
    })
    const changed = await conditional(etag)
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json()[0].isFavorite).toBe(true)
  })

  it("pages with ?limit= and the Link header's cursor, and refuses a made-up cursor", async () => {
    const person = await registerUser(t.app)
    const created: string[] = []
    for (let index = 0; index < 5; index++)
      created.unshift((await createSession(t, person.token)).id)
    const seen: string[] = []
    let url: string | null = '/api/sessions?limit=2'
    let pages = 0
    while (url) {
      const page = await get(url, person.token)
      expect(page.statusCode).toBe(200)
      seen.push(...page.json().map((session: { id: string }) => session.id))
      const link = page.headers.link as string | undefined
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null
      pages++
    }
    expect(pages).toBe(3)
    expect(seen).toEqual(created)
    const exact = await get('/api/sessions?limit=5', person.token)
    expect(exact.json()).toHaveLength(5)
    expect(exact.headers.link).toBeUndefined()
    for (const cursor of ['abc', '2026-01-01T00:00:00.000Z_x', "'; drop table users; --"]) {
      const bad = await get(
        `/api/sessions?limit=2&cursor=${encodeURIComponent(cursor)}`,
        person.token,
      )
      expect(bad.statusCode).toBe(400)
    }
    expect((await get('/api/sessions?limit=0', person.token)).statusCode).toBe(400)
    expect((await get('/api/sessions?limit=201', person.token)).statusCode).toBe(400)
  })
})

describe('search', () => {
  it('finds a word said only in message 40 of a 45-message session, and titles', async () => {
    const person = await registerUser(t.app)
    const needle = await createSession(t, person.token)
    const other = await createSession(t, person.token)
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: 45 }, (_, index) => ({
        sessionId: needle.id,
        userId: person.user.id,
        role: (index % 2 === 0 ? 'user' : 'assistant') as 'user' | 'assistant',
        content:
          index === 39
            ? 'We talked about the hummingbird feeder today.'
            : `ordinary words ${index}`,
      })),
    )
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${other.id}`,
      headers: bearer(person.token),
      payload: { title: 'Marathon training' },
    })
    const ids = async (query: string) =>
      (await get(`/api/sessions?search=${encodeURIComponent(query)}`, person.token))
        .json()
        .map((session: { id: string }) => session.id)
    expect(await ids('hummingbird')).toEqual([needle.id])
    expect(await ids('Hummingb')).toEqual([needle.id])
    expect(await ids('marathon')).toEqual([other.id])
    expect(await ids('nothing-like-this')).toEqual([])
    expect(await ids('%')).toEqual([])
    // another person's words never show up
    expect((await get('/api/sessions?search=hummingbird')).json()).toEqual([])
  })
})
