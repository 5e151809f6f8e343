import { joinPersonaParts, splitPersonaParts } from '@orion/contracts/chat'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer, createSession, parseSse, type SseEvent } from './chat-test-kit'

// The streaming route over a real socket: fetch + AbortController, as the browser does it.

let fake: FakeOpenAi
let t: TestApp
let anne: Credentials
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
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
})

function openStream(sessionId: string, content: string, signal?: AbortSignal) {
  return fetch(`${origin}/api/sessions/${sessionId}/messages/stream`, {
    method: 'POST',
    headers: { ...bearer(anne.token), 'content-type': 'application/json', origin },
    body: JSON.stringify({ content }),
    signal,
  })
}

/** Reads events until `stop` says so (or the stream ends). */
async function readEvents(response: Response, stop: (events: SseEvent[]) => boolean = () => false) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    const complete = buffer.slice(0, buffer.lastIndexOf('\n\n') + 2)
    if (stop(parseSse(complete))) return parseSse(complete)
  }
  return parseSse(buffer)
}

function streamedParts(events: SseEvent[]) {
  const texts = new Map<string, string>()
  for (const event of events.filter((e) => e.name === 'delta')) {
    texts.set(event.data.personaId, (texts.get(event.data.personaId) ?? '') + event.data.text)
  }
  return ['listener', 'coach', 'guide']
    .filter((id) => texts.get(id))
    .map((id) => ({ personaId: id, text: texts.get(id)! }))
}

const getSession = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/sessions/${id}`, headers: bearer(anne.token) })
  ).json()

describe('POST /api/sessions/:id/messages/stream', () => {
  it("streams user-message, three personas' deltas and done with what was streamed", async () => {
    const session = await createSession(t, anne.token)
    const response = await openStream(session.id, 'Tell me something kind')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const events = await readEvents(response)
    const names = events.map((event) => event.name)
    expect(names.slice(0, 2)).toEqual(['turn', 'user-message'])
    expect(names.at(-1)).toBe('done')
    expect(names).not.toContain('safety')
    expect(names.filter((name) => name === 'persona-start')).toHaveLength(3)
    expect(names.filter((name) => name === 'persona-end')).toHaveLength(3)
    const parts = streamedParts(events)
    expect(parts).toHaveLength(3)
    const done = events.at(-1)!.data.assistantMessage
    expect(done.content).toBe(joinPersonaParts(parts))
    const stored = await getSession(session.id)
    expect(stored.messages.at(-1)).toEqual(done)
    expect(stored.messages[0]).toEqual(events[1]!.data)
  })

  it('sends a safety event before the first delta for a crisis message', async () => {
    const session = await createSession(t, anne.token)
    const events = await readEvents(await openStream(session.id, 'I want to end my life'))
    const names = events.map((event) => event.name)
    expect(names).toContain('safety')
    expect(names.indexOf('safety')).toBeLessThan(names.indexOf('delta'))
    expect(events.find((event) => event.name === 'safety')!.data).toEqual({
      crisis: true,
      level: 'high',
    })
    expect(events.at(-1)!.data.assistantMessage.safety).toEqual({ crisis: true, level: 'high' })
  })

  it('stops every provider request when the person cancels, and stores what was streamed', async () => {
    const session = await createSession(t, anne.token)
    // The first chunk comes at once, the next only after 1.5 s: the cancel lands in between.
    fake.setHandler(() => ({ text: 'slow words '.repeat(20), chunkSize: 5, delayMs: 1500 }))
    const response = await openStream(session.id, 'Take your time')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const deltasFrom = () =>
      new Set(
        parseSse(text.slice(0, text.lastIndexOf('\n\n') + 2))
          .filter((e) => e.name === 'delta')
          .map((e) => e.data.personaId),
      )
    while (deltasFrom().size < 3) text += decoder.decode((await reader.read()).value)
    const turnId = parseSse(text)[0]!.data.turnId as string
    const cancel = await fetch(`${origin}/api/sessions/${session.id}/turns/${turnId}/cancel`, {
      method: 'POST',
      headers: { ...bearer(anne.token), origin },
    })
    expect(cancel.status).toBe(204)
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value)
    }
    const events = parseSse(text)
    await expect.poll(() => fake.requests.every((request) => request.aborted)).toBe(true)
    const reply = (await getSession(session.id)).messages[1]
    expect(reply.status).toBe('cancelled')
    expect(reply.content).toBe(joinPersonaParts(streamedParts(events)))
    expect(splitPersonaParts(reply.content)).toHaveLength(3)
    // The stream ends with the stored reply, cut where it was stopped.
    expect(events.at(-1)).toMatchObject({ name: 'done', data: { assistantMessage: reply } })
  })

  it('goes on writing the reply when the reader goes away, and stores it whole', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(() => ({ text: 'patient words '.repeat(4), chunkSize: 7, delayMs: 100 }))
    const controller = new AbortController()
    const response = await openStream(session.id, 'Keep going', controller.signal)
    await readEvents(response, (seen) => seen.some((e) => e.name === 'delta'))
    controller.abort()
    await expect
      .poll(async () => (await getSession(session.id)).messages.length, { timeout: 10_000 })
      .toBe(2)
    const reply = (await getSession(session.id)).messages[1]
    expect(reply.status).toBe('complete')
    expect(splitPersonaParts(reply.content).map((part) => part.text)).toEqual(
      Array(3).fill('patient words '.repeat(4).trim()),
    )
    expect(fake.requests.some((request) => request.aborted)).toBe(false)
  })

  it('sends an error event with the provider message and stores nothing when it fails', async () => {
    const session = await createSession(t, anne.token)
    fake.setHandler(() => ({ status: 500, error: { message: 'model exploded' } }))
    const events = await readEvents(await openStream(session.id, 'Hello?'))
    const last = events.at(-1)!
    expect(last.name).toBe('error')
    expect(last.data.error).toBe('ai_unavailable')
    expect(last.data.message).toBeTruthy()
    expect(events.map((event) => event.name)).not.toContain('done')
    const stored = await getSession(session.id)
    expect(stored.messages).toEqual([])
    expect(stored.title).toBe('New Conversation')
  })

  it('answers validation errors as JSON before the stream opens', async () => {
    const session = await createSession(t, anne.token)
    const response = await openStream(session.id, '   ')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Message cannot be empty' })
  })
})
