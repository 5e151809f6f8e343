import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { telemetryEvents } from '../../db/schema/telemetry'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser } from '../../test/fakes/signed-in-user'
import { createTelemetryService } from './telemetry.service'

// POST /api/telemetry: validated batches of at most 500 interface
// events, nothing beyond the known fields, signed-in only; events past the retention are deleted.

let now = new Date('2026-11-01T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ TELEMETRY_RETENTION_DAYS: '30' }, {}, { clock: () => now })
})
afterAll(() => t.close())

const send = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  })

const click = (label: string) => ({
  type: 'click',
  timestamp: now.getTime(),
  data: { label, path: '/' },
  sessionId: 'tab-1',
})

const rowsOf = (userId: string) =>
  t.database.db.select().from(telemetryEvents).where(eq(telemetryEvents.userId, userId))

describe('POST /api/telemetry', () => {
  it("stores a batch under the signed-in person's id", async () => {
    const person = await registerUser(t.app)
    const answer = await send(person.token, {
      events: [
        click('New Conversation'),
        { type: 'scroll', timestamp: now.getTime(), data: { scrollY: 640 } },
      ],
      timestamp: now.getTime(),
    })
    expect(answer.statusCode, answer.body).toBe(202)
    expect(answer.json()).toEqual({ accepted: 2 })
    const rows = await rowsOf(person.user.id)
    expect(rows.map((row) => row.type).sort()).toEqual(['click', 'scroll'])
    expect(rows.find((row) => row.type === 'click')!.data).toEqual({
      label: 'New Conversation',
      path: '/',
    })
  })

  it('refuses a batch over 500 events, unknown fields, long previews and visitors', async () => {
    const person = await registerUser(t.app)
    const over = await send(person.token, {
      events: Array.from({ length: 501 }, () => click('Send')),
      timestamp: now.getTime(),
    })
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toContain('A batch holds at most 500 events.')

    const typed = await send(person.token, {
      events: [{ ...click('Send'), data: { label: 'Send', text: 'what I typed' } }],
      timestamp: now.getTime(),
    })
    expect(typed.statusCode).toBe(400)
    const long = await send(person.token, {
      events: [click('x'.repeat(51))],
      timestamp: now.getTime(),
    })
    expect(long.statusCode).toBe(400)
    const wrongType = await send(person.token, {
      events: [{ ...click('Send'), type: 'keypress' }],
      timestamp: now.getTime(),
    })
    expect(wrongType.statusCode).toBe(400)
    expect(await rowsOf(person.user.id)).toEqual([])

    const visitor = await send(null, { events: [click('Send')], timestamp: now.getTime() })
    expect(visitor.statusCode).toBe(401)
  })

  it('deletes events once they are older than the retention period', async () => {
    const person = await registerUser(t.app)
    await send(person.token, { events: [click('Old')], timestamp: now.getTime() })
    now = new Date(now.getTime() + 20 * 86_400_000)
    await send(person.token, { events: [click('Recent')], timestamp: now.getTime() })
    now = new Date(now.getTime() + 11 * 86_400_000) // the first is 31 days old, the second 11

    const service = createTelemetryService(t.database.db, { retentionDays: 30, clock: () => now })
    expect(await service.purgeExpired()).toBeGreaterThanOrEqual(1)
    const left = await rowsOf(person.user.id)
    expect(left.map((row) => row.data.label)).toEqual(['Recent'])
  })
})
