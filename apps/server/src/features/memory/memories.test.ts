import fs from 'node:fs'
import path from 'node:path'
import {
  CONSOLIDATED_MEMORY_MAX,
  MEMORY_SUMMARY_MAX,
  MEMORY_TOKEN_BUDGET,
  formatMemoriesForExport,
} from '@orion/contracts/memory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser } from '../../test/fakes/signed-in-user'
import { MEMORY_BUDGET_MESSAGE } from './memory.service'
import { bearer, createMemory, importFile, listMemories } from './memory-test-kit'

const fixtures = path.join(import.meta.dirname, 'fixtures')
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name))
const FIXTURE_SUMMARIES = [
  'I grew up by the sea in Galway and still love the sound of waves.',
  'My sister Aoife is getting married in June; I am nervous about the speech.',
]

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())

describe('memories', () => {
  it('saves, lists newest first with the tokens used, edits and deletes a memory', async () => {
    const { token } = await registerUser(t.app)
    const first = await createMemory(t, token, {
      summary: 'They love green tea.',
      keywords: ['tea'],
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      summary: 'They love green tea.',
      keywords: ['tea'],
      source: 'message',
      emotionalContext: null,
      sessionId: null,
    })
    const second = await createMemory(t, token, {
      summary: 'Their cat is called Miso.',
      emotionalContext: 'fond',
      source: 'manual',
    })
    const list = await listMemories(t, token)
    expect(list.memories.map((memory) => memory.memoryId)).toEqual([
      second.json().memoryId,
      first.json().memoryId,
    ])
    // 'They love green tea.' + 'tea' = 23 chars -> 6; 'Their cat is called Miso.' + 'fond' = 29 -> 8
    expect(list).toMatchObject({ tokensUsed: 14, tokenBudget: MEMORY_TOKEN_BUDGET })

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/memories/${first.json().memoryId}`,
      headers: bearer(token),
      payload: { summary: '  They love sencha.  ' },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().summary).toBe('They love sencha.')

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/memories/${first.json().memoryId}`,
      headers: bearer(token),
    })
    expect(removed.json()).toEqual({ success: true })
    expect((await listMemories(t, token)).memories).toHaveLength(1)
  })

  it('refuses a blank memory and needs a signed-in person', async () => {
    const { token } = await registerUser(t.app)
    expect((await createMemory(t, token, { summary: '   ' })).statusCode).toBe(400)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/memories' })
    expect(anonymous.statusCode).toBe(401)
  })

  it("answers 404 for another person's memory on edit and delete, and leaves it alone", async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const memory = (await createMemory(t, owner.token, { summary: 'Private thought.' })).json()
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/memories/${memory.memoryId}`,
        headers: bearer(other.token),
        ...(method === 'PATCH' ? { payload: { summary: 'Hijacked' } } : {}),
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'not_found', message: 'Memory not found' })
    }
    const notAnId = await t.app.inject({
      method: 'DELETE',
      url: '/api/memories/not-a-uuid',
      headers: bearer(owner.token),
    })
    expect(notAnId.statusCode).toBe(404)
    expect((await listMemories(t, owner.token)).memories[0]!.summary).toBe('Private thought.')
    expect((await listMemories(t, other.token)).memories).toEqual([])
  })

  it("does not link a memory to another person's session", async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(owner.token),
    })
    const own = await createMemory(t, owner.token, {
      summary: 'Mine',
      sessionId: session.json().id,
    })
    expect(own.json().sessionId).toBe(session.json().id)
    const foreign = await createMemory(t, other.token, {
      summary: 'Theirs',
      sessionId: session.json().id,
    })
    expect(foreign.statusCode).toBe(201)
    expect(foreign.json().sessionId).toBeNull()
  })
})

describe('the 250,000-token memory budget', () => {
  it('refuses a memory, an edit or an import that would pass it with 409', async () => {
    const { token } = await registerUser(t.app)
    // 50 memories of 20,000 characters: exactly 250,000 tokens.
    const full = Array.from({ length: 50 }, (_, i) => ({
      summary: `${i}`.padEnd(MEMORY_SUMMARY_MAX, '.'),
      keywords: [],
      emotionalContext: null,
      conversationDate: null,
      conversationTitle: null,
    }))
    const imported = await importFile(t, token, 'full.txt', formatMemoriesForExport(full))
    expect(imported.json()).toEqual({ count: 50 })
    expect((await listMemories(t, token)).tokensUsed).toBe(MEMORY_TOKEN_BUDGET)

    const over = await createMemory(t, token, { summary: 'One more thing.' })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toEqual({ error: 'memory_budget_exceeded', message: MEMORY_BUDGET_MESSAGE })
    expect((await importFile(t, token, 'more.txt', 'Another memory.')).statusCode).toBe(409)

    const [memory] = (await listMemories(t, token)).memories
    const edit = (summary: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/memories/${memory!.memoryId}`,
        headers: bearer(token),
        payload: { summary },
      })
    // Shortening is always allowed; then there is room for a new memory...
    expect((await edit('Short now.')).statusCode).toBe(200)
    expect((await createMemory(t, token, { summary: 'Now it fits.' })).statusCode).toBe(201)
    // ...and growing the shortened one back would pass the budget.
    const grow = await edit('x'.repeat(MEMORY_SUMMARY_MAX))
    expect(grow.statusCode).toBe(409)
    expect(grow.json().error).toBe('memory_budget_exceeded')
  })
})

describe('the consolidated memory', () => {
  it('is empty at first, then saved, read back and cleared', async () => {
    const { token } = await registerUser(t.app)
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/consolidated-memory', headers: bearer(token) })
    expect((await get()).json()).toEqual({ consolidatedMemory: null, updatedAt: null })
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/consolidated-memory',
      headers: bearer(token),
      payload: { consolidatedMemory: 'Prefers short answers.' },
    })
    expect(saved.statusCode).toBe(200)
    expect((await get()).json()).toMatchObject({ consolidatedMemory: 'Prefers short answers.' })
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    expect(me.json().consolidatedMemory).toBe('Prefers short answers.')
    await t.app.inject({
      method: 'POST',
      url: '/api/consolidated-memory',
      headers: bearer(token),
      payload: { consolidatedMemory: '' },
    })
    expect((await get()).json().consolidatedMemory).toBeNull()
  })

  it('refuses 30,001 characters with 400', async () => {
    const { token } = await registerUser(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consolidated-memory',
      headers: bearer(token),
      payload: { consolidatedMemory: 'x'.repeat(CONSOLIDATED_MEMORY_MAX + 1) },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('Consolidated memory cannot exceed 30,000 characters')
  })
})

describe('import', () => {
  it.each(['memories.txt', 'memories.docx', 'memories.doc'])(
    'reads each paragraph of %s into a memory',
    async (name) => {
      const { token } = await registerUser(t.app)
      const response = await importFile(t, token, name, fixture(name))
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ count: 2 })
      const list = await listMemories(t, token)
      expect(list.memories.map((memory) => memory.summary).sort()).toEqual(FIXTURE_SUMMARIES)
      expect(list.memories.every((memory) => memory.source === 'import')).toBe(true)
    },
  )

  it('reads an Export All file back into the same memories', async () => {
    const { token } = await registerUser(t.app)
    await createMemory(t, token, {
      summary: 'They run on Sundays.\n\nUsually 10 km.',
      keywords: ['running', 'sunday'],
      emotionalContext: 'energised',
      conversationTitle: 'Weekend plans',
      conversationDate: '2025-05-04',
    })
    await createMemory(t, token, { summary: 'Allergic to peanuts.' })
    const exported = formatMemoriesForExport((await listMemories(t, token)).memories as never)
    const other = await registerUser(t.app)
    expect((await importFile(t, other.token, 'export.txt', exported)).json()).toEqual({ count: 2 })
    const strip = (list: Awaited<ReturnType<typeof listMemories>>) =>
      list.memories
        .map(({ summary, keywords }) => ({ summary, keywords }))
        .sort((a, b) => a.summary.localeCompare(b.summary))
    expect(strip(await listMemories(t, other.token))).toEqual(strip(await listMemories(t, token)))
  })

  it('refuses a renamed .exe, a binary .txt and other types with 400 invalid_file_type', async () => {
    const { token } = await registerUser(t.app)
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(512),
    ])
    for (const [name, content] of [
      ['notes.docx', exe],
      ['notes.txt', exe],
      ['notes.doc', Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00])],
      ['notes.pdf', Buffer.from('plain text in a pdf name')],
      ['notes.txt', Buffer.from([0xc3, 0x28, 0x41])],
    ] as const) {
      const response = await importFile(t, token, name, content)
      expect(response.statusCode, name).toBe(400)
      expect(response.json()).toEqual({
        error: 'invalid_file_type',
        message: 'Please upload a .txt, .doc, or .docx file.',
      })
    }
    expect((await listMemories(t, token)).memories).toEqual([])
  })

  it('refuses a file over 10 MB with 413 file_too_large', async () => {
    const { token } = await registerUser(t.app)
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a')
    const response = await importFile(t, token, 'big.txt', big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      error: 'file_too_large',
      message: 'File must be smaller than 10MB.',
    })
  })

  it('asks for a file when the field is missing', async () => {
    const { token } = await registerUser(t.app)
    const response = await importFile(t, token, 'a.txt', 'Hello', 'document')
    expect(response.statusCode).toBe(400)
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/memories/import',
      headers: bearer(token),
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(400)
  })
})
