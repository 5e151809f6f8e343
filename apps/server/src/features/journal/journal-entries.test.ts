import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { call, createEntry, createNotebook, signIn, type Person } from './journal-test-kit'

let t: TestApp
let ada: Person
let bob: Person
beforeAll(async () => {
  t = await buildTestApp()
  ada = await signIn(t)
  bob = await signIn(t)
})
afterAll(() => t.close())

const missingId = '00000000-0000-4000-8000-000000000000'

describe('POST /api/journal', () => {
  it('creates an entry, private by default, with trimmed fields and createdAt = updatedAt', async () => {
    const response = await call(t, ada, 'POST', '/api/journal', {
      title: '  Morning walk ',
      content: ' By the river. ',
      mood: ' calm ',
    })
    expect(response.statusCode).toBe(201)
    const entry = response.json()
    expect(entry).toMatchObject({
      title: 'Morning walk',
      content: 'By the river.',
      mood: 'calm',
      tags: [],
      notebookId: null,
      isPrivate: true,
    })
    expect(entry.entryId).toMatch(/^[0-9a-f-]{36}$/)
    expect(entry.createdAt).toBe(entry.updatedAt)
  })

  it('trims tags and drops empty and duplicate ones (spec part 2 §5)', async () => {
    const entry = await call(t, ada, 'POST', '/api/journal', {
      title: 'Tags',
      content: 'x',
      tags: [' work ', 'Work', '', '   ', 'family', 'work'],
      isPrivate: false,
      mood: '   ',
    })
    expect(entry.json()).toMatchObject({ tags: ['work', 'family'], isPrivate: false, mood: null })
  })

  it('files the entry in one of your notebooks', async () => {
    const notebook = await createNotebook(t, ada)
    const entry = await createEntry(t, ada, { notebookId: notebook.id })
    expect(entry.notebookId).toBe(notebook.id)
  })

  it.each([
    ['an empty title', { title: '  ', content: 'x' }, 'Title is required'],
    ['a missing title', { content: 'x' }, 'title:'],
    ['an empty content', { title: 'x', content: '' }, 'Content is required'],
    ['an over-long title', { title: 't'.repeat(201), content: 'x' }, 'Title cannot exceed 200'],
    ['an over-long tag', { title: 'x', content: 'x', tags: ['t'.repeat(51)] }, 'A tag cannot'],
    ['too many tags', { title: 'x', content: 'x', tags: Array(31).fill('a') }, 'At most 30 tags'],
    ['a non-boolean isPrivate', { title: 'x', content: 'x', isPrivate: 'yes' }, 'isPrivate:'],
  ])('refuses %s with 400 and a readable message', async (_case, payload, message) => {
    const response = await call(t, ada, 'POST', '/api/journal', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'validation_error' })
    expect(response.json().message).toContain(message)
  })

  it.each([
    ['an unknown notebook', missingId],
    ['a notebook id that is not a uuid', 'not-a-uuid'],
  ])('answers 404 for %s', async (_case, notebookId) => {
    const response = await call(t, ada, 'POST', '/api/journal', {
      title: 'x',
      content: 'x',
      notebookId,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: 'not_found', message: 'Notebook not found' })
  })

  it("answers 404 for another person's notebook and stores nothing", async () => {
    const bobs = await createNotebook(t, bob)
    const response = await call(t, ada, 'POST', '/api/journal', {
      title: 'Sneaky',
      content: 'x',
      notebookId: bobs.id,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Notebook not found')
    const bobsList = await call(t, bob, 'GET', `/api/journal?notebookId=${bobs.id}`)
    expect(bobsList.json()).toEqual([])
  })

  it('needs a signed-in person', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal',
      payload: { title: 'x', content: 'x' },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /api/journal/:entryId', () => {
  it('answers your entry', async () => {
    const entry = await createEntry(t, ada, { title: 'Read me' })
    const response = await call(t, ada, 'GET', `/api/journal/${entry.entryId}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(entry)
  })

  it.each([
    ['a missing id', missingId],
    ['an id that is not a uuid', 'abc'],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await call(t, ada, 'GET', `/api/journal/${id}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Journal entry not found')
  })
})

describe('PATCH /api/journal/:entryId', () => {
  it('edits the fields given; updatedAt moves and createdAt never changes', async () => {
    const entry = await createEntry(t, ada, { mood: 'sad', tags: ['a'] })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const response = await call(t, ada, 'PATCH', `/api/journal/${entry.entryId}`, {
      title: ' New title ',
      tags: ['b', ' b '],
      mood: null,
    })
    expect(response.statusCode).toBe(200)
    const updated = response.json()
    expect(updated).toMatchObject({
      title: 'New title',
      content: 'Something happened.',
      tags: ['b'],
      mood: null,
      createdAt: entry.createdAt,
    })
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(entry.updatedAt))
  })

  it('leaves updatedAt alone when nothing changed (no false "edited" marker)', async () => {
    const entry = await createEntry(t, ada, { title: 'Same', tags: ['x'] })
    const response = await call(t, ada, 'PATCH', `/api/journal/${entry.entryId}`, {
      title: 'Same',
      tags: ['x'],
    })
    expect(response.json().updatedAt).toBe(entry.updatedAt)
    const empty = await call(t, ada, 'PATCH', `/api/journal/${entry.entryId}`, {})
    expect(empty.json().updatedAt).toBe(entry.updatedAt)
  })

  it('refuses an empty title or content with the contract messages', async () => {
    const entry = await createEntry(t, ada)
    const title = await call(t, ada, 'PATCH', `/api/journal/${entry.entryId}`, { title: '' })
    expect(title.statusCode).toBe(400)
    expect(title.json().message).toContain('Title is required')
    const content = await call(t, ada, 'PATCH', `/api/journal/${entry.entryId}`, { content: ' ' })
    expect(content.statusCode).toBe(400)
    expect(content.json().message).toContain('Content is required')
  })

  it("answers 404 for another person's notebook id", async () => {
    const entry = await createEntry(t, ada)
    const bobs = await createNotebook(t, bob)
    const response = await call(t, ada, 'PATCH', `/api/journal/${entry.entryId}`, {
      notebookId: bobs.id,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Notebook not found')
  })
})

describe('DELETE /api/journal/:entryId', () => {
  it('deletes your entry; a second delete answers 404', async () => {
    const entry = await createEntry(t, ada)
    const response = await call(t, ada, 'DELETE', `/api/journal/${entry.entryId}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect((await call(t, ada, 'GET', `/api/journal/${entry.entryId}`)).statusCode).toBe(404)
    expect((await call(t, ada, 'DELETE', `/api/journal/${entry.entryId}`)).statusCode).toBe(404)
  })
})

describe('PATCH /api/journal/:entryId/notebook (spec part 2 §4 "Moving an entry")', () => {
  it('moves an entry into a notebook and back to All Entries, without marking it edited', async () => {
    const notebook = await createNotebook(t, ada)
    const entry = await createEntry(t, ada)
    const url = `/api/journal/${entry.entryId}/notebook`
    const moved = await call(t, ada, 'PATCH', url, { notebookId: notebook.id })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ notebookId: notebook.id, updatedAt: entry.updatedAt })
    const back = await call(t, ada, 'PATCH', url, { notebookId: null })
    expect(back.statusCode).toBe(200)
    expect(back.json().notebookId).toBeNull()
  })

  it('refuses an unknown or foreign notebook with 404 and a missing notebookId with 400', async () => {
    const entry = await createEntry(t, ada)
    const url = `/api/journal/${entry.entryId}/notebook`
    const bobs = await createNotebook(t, bob)
    for (const notebookId of [missingId, 'nope', bobs.id]) {
      const response = await call(t, ada, 'PATCH', url, { notebookId })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('Notebook not found')
    }
    expect((await call(t, ada, 'PATCH', url, {})).statusCode).toBe(400)
    expect((await call(t, ada, 'GET', `/api/journal/${entry.entryId}`)).json().notebookId).toBe(
      null,
    )
  })
})

describe("another person's entry", () => {
  it('answers 404 on every route and stays untouched', async () => {
    const bobs = await createEntry(t, bob, { title: "Bob's secret" })
    const adas = await createNotebook(t, ada)
    const url = `/api/journal/${bobs.entryId}`
    const responses = [
      await call(t, ada, 'GET', url),
      await call(t, ada, 'PATCH', url, { title: 'Mine now' }),
      await call(t, ada, 'PATCH', `${url}/notebook`, { notebookId: adas.id }),
      await call(t, ada, 'PATCH', `${url}/notebook`, { notebookId: null }),
      await call(t, ada, 'DELETE', url),
    ]
    for (const response of responses) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ error: 'not_found' })
    }
    const list = await call(t, ada, 'GET', '/api/journal?limit=500')
    expect(list.json().map((entry: { entryId: string }) => entry.entryId)).not.toContain(
      bobs.entryId,
    )
    const still = await call(t, bob, 'GET', url)
    expect(still.json()).toMatchObject({ title: "Bob's secret", notebookId: null })
  })
})
