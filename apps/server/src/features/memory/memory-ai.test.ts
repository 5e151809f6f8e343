import { CONSOLIDATED_MEMORY_MAX } from '@orion/contracts/memory'
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser } from '../../test/fakes/signed-in-user'
import { NO_MEMORIES_MESSAGE } from './smart-summary'
import {
  bearer,
  createMemory,
  createSession,
  eventsNamed,
  listMemories,
  sendMessage,
} from './memory-test-kit'

// A small context window (4,096 tokens) so that capping is visible with a few memories.
const CONTEXT_WINDOW = 4096

let fake: FakeOpenAi
let t: TestApp
beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    AI_MAX_RETRIES: '0',
    AI_CONTEXT_WINDOW: String(CONTEXT_WINDOW),
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})
beforeEach(() => fake.reset())

type WireMessage = { role: string; content: string }
const systemPromptOf = (index: number) =>
  (fake.requests[index]!.body.messages as WireMessage[]).find((m) => m.role === 'system')!.content
const promptTokens = (index: number) =>
  (fake.requests[index]!.body.messages as WireMessage[]).reduce(
    (sum, message) => sum + countTokens(message.content) + 4,
    0,
  )

const WORDS = 'river lantern orchard violin harbor meadow copper saffron glacier pepper'.split(' ')
const longMemory = (i: number) =>
  `Memory ${i}: ` +
  Array.from({ length: 140 }, (_, j) => `${WORDS[(i + j) % WORDS.length]}${j}`).join(' ')

describe('Smart Summary', () => {
  it('consolidates every memory in capped batches and stores at most 30,000 characters', async () => {
    const { token } = await registerUser(t.app)
    for (let i = 0; i < 12; i++) await createMemory(t, token, { summary: longMemory(i) })
    fake.setHandler((body) => {
      const system = body.messages[0].content as string
      return system.includes('Consolidate the notes')
        ? { text: `Profile: ${'y'.repeat(CONSOLIDATED_MEMORY_MAX + 500)}` }
        : { text: 'Batch: the person likes rivers, lanterns and violins.' }
    })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/memories/generate-summary',
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ summaryLength: CONSOLIDATED_MEMORY_MAX })

    // The memories (~5,000 tokens) did not fit one request: batches first, then the final one.
    expect(fake.requests.length).toBeGreaterThan(2)
    for (const [index, request] of fake.requests.entries()) {
      expect(promptTokens(index) + request.body.max_tokens).toBeLessThanOrEqual(CONTEXT_WINDOW)
    }
    const everything = fake.requests
      .slice(0, -1)
      .map((request) => request.body.messages[1].content)
      .join('\n')
    for (let i = 0; i < 12; i++) expect(everything).toContain(`Memory ${i}:`)

    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/consolidated-memory',
      headers: bearer(token),
    })
    expect(stored.json().consolidatedMemory).toMatch(/^Profile: y+$/)
    expect(stored.json().consolidatedMemory).toHaveLength(CONSOLIDATED_MEMORY_MAX)
  })

  it('sends everything in one request when it fits', async () => {
    const { token } = await registerUser(t.app)
    await createMemory(t, token, { summary: 'They love green tea.' })
    fake.setHandler(() => ({ text: 'Loves green tea.' }))
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/memories/generate-summary',
      headers: bearer(token),
    })
    expect(response.json()).toEqual({ summaryLength: 'Loves green tea.'.length })
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]!.body.messages[1].content).toContain('They love green tea.')
  })

  it('answers 400 with no memories, and 502 when the model fails', async () => {
    const { token } = await registerUser(t.app)
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/memories/generate-summary',
        headers: bearer(token),
      })
    const none = await call()
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe(NO_MEMORIES_MESSAGE)
    await createMemory(t, token, { summary: 'Something.' })
    fake.setHandler(() => ({ status: 500, error: { message: 'boom' } }))
    const failed = await call()
    expect(failed.statusCode).toBe(502)
    expect(failed.json().error).toBe('ai_unavailable')
  })
})

describe('summarising a conversation into memory, and remembering it later', () => {
  it('stores the summary of the real conversation, and a new conversation uses it', async () => {
    const { token } = await registerUser(t.app, { fullName: 'Dana' })
    const session = await createSession(t, token)
    const said = 'I adopted a retired greyhound called Biscuit last weekend!'
    expect((await sendMessage(t, token, session.id, said)).statusCode).toBe(200)

    fake.reset()
    fake.setHandler(() => ({
      text: 'Here it is:\n```json\n{"summary": "Dana adopted a retired greyhound named Biscuit.", "keywords": ["greyhound", "Biscuit", "dog"], "emotionalContext": "proud"}\n```',
    }))
    const summarised = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/memory',
      headers: bearer(token),
      payload: {
        sessionId: session.id,
        conversationText: 'The client copy is ignored',
        summaryPrompt: 'x',
      },
    })
    expect(summarised.statusCode).toBe(201)
    const memory = summarised.json()
    expect(memory).toMatchObject({
      summary: 'Dana adopted a retired greyhound named Biscuit.',
      keywords: ['greyhound', 'Biscuit', 'dog'],
      emotionalContext: 'proud',
      source: 'conversation',
      sessionId: session.id,
      conversationTitle: 'I adopted a retired greyhound called',
    })
    expect(memory.conversationDate).toBe(session.createdAt)
    const sent = fake.requests[0]!.body.messages[1].content as string
    expect(sent).toContain(`Dana: ${said}`)
    expect(sent).not.toContain('The client copy is ignored')

    // 35 unrelated, newer memories: by recency alone the greyhound would not even be read.
    for (let i = 0; i < 35; i++) {
      await createMemory(t, token, { summary: `Note ${i}: they like ${WORDS[i % 10]} tea.` })
    }

    fake.reset()
    const next = await createSession(t, token)
    const reply = await sendMessage(t, token, next.id, 'How should I walk Biscuit?')
    expect(reply.statusCode).toBe(200)
    for (let index = 0; index < fake.requests.length; index++) {
      expect(systemPromptOf(index)).toContain('Dana adopted a retired greyhound named Biscuit.')
    }
    const remembered = reply.json().assistantMessage.remembered as {
      memoryId: string
      summary: string
    }[]
    expect(remembered).toContainEqual({ memoryId: memory.memoryId, summary: memory.summary })
    const summaries = remembered.map((entry) => entry.summary)
    expect(summaries).toContain('Note 34: they like harbor tea.')
    expect(summaries).not.toContain('Note 0: they like river tea.')
    const memoryPart = systemPromptOf(0).split('Memories that may be relevant to this message:')[1]!
    expect(countTokens(memoryPart)).toBeLessThanOrEqual(CONTEXT_WINDOW * 0.15)

    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${next.id}`,
      headers: bearer(token),
    })
    const [userMessage, assistantMessage] = stored.json().messages
    expect(userMessage.remembered).toBeUndefined()
    expect(assistantMessage.remembered).toEqual(remembered)

    // Deleting the memory removes it from the disclosure.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/memories/${memory.memoryId}`,
      headers: bearer(token),
    })
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${next.id}`,
      headers: bearer(token),
    })
    expect(after.json().messages[1].remembered).toHaveLength(remembered.length - 1)
  })

  it('includes the consolidated memory, and reports remembered memories in the stream', async () => {
    const { token } = await registerUser(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/api/consolidated-memory',
      headers: bearer(token),
      payload: { consolidatedMemory: 'Works night shifts as a nurse.' },
    })
    const saved = (await createMemory(t, token, { summary: 'Training for a marathon.' })).json()
    const session = await createSession(t, token)
    // Over a real socket, as the browser streams it.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(`${origin}/api/sessions/${session.id}/messages/stream`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', origin },
      body: JSON.stringify({ content: 'My marathon training is going well' }),
    })
    const [done] = eventsNamed(await response.text(), 'done') as {
      assistantMessage: { remembered: unknown }
    }[]
    expect(done!.assistantMessage.remembered).toEqual([
      { memoryId: saved.memoryId, summary: 'Training for a marathon.' },
    ])
    expect(systemPromptOf(0)).toContain('Works night shifts as a nurse.')
    expect(systemPromptOf(0)).toContain('Training for a marathon.')
  })

  it('keeps memory out of the answer when there is none', async () => {
    const { token } = await registerUser(t.app)
    const session = await createSession(t, token)
    const reply = await sendMessage(t, token, session.id)
    expect(reply.json().assistantMessage.remembered).toEqual([])
    expect(systemPromptOf(0)).not.toContain('Memories that may be relevant')
  })

  it("answers 404 for another person's session and 400 for an empty one", async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const session = await createSession(t, owner.token)
    const summarise = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sessions/memory',
        headers: bearer(token),
        payload: { sessionId: session.id },
      })
    expect((await summarise(other.token)).statusCode).toBe(404)
    expect((await summarise(owner.token)).statusCode).toBe(400)
    expect(fake.requests).toHaveLength(0)
    expect((await listMemories(t, owner.token)).memories).toEqual([])
  })

  it('keeps the plain text when the model does not answer JSON', async () => {
    const { token } = await registerUser(t.app)
    const session = await createSession(t, token)
    await sendMessage(t, token, session.id, 'I start a new job on Monday.')
    fake.setHandler(() => ({ text: 'They start a new job on Monday and feel hopeful.' }))
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/memory',
      headers: bearer(token),
      payload: { sessionId: session.id },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      summary: 'They start a new job on Monday and feel hopeful.',
      keywords: [],
      emotionalContext: null,
    })
  })
})

describe('without a model', () => {
  it('answers 503 ai_not_configured for Smart Summary', async () => {
    const bare = await buildTestApp()
    try {
      const { token } = await registerUser(bare.app)
      await createMemory(bare, token, { summary: 'Something.' })
      const summary = await bare.app.inject({
        method: 'POST',
        url: '/api/memories/generate-summary',
        headers: bearer(token),
      })
      expect(summary.statusCode).toBe(503)
      expect(summary.json().error).toBe('ai_not_configured')
    } finally {
      await bare.close()
    }
  })
})
