import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedback } from '../../db/schema/feedback'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload,
    headers: { 'content-type': contentType },
  })

describe('POST /api/feedback', () => {
  it('stores feedback with optional name and email and answers 201', async () => {
    const response = await post(
      JSON.stringify({ name: ' Ada ', email: 'ada@example.com', feedback: '  Lovely app  ' }),
    )
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(sql`${feedback.id} = ${body.id}`)
    expect(row).toMatchObject({ name: 'Ada', email: 'ada@example.com', feedback: 'Lovely app' })
  })

  it('accepts feedback without name or email, and empty strings for them', async () => {
    expect((await post(JSON.stringify({ feedback: 'just this' }))).statusCode).toBe(201)
    const response = await post(JSON.stringify({ name: '', email: '', feedback: 'and this' }))
    expect(response.statusCode).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(sql`${feedback.id} = ${response.json().id}`)
    expect(row).toMatchObject({ name: null, email: null })
  })

  it.each([
    ['missing feedback', { name: 'A' }, 'Please enter your feedback before submitting.'],
    ['blank feedback', { feedback: '   \n ' }, 'Please enter your feedback before submitting.'],
    [
      'over-long feedback',
      { feedback: 'x'.repeat(5001) },
      'Feedback cannot exceed 5000 characters',
    ],
    [
      'feedback of the wrong type',
      { feedback: 42 },
      'Please enter your feedback before submitting.',
    ],
    ['a bad email', { feedback: 'hi', email: 'not-an-email' }, 'Invalid email address format'],
    [
      'an over-long name',
      { feedback: 'hi', name: 'n'.repeat(101) },
      'Name cannot exceed 100 characters',
    ],
    ['a name of the wrong type', { feedback: 'hi', name: ['x'] }, 'name:'],
  ])('refuses %s with 400 and a readable message', async (_case, payload, message) => {
    const response = await post(JSON.stringify(payload))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'validation_error' })
    expect(response.json().message).toContain(message)
  })

  it('refuses a body that is not JSON, an empty body, an array and a text body with 4xx', async () => {
    const cases = [
      await post('{not json'),
      await post(''),
      await post('[]'),
      await post('hello', 'text/plain'),
      await post('<a/>', 'application/xml'),
    ]
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(typeof response.json().message).toBe('string')
    }
    expect(cases[0]!.json().message).toBe('The request body is not valid JSON.')
    expect(cases[4]!.statusCode).toBe(415)
  })

  it('refuses a 2 MB body with 413 and stores nothing', async () => {
    const before = await t.database.db.$count(feedback)
    const response = await post(JSON.stringify({ feedback: 'x'.repeat(2 * 1024 * 1024) }))
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toContain('too large')
    expect(await t.database.db.$count(feedback)).toBe(before)
  })

  it('refuses a cross-site request from another origin with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback: 'x' },
      headers: { origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toBe('forbidden_origin')
  })

  it('accepts a same-origin request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback: 'x' },
      headers: { origin: 'http://localhost:5000' },
    })
    expect(response.statusCode).toBe(201)
  })
})
