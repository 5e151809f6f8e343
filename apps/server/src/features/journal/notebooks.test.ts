import { DEFAULT_NOTEBOOK_COLOR } from '@orion/contracts/journal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import {
  call,
  createEntry,
  createNotebook,
  listEntries,
  signIn,
  type Person,
} from './journal-test-kit'

let t: TestApp
let ada: Person
let bob: Person
beforeAll(async () => {
  t = await buildTestApp()
  ada = await signIn(t)
  bob = await signIn(t)
})
afterAll(() => t.close())

describe('POST /api/notebooks', () => {
  it('creates a notebook with the default colour #79CBCA', async () => {
    const response = await call(t, ada, 'POST', '/api/notebooks', { name: '  Dreams ' })
    expect(response.statusCode).toBe(201)
    const notebook = response.json()
    expect(notebook).toMatchObject({ name: 'Dreams', color: DEFAULT_NOTEBOOK_COLOR, entryCount: 0 })
    expect(notebook.notebookId).toBe(notebook.id)
  })

  it.each([
    ['an empty name', { name: ' ' }, 'Name is required'],
    ['an over-long name', { name: 'n'.repeat(101) }, 'Name cannot exceed 100 characters'],
    ['a bad colour', { name: 'x', color: 'teal' }, 'Must be a valid hex color'],
    ['a 3-digit colour', { name: 'x', color: '#abc' }, 'Must be a valid hex color'],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const response = await call(t, ada, 'POST', '/api/notebooks', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  it('accepts a 100-character name', async () => {
    const notebook = await createNotebook(t, ada, { name: 'n'.repeat(100), color: '#5865F2' })
    expect(notebook).toMatchObject({ name: 'n'.repeat(100), color: '#5865F2' })
  })

  it('refuses a second notebook of the same name (any case) with 409; others may use it', async () => {
    await createNotebook(t, ada, { name: 'Travel' })
    const response = await call(t, ada, 'POST', '/api/notebooks', { name: 'travel' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      error: 'notebook_exists',
      message: 'You already have a notebook named "travel".',
    })
    expect((await call(t, bob, 'POST', '/api/notebooks', { name: 'Travel' })).statusCode).toBe(201)
  })
})

describe('GET /api/notebooks', () => {
  it('lists only your notebooks, oldest first, with their entry counts', async () => {
    const person = await signIn(t)
    const first = await createNotebook(t, person, { name: 'First' })
    const second = await createNotebook(t, person, { name: 'Second', color: '#112233' })
    await createNotebook(t, bob, { name: 'Not yours' })
    await createEntry(t, person, { notebookId: first.id })
    await createEntry(t, person, { notebookId: first.id })
    await createEntry(t, person)
    const response = await call(t, person, 'GET', '/api/notebooks')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject([
      { id: first.id, name: 'First', entryCount: 2 },
      { id: second.id, name: 'Second', color: '#112233', entryCount: 0 },
    ])
  })
})

describe('PATCH /api/notebooks/:id', () => {
  it('renames without touching the colour, and recolours without touching the name', async () => {
    const notebook = await createNotebook(t, ada, { name: 'Old', color: '#123456' })
    await createEntry(t, ada, { notebookId: notebook.id })
    const url = `/api/notebooks/${notebook.id}`
    const renamed = await call(t, ada, 'PATCH', url, { name: 'New' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'New', color: '#123456', entryCount: 1 })
    const recoloured = await call(t, ada, 'PATCH', url, { color: '#ABCDEF' })
    expect(recoloured.json()).toMatchObject({ name: 'New', color: '#ABCDEF' })
  })

  it('refuses a bad colour, an empty name and a taken name', async () => {
    const notebook = await createNotebook(t, ada)
    const taken = await createNotebook(t, ada)
    const url = `/api/notebooks/${notebook.id}`
    const colour = await call(t, ada, 'PATCH', url, { color: '#12345G' })
    expect(colour.statusCode).toBe(400)
    expect(colour.json().message).toContain('Must be a valid hex color')
    expect((await call(t, ada, 'PATCH', url, { name: '' })).statusCode).toBe(400)
    expect((await call(t, ada, 'PATCH', url, { name: taken.name })).statusCode).toBe(409)
  })

  it("answers 404 for a missing, malformed or another person's notebook", async () => {
    const bobs = await createNotebook(t, bob, { name: 'Bob only' })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x', bobs.id]) {
      const response = await call(t, ada, 'PATCH', `/api/notebooks/${id}`, { name: 'Mine' })
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('Notebook not found')
    }
    const list = await call(t, bob, 'GET', '/api/notebooks')
    expect(list.json()).toContainEqual(expect.objectContaining({ id: bobs.id, name: 'Bob only' }))
  })
})

describe('DELETE /api/notebooks/:id', () => {
  it('moves its entries back to All Entries by default', async () => {
    const notebook = await createNotebook(t, ada)
    const one = await createEntry(t, ada, { notebookId: notebook.id })
    const two = await createEntry(t, ada, { notebookId: notebook.id })
    const response = await call(t, ada, 'DELETE', `/api/notebooks/${notebook.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, entriesMoved: 2, entriesDeleted: 0 })
    for (const entry of [one, two]) {
      const read = await call(t, ada, 'GET', `/api/journal/${entry.entryId}`)
      expect(read.json()).toMatchObject({ notebookId: null, updatedAt: entry.updatedAt })
    }
    const notebooks = (await call(t, ada, 'GET', '/api/notebooks')).json()
    expect(notebooks.map((n: { id: string }) => n.id)).not.toContain(notebook.id)
  })

  it('deletes its entries too with ?entries=delete, and nothing else', async () => {
    const notebook = await createNotebook(t, ada)
    const inside = await createEntry(t, ada, { notebookId: notebook.id })
    const outside = await createEntry(t, ada)
    const response = await call(t, ada, 'DELETE', `/api/notebooks/${notebook.id}?entries=delete`)
    expect(response.json()).toEqual({ success: true, entriesMoved: 0, entriesDeleted: 1 })
    expect((await call(t, ada, 'GET', `/api/journal/${inside.entryId}`)).statusCode).toBe(404)
    expect((await call(t, ada, 'GET', `/api/journal/${outside.entryId}`)).statusCode).toBe(200)
  })

  it('refuses an unknown entries mode with 400 and deletes nothing', async () => {
    const notebook = await createNotebook(t, ada)
    const response = await call(t, ada, 'DELETE', `/api/notebooks/${notebook.id}?entries=burn`)
    expect(response.statusCode).toBe(400)
    expect((await listEntries(t, ada, `?notebookId=${notebook.id}`)).length).toBe(0)
  })

  it("answers 404 for another person's notebook and leaves it and its entries alone", async () => {
    const bobs = await createNotebook(t, bob)
    const entry = await createEntry(t, bob, { notebookId: bobs.id })
    for (const query of ['', '?entries=delete']) {
      const response = await call(t, ada, 'DELETE', `/api/notebooks/${bobs.id}${query}`)
      expect(response.statusCode).toBe(404)
    }
    expect((await call(t, ada, 'DELETE', '/api/notebooks/not-a-uuid')).statusCode).toBe(404)
    const read = await call(t, bob, 'GET', `/api/journal/${entry.entryId}`)
    expect(read.json().notebookId).toBe(bobs.id)
  })
})
