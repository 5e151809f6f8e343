import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser } from '../../test/fakes/signed-in-user'
import { bearer, createSession, seedMessages } from './chat-test-kit'
import { EXPORTS_PER_MINUTE, TOO_MANY_EXPORTS } from './session-export.routes'

// GET /api/sessions/{id}/export off the request thread (issue 18): rendered in a worker thread,
// streamed, and limited per account.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const exportOf = (token: string, sessionId: string, format = 'pdf') =>
  t.app.inject({
    method: 'GET',
    url: `/api/sessions/${sessionId}/export?format=${format}`,
    headers: bearer(token),
  })

/** A conversation whose PDF takes seconds of CPU: 600 messages of about 1,500 characters. */
async function longConversation() {
  const person = await registerUser(t.app)
  const session = await createSession(t, person.token)
  const paragraph = 'Tea, walks by the river, and a long talk about the week that was. '.repeat(22)
  await seedMessages(
    t,
    Array.from({ length: 300 }, (_, index) => ({
      sessionId: session.id,
      userId: person.user.id,
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `${index}: ${paragraph}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    })),
  )
  return { person, session }
}

describe('GET /api/sessions/{id}/export', () => {
  it('keeps answering other requests while a long PDF renders', async () => {
    const { person, session } = await longConversation()
    // Warm the worker pool first, so the export measured below is rendering, not starting up.
    expect((await exportOf(person.token, session.id, 'txt')).statusCode).toBe(200)

    const started = performance.now()
    let exportDone = false
    const pending = exportOf(person.token, session.id).finally(() => {
      exportDone = true
    })
    // /healthz one after another until the PDF is there: each waits only for the event loop.
    const latencies: number[] = []
    while (!exportDone) {
      const asked = performance.now()
      const health = await t.app.inject({ method: 'GET', url: '/healthz' })
      expect(health.statusCode).toBe(200)
      latencies.push(performance.now() - asked)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const pdf = await pending
    const exportMs = performance.now() - started
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.rawPayload.subarray(-6).toString()).toContain('%%EOF')
    // On the request thread, one /healthz would wait for the whole render (nearly all of
    // exportMs); in a worker, many are answered during it, each in a small part of that time.
    expect(latencies.length).toBeGreaterThan(5)
    expect(Math.max(...latencies)).toBeLessThan(exportMs / 4)
  }, 120_000)

  it(`answers 429 after ${EXPORTS_PER_MINUTE} exports in a minute, per account`, async () => {
    const anne = await registerUser(t.app)
    const bob = await registerUser(t.app)
    const annes = await createSession(t, anne.token)
    const bobs = await createSession(t, bob.token)
    for (let index = 0; index < EXPORTS_PER_MINUTE; index++) {
      expect((await exportOf(anne.token, annes.id, 'txt')).statusCode).toBe(200)
    }
    const refused = await exportOf(anne.token, annes.id, 'json')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: 'too_many_exports', message: TOO_MANY_EXPORTS })
    // Another account is not held back by Anne's exports.
    expect((await exportOf(bob.token, bobs.id, 'txt')).statusCode).toBe(200)
  })

  it("answers 404 for another person's session and 400 for an unknown format", async () => {
    const anne = await registerUser(t.app)
    const bob = await registerUser(t.app)
    const annes = await createSession(t, anne.token)
    expect((await exportOf(bob.token, annes.id)).statusCode).toBe(404)
    expect((await exportOf(anne.token, annes.id, 'docx')).statusCode).toBe(400)
  })
})
