import { splitPersonaParts } from '@orion/contracts/chat'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chatSessions } from '../../db/schema/chat'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer, createSession, seedMessages, sendMessage } from './chat-test-kit'
import { createChatRepository } from './chat.repository'

const BILLING_WITHOUT_CALLS = {
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  STRIPE_PRICE_ID: 'price_unused',
}
let fake: FakeOpenAi
let t: TestApp
let anne: Credentials
beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    AI_MAX_RETRIES: '0',
    // Stripe variables (never called here) so that trial messages are counted and refunded.
    ...BILLING_WITHOUT_CALLS,
  })
  anne = await registerUser(t.app, { fullName: 'Anne' })
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

const getSession = (id: string, token = anne.token) =>
  t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: bearer(token) })
const status = (token = anne.token) =>
  t.app.inject({ method: 'GET', url: '/api/subscription/status', headers: bearer(token) })
const systemPromptOf = (body: { messages: { role: string; content: string }[] }) =>
  body.messages.find((message) => message.role === 'system')!.content

describe('POST /api/sessions/:id/messages', () => {
  it('stores the message and a reply with three persona parts, and titles the session', async () => {
    const session = await createSession(t, anne.token)
    const response = await sendMessage(t, anne.token, session.id, {
      content: '  I planted tomatoes in the garden today and feel proud  ',
      imageUrls: [],
      conversationMode: 'conversational',
    })
    expect(response.statusCode).toBe(200)
    const { userMessage, assistantMessage } = response.json()
    expect(userMessage).toMatchObject({
      role: 'user',
      content: 'I planted tomatoes in the garden today and feel proud',
      sessionId: session.id,
      status: 'complete',
      safety: null,
    })
    const parts = splitPersonaParts(assistantMessage.content)
    expect(parts.map((part) => part.personaId)).toEqual(['listener', 'coach', 'guide'])
    for (const part of parts) expect(part.text).toContain('I planted tomatoes')
    expect(fake.requests).toHaveLength(3)
    expect(systemPromptOf(fake.requests[0]!.body)).toContain('You are talking with Anne.')

    const stored = (await getSession(session.id)).json()
    expect(stored.title).toBe('I planted tomatoes in the garden')
    expect(stored.messages.map((message: { id: string }) => message.id)).toEqual([
      userMessage.id,
      assistantMessage.id,
    ])
    expect(stored.tokensUsed).toBeGreaterThan(0)
    expect(Date.parse(stored.updatedAt)).toBeGreaterThan(Date.parse(session.createdAt))
  })

  it("sends the history: the person's messages and each persona's own earlier part", async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler((body) => ({
      text: systemPromptOf(body).includes('practical coach') ? 'coach answer' : 'other answer',
    }))
    await sendMessage(t, anne.token, session.id, { content: 'first question' })
    fake.reset()
    await sendMessage(t, anne.token, session.id, { content: 'second question' })
    const coach = fake.requests.find((request) =>
      systemPromptOf(request.body).includes('practical coach'),
    )!
    const turns = coach.body.messages.slice(1)
    expect(turns.map((turn: { role: string }) => turn.role)).toEqual(['user', 'assistant', 'user'])
    expect(turns.map((turn: { content: string }) => turn.content)).toEqual([
      'first question',
      'coach answer',
      'second question',
    ])
  })

  it('asks for structure and sources in research mode', async () => {
    const session = await createSession(t, anne.token)
    await sendMessage(t, anne.token, session.id, {
      content: 'How do vaccines work?',
      conversationMode: 'research',
    })
    expect(systemPromptOf(fake.requests[0]!.body)).toContain('Mode: research')
  })

  it('refuses an empty message with 400', async () => {
    const session = await createSession(t, anne.token)
    const response = await sendMessage(t, anne.token, session.id, { content: '   ', imageUrls: [] })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Message cannot be empty')
  })

  it('accepts an image without text', async () => {
    const session = await createSession(t, anne.token)
    const response = await sendMessage(t, anne.token, session.id, {
      content: '',
      imageUrls: ['https://example.com/cat.png'],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().userMessage.imageUrls).toEqual(['https://example.com/cat.png'])
  })

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://example.com/cat.png',
    'file:///etc/passwd',
    '//evil.example/cat.png',
    '/api/users/me',
  ])('refuses the image link %s with 400 and keeps nothing', async (imageUrl) => {
    const session = await createSession(t, anne.token)
    const response = await sendMessage(t, anne.token, session.id, {
      content: 'Look',
      imageUrls: [imageUrl],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(
      'An image must be an https:// link or a picture stored in Orion (/api/images/...).',
    )
  })

  it('flags a crisis message, tells every persona to point to 988, and not a benign one', async () => {
    const session = await createSession(t, anne.token)
    const crisis = await sendMessage(t, anne.token, session.id, {
      content: "I don't want to be alive anymore",
    })
    expect(crisis.json().userMessage.safety).toEqual({ crisis: true, level: 'high' })
    expect(crisis.json().assistantMessage.safety).toEqual({ crisis: true, level: 'high' })
    for (const request of fake.requests) expect(systemPromptOf(request.body)).toContain('988')
    fake.reset()
    // A new conversation: this one now carries the risk into its next turns (chat-safety.test.ts).
    const other = await createSession(t, anne.token)
    const benign = await sendMessage(t, anne.token, other.id, {
      content: 'This traffic is killing me',
    })
    expect(benign.json().assistantMessage.safety).toBeNull()
    expect(systemPromptOf(fake.requests[0]!.body)).not.toContain('Safety first')
  })

  it('answers 502 with the provider message and stores nothing when every persona fails', async () => {
    const person = await registerUser(t.app)
    const session = await createSession(t, person.token)
    fake.setHandler(() => ({ status: 500, error: { message: 'model exploded' } }))
    const response = await sendMessage(t, person.token, session.id, { content: 'Hello?' })
    expect(response.statusCode).toBe(502)
    expect(response.json().error).toBe('ai_unavailable')
    expect(response.json().message).toBeTruthy()
    const stored = (await getSession(session.id, person.token)).json()
    expect(stored).toMatchObject({ messages: [], title: 'New Conversation', tokensUsed: 0 })
    expect((await status(person.token)).json().messagesRemaining).toBe(15)
  })

  it('keeps the parts that answered when one persona fails', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler((body) =>
      systemPromptOf(body).includes('practical coach')
        ? { status: 400, error: { message: 'bad things' } }
        : { text: 'Still here with you.' },
    )
    const response = await sendMessage(t, anne.token, session.id, { content: 'Hi' })
    expect(response.statusCode).toBe(200)
    const parts = splitPersonaParts(response.json().assistantMessage.content)
    expect(parts.map((part) => part.personaId)).toEqual(['listener', 'guide'])
    expect(response.json().assistantMessage.status).toBe('complete')
  })

  it('refuses new messages with 409 once the conversation reached 800,000 tokens', async () => {
    const session = await createSession(t, anne.token)
    await t.database.db
      .update(chatSessions)
      .set({ tokensUsed: 800_000 })
      .where(eq(chatSessions.id, session.id))
    const response = await sendMessage(t, anne.token, session.id, { content: 'one more' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'conversation_limit',
      message:
        'This conversation has reached its 800,000-token limit. Start a new conversation to keep talking.',
    })
    expect(fake.requests).toHaveLength(0)
  })
})

describe("another person's session", () => {
  it('answers 404 on every route', async () => {
    const bob = await registerUser(t.app)
    const session = await createSession(t, anne.token)
    const calls: [string, string, object | undefined][] = [
      ['GET', `/api/sessions/${session.id}`, undefined],
      ['PATCH', `/api/sessions/${session.id}`, { title: 'mine now' }],
      ['PATCH', `/api/sessions/${session.id}/favorite`, { isFavorite: true }],
      ['DELETE', `/api/sessions/${session.id}`, undefined],
      ['POST', `/api/sessions/${session.id}/messages`, { content: 'hi' }],
      ['POST', `/api/sessions/${session.id}/messages/stream`, { content: 'hi' }],
      ['GET', `/api/sessions/${session.id}/export?format=txt`, undefined],
    ]
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(bob.token),
        payload,
      })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    expect(fake.requests).toHaveLength(0)
    expect((await getSession(session.id)).json().title).toBe('New Conversation')
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: bearer(bob.token),
    })
    expect(list.json()).toEqual([])
  })
})

describe('export', () => {
  it('downloads a session as a file named in Content-Disposition', async () => {
    const session = await createSession(t, anne.token)
    await sendMessage(t, anne.token, session.id, { content: 'Export me please' })
    for (const format of ['txt', 'json', 'html', 'pdf']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/export?format=${format}`,
        headers: bearer(anne.token),
      })
      expect(response.statusCode, format).toBe(200)
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/)
    }
    const text = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/export?format=txt`,
      headers: bearer(anne.token),
    })
    expect(text.body).toContain('Export me please')
  })

  it('refuses an unknown format with 400', async () => {
    const session = await createSession(t, anne.token)
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/export?format=docx`,
      headers: bearer(anne.token),
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('POST /api/openai/messages', () => {
  const call = (payload: object, headers: Record<string, string> = bearer(anne.token)) =>
    t.app.inject({ method: 'POST', url: '/api/openai/messages', headers, payload })

  it('requires sign-in', async () => {
    expect((await call({ messages: [{ role: 'user', content: 'hi' }] }, {})).statusCode).toBe(401)
  })

  it('answers with the model reply', async () => {
    fake.setHandler(() => ({ text: 'A short summary.' }))
    const response = await call({
      messages: [{ role: 'user', content: 'Summarise this' }],
      temperature: 0.3,
      useO3Model: true,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ content: 'A short summary.' })
    expect(fake.requests[0]!.body.temperature).toBe(0.3)
  })

  it('refuses messages longer than the context window with 400', async () => {
    const huge = 'word '.repeat(40_000)
    const response = await call({
      messages: [1, 2, 3, 4].map(() => ({ role: 'user', content: huge })),
    })
    expect(response.statusCode).toBe(400)
    expect(fake.requests).toHaveLength(0)
  })

  it("answers 404 for another person's session id", async () => {
    const bob = await registerUser(t.app)
    const session = await createSession(t, anne.token)
    const response = await call(
      { messages: [{ role: 'user', content: 'hi' }], sessionId: session.id },
      bearer(bob.token),
    )
    expect(response.statusCode).toBe(404)
  })
})

describe('GET /api/personas', () => {
  it('lists the three personas without their prompts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/personas',
      headers: bearer(anne.token),
    })
    expect(response.json().map((persona: { id: string }) => persona.id)).toEqual([
      'listener',
      'coach',
      'guide',
    ])
    expect(response.json()[0]).not.toHaveProperty('systemPrompt')
  })
})

describe('the history read for a turn', () => {
  it('reads the session and only as much history as the stored token counts can fit', async () => {
    const repository = createChatRepository(t.database.db)
    const session = await createSession(t, anne.token)
    // Twenty messages, oldest first: the person's (1,000 tokens each) and replies, in turn.
    const ids: string[] = []
    for (let index = 0; index < 20; index++) {
      const [row] = await seedMessages(t, [
        {
          sessionId: session.id,
          userId: anne.user.id,
          role: index % 2 === 0 ? 'user' : 'assistant',
          content: `message ${index}`,
          imageUrls: [],
          conversationMode: 'conversational',
          tokenCount: index % 2 === 0 ? 1000 : 5000,
        },
      ])
      ids.push(row!.id)
    }
    const contents = ids.map((_id, index) => `message ${index}`)
    const read = (options: { limit: number; tokenBudget: number }, userId = anne.user.id) =>
      repository.findSessionWithHistory(userId, session.id, { ...options, perMessage: 4 })

    // The newest three of the person's messages (3 x 1,004) fit 3,500; the fourth does not.
    const fitting = await read({ limit: 400, tokenBudget: 3500 })
    expect(fitting!.session.id).toBe(session.id)
    expect(fitting!.history.map((message) => message.content)).toEqual(contents.slice(13))
    expect(fitting!.history[0]).toEqual({
      role: 'assistant',
      content: 'message 13',
      imageUrls: [],
      tokenCount: 5000,
    })

    const limited = await read({ limit: 5, tokenBudget: 1_000_000 })
    expect(limited!.history.map((message) => message.content)).toEqual(contents.slice(15))
    expect((await read({ limit: 400, tokenBudget: 1_000_000 }))!.history).toHaveLength(20)

    const empty = await createSession(t, anne.token)
    const none = await repository.findSessionWithHistory(anne.user.id, empty.id, {
      limit: 400,
      tokenBudget: 1000,
      perMessage: 4,
    })
    expect(none).toMatchObject({ session: { id: empty.id }, history: [] })

    const other = await registerUser(t.app, { fullName: 'Ben' })
    expect(await read({ limit: 400, tokenBudget: 3500 }, other.user.id)).toBeNull()
  })
})

describe('without an AI provider', () => {
  it('answers 503 before storing anything', async () => {
    const bare = await buildTestApp(BILLING_WITHOUT_CALLS)
    try {
      const person = await registerUser(bare.app)
      const session = await createSession(bare, person.token)
      const response = await sendMessage(bare, person.token, session.id, { content: 'Hello' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: 'ai_not_configured',
        message:
          'No AI model is configured on this server. Set AI_BASE_URL, AI_API_KEY and AI_MODEL (any OpenAI-compatible server), or AI_LOCAL_MODEL, and restart.',
      })
      const stored = await bare.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}`,
        headers: bearer(person.token),
      })
      expect(stored.json().messages).toEqual([])
      const trial = await bare.app.inject({
        method: 'GET',
        url: '/api/subscription/status',
        headers: bearer(person.token),
      })
      expect(trial.json().messagesRemaining).toBe(15)
    } finally {
      await bare.close()
    }
  })
})
