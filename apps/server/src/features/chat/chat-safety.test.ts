import { AI_DISCLOSURE_TEXT } from '@orion/contracts/chat'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { createTestClock } from '../../test/test-clock'
import { bearer, createSession, parseSse, sendMessage } from './chat-test-kit'

// Safety in the chat turn, against the fake OpenAI-compatible
// server: the local layer, the model check mid-reply, the risk the conversation carries, the
// country's lines in the careful instructions, the AI disclosure every 3 hours, and the count.

const THREE_HOURS = 3 * 60 * 60 * 1000
let fake: FakeOpenAi
const METRICS_TOKEN = 'metrics-token-for-the-safety-test'
let t: TestApp
let anne: Credentials
let origin: string
const clock = createTestClock()

beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp(
    {
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test',
      AI_MAX_RETRIES: '0',
      // A loaded CI machine can take seconds to answer the classification; the default 8 s
      // timeout would then drop the model's finding and make the carried-risk test flaky.
      AI_SAFETY_CHECK_TIMEOUT_MS: '60000',
      METRICS_TOKEN,
    },
    {},
    { clock: clock.now },
  )
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  anne = await registerUser(t.app, { fullName: 'Anne' })
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

/** The streaming route over a real socket, as the browser calls it; every event, in order. */
async function stream(sessionId: string, content: string, user = anne) {
  const response = await fetch(`${origin}/api/sessions/${sessionId}/messages/stream`, {
    method: 'POST',
    headers: { ...bearer(user.token), 'content-type': 'application/json', origin },
    body: JSON.stringify({ content }),
  })
  expect(response.status).toBe(200)
  return parseSse(await response.text())
}

const names = (events: { name: string }[]) => events.map((event) => event.name)
const systemPrompts = () => fake.requests.map((request) => String(request.body.messages[0].content))

describe('the crisis panel follows the level of the turn', () => {
  it('high: the local detector flags it before the first word of the reply', async () => {
    const session = await createSession(t, anne.token)
    const events = await stream(session.id, 'I want to kill myself')
    const safety = events.find((event) => event.name === 'safety')
    expect(safety?.data).toEqual({ crisis: true, level: 'high' })
    expect(names(events).indexOf('safety')).toBeLessThan(names(events).indexOf('delta'))
    const done = events.find((event) => event.name === 'done')!
    expect(done.data.assistantMessage.safety).toEqual({ crisis: true, level: 'high' })
  })

  it.each([
    ['concern', 'Everything feels grey lately and I keep wondering what the point is'],
    ['imminent', 'Tonight I will finally be free of it all'],
  ] as const)('%s: set by the model check mid-reply and stored', async (level, content) => {
    fake.setSafetyVerdicts([{ contains: content, level, categories: ['plan'] }])
    const session = await createSession(t, anne.token)
    const events = await stream(session.id, content)
    const order = names(events)
    expect(order.filter((name) => name === 'safety')).toHaveLength(1)
    expect(order.indexOf('safety')).toBeGreaterThan(order.indexOf('user-message'))
    expect(order.indexOf('safety')).toBeLessThan(order.indexOf('done'))
    expect(events.find((event) => event.name === 'safety')!.data).toEqual({ crisis: true, level })
    expect(fake.safetyRequests).toEqual([{ kind: 'classification', input: content }])

    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: bearer(anne.token),
    })
    expect(stored.json().messages.map((m: { safety: unknown }) => m.safety)).toEqual([
      { crisis: true, level },
      { crisis: true, level },
    ])
  })

  it('none: no panel, and no safety event', async () => {
    const session = await createSession(t, anne.token)
    const events = await stream(session.id, 'Can you help me plan a birthday party?')
    expect(names(events)).not.toContain('safety')
    expect(events.find((event) => event.name === 'done')!.data.assistantMessage.safety).toBeNull()
  })

  it('the non-streaming route stores and answers the level the model found', async () => {
    const session = await createSession(t, anne.token)
    const response = await sendMessage(t, anne.token, session.id, {
      content: 'I sorted out who gets my guitar and my cat',
    })
    expect(response.statusCode).toBe(200)
    const { userMessage, assistantMessage } = response.json()
    expect(userMessage.safety).toEqual({ crisis: true, level: 'high' })
    expect(assistantMessage.safety).toEqual({ crisis: true, level: 'high' })
  })
})

describe('the conversation remembers the risk', () => {
  it('keeps the careful instructions in the next turns and drops them once the person is safe', async () => {
    const session = await createSession(t, anne.token)
    await stream(session.id, 'I want to end my life')
    expect(systemPrompts().every((prompt) => prompt.includes('Safety first'))).toBe(true)
    expect(systemPrompts()[0]).toContain('988')

    fake.reset()
    const next = await stream(session.id, 'Tell me about the weather instead')
    expect(systemPrompts()).toHaveLength(3)
    expect(systemPrompts().every((prompt) => prompt.includes('Safety first'))).toBe(true)
    expect(next.find((event) => event.name === 'safety')!.data.level).toBe('high')

    fake.reset()
    const safe = await stream(session.id, "I'm safe now, thank you")
    expect(systemPrompts().some((prompt) => prompt.includes('Safety first'))).toBe(false)
    expect(names(safe)).not.toContain('safety')

    fake.reset()
    await stream(session.id, 'What should I cook tonight?')
    expect(systemPrompts().some((prompt) => prompt.includes('Safety first'))).toBe(false)
  })

  it("a risk the model raised is carried into the next turn's instructions", async () => {
    const session = await createSession(t, anne.token)
    await stream(session.id, 'Tonight I will finally be free of it all')
    // Raised during the reply: whether this turn's personas were asked before or after the finding
    // arrived depends on timing (a finding known in time is used at once); the next turn has it.
    expect(fake.safetyRequests.length).toBeGreaterThan(0)
    fake.reset()
    await stream(session.id, 'ok')
    expect(systemPrompts().every((prompt) => prompt.includes('Immediate danger'))).toBe(true)
    expect(systemPrompts()[0]).toContain('emergency services on 911')
  })

  it("names the person's own country's line rather than 988", async () => {
    const berta = await registerUser(t.app, { fullName: 'Berta' })
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(berta.token),
      payload: { country: 'DE' },
    })
    expect(patch.json().country).toBe('DE')
    const session = await createSession(t, berta.token)
    await stream(session.id, 'I want to kill myself', berta)
    expect(systemPrompts()[0]).toContain('TelefonSeelsorge (call 0800 111 0 111)')
    expect(systemPrompts()[0]).toContain('emergency services 112')
    expect(systemPrompts()[0]).not.toContain('988')
  })

  it('refuses a country outside the table', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(anne.token),
      payload: { country: 'XX' },
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('the notice that Orion is an AI', () => {
  it('comes with the first turn, not the next, and again after three hours', async () => {
    const dora = await registerUser(t.app, { fullName: 'Dora' })
    const session = await createSession(t, dora.token)
    const first = await stream(session.id, 'Hello', dora)
    expect(first.find((event) => event.name === 'disclosure')?.data).toEqual({
      text: AI_DISCLOSURE_TEXT,
    })
    expect(first.find((event) => event.name === 'user-message')!.data.aiDisclosure).toBe(true)

    clock.advance(THREE_HOURS - 60_000)
    const second = await stream(session.id, 'Still here', dora)
    expect(names(second)).not.toContain('disclosure')
    expect(second.find((event) => event.name === 'user-message')!.data.aiDisclosure).toBeUndefined()

    clock.advance(60_000)
    const third = await stream(session.id, 'Three hours later', dora)
    expect(names(third)).toContain('disclosure')
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: bearer(dora.token),
    })
    const shown = stored
      .json()
      .messages.filter((m: { aiDisclosure?: boolean }) => m.aiDisclosure)
      .map((m: { content: string }) => m.content)
    expect(shown).toEqual(['Hello', 'Three hours later'])
  })
})

describe('counting without reading', () => {
  it('counts each crisis panel shown, by level, with a gauge for today', async () => {
    const carla = await registerUser(t.app, { fullName: 'Carla' })
    const metric = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body
    const count = (text: string, level: string) =>
      Number(
        new RegExp(`orion_crisis_referrals_total\\{level="${level}"\\} (\\d+)`).exec(text)?.[1] ??
          0,
      )
    const today = (text: string) =>
      Number(/\norion_crisis_referrals_today (\d+)/.exec(text)?.[1] ?? NaN)
    const before = await metric()
    const session = await createSession(t, carla.token)
    await stream(session.id, 'I want to kill myself', carla)
    await stream(session.id, 'Can we talk about something else', carla)
    const after = await metric()
    expect(count(after, 'high') - count(before, 'high')).toBe(2)
    expect(today(after) - today(before)).toBe(2)
    expect(after).not.toMatch(/kill myself|Carla/)
  })
})

describe('with a moderation endpoint (AI_MODERATION_MODEL)', () => {
  it('asks /moderations instead of the chat model and raises the level from it', async () => {
    const other = await buildTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test',
      AI_MAX_RETRIES: '0',
      AI_MODERATION_MODEL: 'omni-moderation-latest',
    })
    try {
      const bob = await registerUser(other.app, { fullName: 'Bob' })
      const session = await createSession(other, bob.token)
      const response = await sendMessage(other, bob.token, session.id, {
        content: 'I sorted out who gets my guitar and my cat',
      })
      expect(response.json().assistantMessage.safety).toEqual({ crisis: true, level: 'high' })
      expect(fake.safetyRequests).toEqual([
        { kind: 'moderation', input: 'I sorted out who gets my guitar and my cat' },
      ])
    } finally {
      await other.close()
    }
  })
})
