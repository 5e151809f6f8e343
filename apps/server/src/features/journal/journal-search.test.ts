import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { createJournalRepository, type NewEntry } from './journal.repository'
import { call, createNotebook, listEntries, signIn, type Person } from './journal-test-kit'

let t: TestApp
let ada: Person
let bob: Person
let work: { id: string }
const ids: Record<'walk' | 'meeting' | 'garden', string> = { walk: '', meeting: '', garden: '' }

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9))

beforeAll(async () => {
  t = await buildTestApp()
  ada = await signIn(t)
  bob = await signIn(t)
  work = await createNotebook(t, ada, { name: 'Work' })
  const repository = createJournalRepository(t.database.db)
  const entry = (fields: Partial<NewEntry> & { createdAt: Date }): NewEntry => ({
    userId: ada.id,
    title: 'Untitled',
    content: 'Nothing much.',
    tags: [],
    updatedAt: fields.createdAt,
    ...fields,
  })
  const [walk, meeting, garden] = await repository.insertEntries([
    entry({
      title: 'Walking in the park',
      content: 'A sunny morning by the lake.',
      tags: ['outdoors'],
      mood: 'happy',
      createdAt: day(1),
    }),
    entry({
      title: 'Work notes',
      content: 'The meeting about budgets went on and on.',
      tags: ['work', 'Family'],
      mood: 'tired',
      notebookId: work.id,
      createdAt: day(2),
    }),
    entry({
      title: 'Evening',
      content: 'Read a book about gardens; C++ can wait.',
      tags: ['reading', 'outdoors'],
      mood: 'calm',
      createdAt: day(3),
    }),
  ])
  ids.walk = walk!.id
  ids.meeting = meeting!.id
  ids.garden = garden!.id
  await repository.insertEntries([
    {
      userId: bob.id,
      title: 'Walking with Bob',
      content: 'budgets',
      tags: ['outdoors', 'bob-only'],
      mood: 'grumpy',
    },
  ])
})
afterAll(() => t.close())

const titlesOf = async (query: string) =>
  (await listEntries(t, ada, query)).map((entry) => entry.title)

describe('GET /api/journal filters', () => {
  it('lists your entries newest first by default, and oldest first on request', async () => {
    expect(await titlesOf('')).toEqual(['Evening', 'Work notes', 'Walking in the park'])
    expect(await titlesOf('?sort=oldest')).toEqual(['Walking in the park', 'Work notes', 'Evening'])
  })

  it.each([
    ['a word in the content', 'meeting', ['Work notes']],
    ['a word prefix in the content', 'budget', ['Work notes']],
    ['a title prefix', 'walk', ['Walking in the park']],
    ['a title prefix in capitals', 'WALK', ['Walking in the park']],
    ['several words in any order', 'budgets meeting', ['Work notes']],
    ['a piece inside a title word', 'alkin', ['Walking in the park']],
    ['a word shared by two entries', 'a', ['Evening', 'Work notes', 'Walking in the park']],
    ['punctuation in a title or content', 'C++', ['Evening']],
    ['a word no entry has', 'zebra', []],
  ])('search finds %s', async (_case, search, titles) => {
    expect(await titlesOf(`?search=${encodeURIComponent(search)}`)).toEqual(titles)
  })

  it('search treats tsquery syntax and LIKE wildcards as plain text (no 500)', async () => {
    for (const search of ["'&|!:*()", '%', '_', '\\', 'walk & !park', '<->']) {
      const response = await call(
        t,
        ada,
        'GET',
        `/api/journal?search=${encodeURIComponent(search)}`,
      )
      expect(response.statusCode).toBe(200)
    }
    expect(await titlesOf('?search=%25')).toEqual([])
  })

  it('filters by tag and by mood (exact)', async () => {
    expect(await titlesOf('?tag=outdoors')).toEqual(['Evening', 'Walking in the park'])
    expect(await titlesOf('?tag=Family')).toEqual(['Work notes'])
    expect(await titlesOf('?tag=bob-only')).toEqual([])
    expect(await titlesOf('?mood=calm')).toEqual(['Evening'])
    expect(await titlesOf('?mood=grumpy')).toEqual([])
  })

  it('filters by notebook, or by none for All Entries', async () => {
    expect(await titlesOf('?notebookId=none')).toEqual(['Evening', 'Walking in the park'])
    expect(await titlesOf(`?notebookId=${work.id}`)).toEqual(['Work notes'])
  })

  it("answers 404 for an unknown or another person's notebook filter", async () => {
    const bobs = await createNotebook(t, bob)
    for (const id of [bobs.id, 'junk', '00000000-0000-4000-8000-000000000000']) {
      const response = await call(t, ada, 'GET', `/api/journal?notebookId=${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('Notebook not found')
    }
  })

  it('combines filters, and pages with limit and offset', async () => {
    expect(await titlesOf('?tag=outdoors&search=book&sort=oldest')).toEqual(['Evening'])
    expect(await titlesOf('?tag=outdoors&notebookId=none&mood=happy')).toEqual([
      'Walking in the park',
    ])
    expect(await titlesOf('?limit=1&offset=1')).toEqual(['Work notes'])
  })

  it.each([['?sort=sideways'], ['?limit=0'], ['?limit=501'], ['?offset=-1'], ['?limit=ten']])(
    'refuses %s with 400',
    async (query) => {
      expect((await call(t, ada, 'GET', `/api/journal${query}`)).statusCode).toBe(400)
    },
  )
})

describe('GET /api/journal/summary', () => {
  it('counts your entries and unfiled ones, and lists the tags and moods in use, sorted', async () => {
    const response = await call(t, ada, 'GET', '/api/journal/summary')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      total: 3,
      unfiledCount: 2,
      tags: ['Family', 'outdoors', 'reading', 'work'],
      moods: ['calm', 'happy', 'tired'],
    })
  })

  it('answers zeros and empty lists for a new person', async () => {
    const person = await signIn(t)
    const response = await call(t, person, 'GET', '/api/journal/summary')
    expect(response.json()).toEqual({ total: 0, unfiledCount: 0, tags: [], moods: [] })
  })
})

describe('a journal of 2,000 entries', () => {
  it('lists, searches and filters it (times printed, not asserted)', async () => {
    const person = await signIn(t)
    const notebook = await createNotebook(t, person)
    const words = ['river', 'garden', 'meeting', 'family', 'music', 'running', 'coffee', 'rain']
    const moods = ['happy', 'calm', 'tired', 'anxious']
    const rows: NewEntry[] = Array.from({ length: 2000 }, (_, i) => {
      const createdAt = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000)
      return {
        userId: person.id,
        notebookId: i % 5 === 0 ? notebook.id : null,
        title: `Entry ${i} about ${words[i % words.length]}`,
        content: `${words[(i * 3) % words.length]} and ${words[(i * 5) % words.length]}. `.repeat(
          20,
        ),
        mood: moods[i % moods.length]!,
        tags: [`tag-${i % 25}`, words[i % words.length]!],
        createdAt,
        updatedAt: createdAt,
      }
    })
    const repository = createJournalRepository(t.database.db)
    for (let i = 0; i < rows.length; i += 500)
      await repository.insertEntries(rows.slice(i, i + 500))

    const timed = async (query: string) => {
      const started = performance.now()
      const entries = await listEntries(t, person, query)
      return { entries, ms: performance.now() - started }
    }
    await timed('') // warm up
    const all = await timed('?limit=500')
    const filtered = await timed('?search=coff&tag=tag-3&mood=tired&sort=oldest')
    const unfiled = await timed('?notebookId=none&search=coffee')
    const summaryStarted = performance.now()
    const summary = (await call(t, person, 'GET', '/api/journal/summary')).json()
    const summaryMs = performance.now() - summaryStarted
    console.log(
      `journal of 2,000 entries (${t.database.kind}): first 500 ${all.ms.toFixed(1)} ms, ` +
        `search+tag+mood ${filtered.ms.toFixed(1)} ms (${filtered.entries.length} hits), ` +
        `unfiled+search ${unfiled.ms.toFixed(1)} ms, summary ${summaryMs.toFixed(1)} ms`,
    )
    expect(all.entries).toHaveLength(500)
    expect(all.entries[0]!.title).toBe('Entry 1999 about rain')
    expect(filtered.entries.length).toBeGreaterThan(0)
    expect(summary).toMatchObject({ total: 2000, unfiledCount: 1600 })
    expect(summary.tags).toHaveLength(25 + words.length)
  })
})
