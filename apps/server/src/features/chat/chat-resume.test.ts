import { joinPersonaParts } from '@orion/contracts/chat'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer, createSession, parseSse, type SseEvent } from './chat-test-kit'

// A reply outlives the request that started it: readers resume it by event id, a second reader
// sees the same events, and a stop from any request ends it for every reader. Over real sockets.

let fake: FakeOpenAi
let t: TestApp
let anne: Credentials
let bob: Credentials
let origin: string
beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    AI_MAX_RETRIES: '0',
  })
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  anne = await registerUser(t.app, { fullName: 'Anne' })
  bob = await registerUser(t.app, { fullName: 'Bob' })
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

const slowly = (words: string) => () => ({ text: words, chunkSize: 6, delayMs: 60 })

function send(sessionId: string, content: string) {
  return fetch(`${origin}/api/sessions/${sessionId}/messages/stream`, {
    method: 'POST',
    headers: { ...bearer(anne.token), 'content-type': 'application/json', origin },
    body: JSON.stringify({ content }),
  })
}

function events(
  sessionId: string,
  turnId: string,
  {
    user = anne,
    after,
    lastEventId,
  }: { user?: Credentials; after?: number; lastEventId?: number } = {},
) {
  const query = after === undefined ? '' : `?after=${after}`
  return fetch(`${origin}/api/sessions/${sessionId}/turns/${turnId}/events${query}`, {
    headers: {
      ...bearer(user.token),
      origin,
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
  })
}

function cancel(sessionId: string, turnId: string, user = anne) {
  return fetch(`${origin}/api/sessions/${sessionId}/turns/${turnId}/cancel`, {
    method: 'POST',
    headers: { ...bearer(user.token), origin },
  })
}

/** An SSE body read step by step: `until` reads up to the first point where `stop` holds. */
function reader(response: Response) {
  const body = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const complete = () => parseSse(text.slice(0, text.lastIndexOf('\n\n') + 2))
  return {
    async until(stop: (seen: SseEvent[]) => boolean) {
      while (!stop(complete())) {
        const { done, value } = await body.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
      }
      return complete()
    },
    async all() {
      return this.until(() => false)
    },
    async close() {
      await body.cancel()
    },
  }
}

const getSession = async (id: string, token = anne.token) =>
  t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: bearer(token) })

function replyText(events: SseEvent[]) {
  const texts = new Map<string, string>()
  for (const event of events.filter((e) => e.name === 'delta')) {
    texts.set(event.data.personaId, (texts.get(event.data.personaId) ?? '') + event.data.text)
  }
  return joinPersonaParts(
    ['listener', 'coach', 'guide'].flatMap((id) =>
      texts.get(id) ? [{ personaId: id, text: texts.get(id)! }] : [],
    ),
  )
}

describe('a reply that outlives its request', () => {
  it('numbers its events, and a reader resumes after the last id it saw (header or ?after=)', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(slowly('one two three four five six seven eight'))
    const first = reader(await send(session.id, 'Tell me a long story'))
    const seen = await first.until((events) => events.filter((e) => e.name === 'delta').length >= 2)
    await first.close() // a dropped connection: the reply goes on
    expect(seen.map((event) => event.id)).toEqual(seen.map((_, index) => index + 1))
    const turnId = seen[0]!.data.turnId as string
    expect(seen[0]!.name).toBe('turn')
    const last = seen.at(-1)!.id!

    // While the reply runs, the session says so.
    expect((await getSession(session.id)).json().activeTurnId).toBe(turnId)

    const resumed = await events(session.id, turnId, { lastEventId: last })
    expect(resumed.status).toBe(200)
    expect(resumed.headers.get('content-type')).toContain('text/event-stream')
    const rest = await reader(resumed).all()
    expect(rest[0]!.id).toBe(last + 1)
    expect(rest.at(-1)!.name).toBe('done')
    const whole = [...seen, ...rest]
    expect(whole.map((event) => event.id)).toEqual(whole.map((_, index) => index + 1))
    const done = rest.at(-1)!.data.assistantMessage
    expect(done.content).toBe(replyText(whole))
    expect(done.status).toBe('complete')

    // ?after= gives the same events, from anywhere, also once the reply has ended.
    const replay = await reader(await events(session.id, turnId, { after: 1 })).all()
    expect(replay).toEqual(whole.slice(1))
    const stored = (await getSession(session.id)).json()
    expect(stored.activeTurnId).toBeUndefined()
    expect(stored.messages.at(-1)).toEqual(done)
  })

  it('a second reader sees the same reply arriving', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(slowly('the same words for both of you'))
    const first = reader(await send(session.id, 'Two tabs'))
    const start = await first.until((events) => events.length >= 1)
    const turnId = start[0]!.data.turnId as string
    const second = reader(await events(session.id, turnId))
    const [a, b] = await Promise.all([first.all(), second.all()])
    expect(b).toEqual(a)
    expect(b.at(-1)!.name).toBe('done')
  })

  it('a stop from another request ends the reply for every reader, with what was written', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(() => ({ text: 'slow words '.repeat(20), chunkSize: 5, delayMs: 1500 }))
    const first = reader(await send(session.id, 'Take your time'))
    const start = await first.until((events) => events.some((e) => e.name === 'delta'))
    const turnId = start[0]!.data.turnId as string
    const second = reader(await events(session.id, turnId))
    await second.until((events) => events.some((e) => e.name === 'delta'))

    expect((await cancel(session.id, turnId)).status).toBe(204)
    const [a, b] = await Promise.all([first.all(), second.all()])
    expect(b).toEqual(a)
    const last = a.at(-1)!
    expect(last.name).toBe('done')
    expect(last.data.assistantMessage.status).toBe('cancelled')
    expect(last.data.assistantMessage.content).toBe(replyText(a))
    await expect.poll(() => fake.requests.every((request) => request.aborted)).toBe(true)
    // Stopping an ended reply changes nothing.
    expect((await cancel(session.id, turnId)).status).toBe(204)
  })

  it('a stop before any text removes the message, and every reader hears cancelled', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(() => ({ text: 'late', firstChunkDelayMs: 5000 }))
    const first = reader(await send(session.id, 'Never mind'))
    const start = await first.until((events) => events.some((e) => e.name === 'user-message'))
    const turnId = start[0]!.data.turnId as string
    const second = reader(await events(session.id, turnId))
    expect((await cancel(session.id, turnId)).status).toBe(204)
    const [a, b] = await Promise.all([first.all(), second.all()])
    expect(b).toEqual(a)
    expect(a.at(-1)).toMatchObject({ name: 'cancelled', data: { turnId } })
    expect((await getSession(session.id)).json().messages).toEqual([])
  })

  it("answers 404 for another person's reply, an unknown one, or the wrong session", async () => {
    const session = await createSession(t, anne.token)
    const other = await createSession(t, anne.token)
    fake.setHandler(slowly('private words '.repeat(3)))
    const first = reader(await send(session.id, 'Only mine'))
    const start = await first.until((events) => events.length >= 1)
    const turnId = start[0]!.data.turnId as string

    const bobReads = await events(session.id, turnId, { user: bob })
    expect(bobReads.status).toBe(404)
    expect(await bobReads.json()).toMatchObject({
      message: 'This reply is no longer being written.',
    })
    expect((await cancel(session.id, turnId, bob)).status).toBe(404)
    expect((await getSession(session.id, bob.token)).statusCode).toBe(404)
    expect((await events(other.id, turnId)).status).toBe(404)
    expect((await events(session.id, crypto.randomUUID())).status).toBe(404)
    expect(
      (await fetch(`${origin}/api/sessions/${session.id}/turns/${turnId}/events`)).status,
    ).toBe(401)

    // Bob's refused attempts did not stop Anne's reply.
    expect((await first.all()).at(-1)!.data.assistantMessage.status).toBe('complete')
  })

  it('deleting the conversation stops its reply first: readers hear it end, nothing is left', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(() => ({ text: 'slow words '.repeat(20), chunkSize: 5, delayMs: 1500 }))
    const first = reader(await send(session.id, 'Forget this'))
    await first.until((events) => events.some((e) => e.name === 'delta'))
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: bearer(anne.token),
    })
    expect(removed.statusCode).toBe(200)
    const last = (await first.all()).at(-1)!
    expect(last.name).not.toBe('error')
    await expect.poll(() => fake.requests.every((request) => request.aborted)).toBe(true)
    expect((await getSession(session.id)).statusCode).toBe(404)
  })

  it('the plain (non-streaming) send is a turn too: its reply shows as active while written', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(slowly('waiting words here'))
    const sending = t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/messages`,
      headers: bearer(anne.token),
      payload: { content: 'Plain call' },
    })
    await expect
      .poll(async () => (await getSession(session.id)).json().activeTurnId)
      .toEqual(expect.any(String))
    const response = await sending
    expect(response.statusCode).toBe(200)
    expect(response.json().assistantMessage.status).toBe('complete')
  })
})
