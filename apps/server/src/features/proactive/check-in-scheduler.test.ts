import { CHECK_IN_DISCLOSURE } from '@orion/contracts/proactive'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/client'
import { chatMessages } from '../../db/schema/chat'
import { checkInPreferences, proactiveAlerts } from '../../db/schema/proactive'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { proactiveUrl, signedInProactive } from '../../test/proactive-client'
import { createTestClock } from '../../test/test-clock'
import { openTestDatabase, type TestDatabase } from '../../test/test-database'

// Check-ins end to end on two server instances sharing one database and one moved clock: the model
// (a fake OpenAI-compatible server on loopback) writes them, the scheduler of either instance may
// claim them, and they are stored as alerts and delivered through the bus.

const HOUR = 3_600_000
const clock = createTestClock(new Date())
let fake: FakeOpenAi
let database: TestDatabase
let second: DatabaseHandle
let one: TestApp
let two: TestApp

beforeAll(async () => {
  fake = await startFakeOpenAi()
  const environment = {
    AUTH_SECRET: 'a-secret-both-instances-share-0123456789',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    AI_MAX_RETRIES: '0',
  }
  database = await openTestDatabase()
  second = await database.openAnother()
  one = await buildTestApp(environment, {}, { database, clock: clock.now })
  two = await buildTestApp(environment, {}, { database: second, clock: clock.now })
  await two.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await one.close()
  await two.close()
  await second.close()
  await database.close()
  await fake.close()
})
beforeEach(async () => {
  fake.reset()
  // One moved clock for all: the earlier tests' people stop wanting check-ins.
  await one.database.db.update(checkInPreferences).set({ frequency: 'off', nextDueAt: null })
})

/** The clock's time in UTC, `hours` from now, as "HH:MM". */
const utcClock = (hours: number) =>
  new Date(clock.now().getTime() + hours * HOUR).toISOString().slice(11, 16)
/** Quiet hours that do not include now (they start in 6 hours, for 2 hours). */
const awake = () => ({ quietHoursStart: utcClock(6), quietHoursEnd: utcClock(8), timeZone: 'UTC' })

async function wantsCheckIns(person: Credentials, quiet = awake()) {
  const response = await one.app.inject({
    method: 'PUT',
    url: '/api/check-ins/preference',
    headers: { authorization: `Bearer ${person.token}` },
    payload: { frequency: 'daily', ...quiet },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json().available).toBe(true)
}

/** A conversation in which the person said `words`, `hoursAgo` before the clock's now. */
async function said(person: Credentials, words: string, hoursAgo: number) {
  const session = await one.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { authorization: `Bearer ${person.token}` },
  })
  const createdAt = new Date(clock.now().getTime() - hoursAgo * HOUR)
  // Stored as said then (a real turn would ask the model, and be stamped now).
  await one.database.db.insert(chatMessages).values({
    sessionId: session.json().id,
    userId: person.user.id,
    role: 'user',
    content: words,
    createdAt,
  })
}

const alertsOf = (person: Credentials) =>
  one.database.db.select().from(proactiveAlerts).where(eq(proactiveAlerts.userId, person.user.id))
const nextDueAt = async (person: Credentials) =>
  (
    await one.database.db
      .select()
      .from(checkInPreferences)
      .where(eq(checkInPreferences.userId, person.user.id))
  )[0]?.nextDueAt

/** Both instances look for due check-ins at the same moment. */
async function bothRun() {
  const [first, secondCount] = await Promise.all([
    one.app.checkIns.runDue(),
    two.app.checkIns.runDue(),
  ])
  return first + secondCount
}

describe('check-ins', () => {
  it('runs a due check-in exactly once across two instances, following up on what they said', async () => {
    const person = await registerUser(one.app)
    await wantsCheckIns(person)
    await said(person, 'I have a job interview at the bakery on Thursday.', 1)
    const socket = await signedInProactive(proactiveUrl(two.app), person)
    fake.setHandler(() => ({
      text: 'How did the bakery interview go on Thursday? No need to answer, I was just thinking of it.',
    }))

    expect(await bothRun()).toBe(0) // not due yet
    clock.advance(25 * HOUR)
    expect(await bothRun()).toBe(1)
    expect(await bothRun()).toBe(0)

    const stored = await alertsOf(person)
    expect(stored).toHaveLength(1)
    const expected = `How did the bakery interview go on Thursday? No need to answer, I was just thinking of it.\n\n${CHECK_IN_DISCLOSURE}`
    expect(stored[0]).toMatchObject({ type: 'ai_proactive_message', aiName: 'Orion' })
    expect(stored[0]!.message).toBe(expected)
    expect(await socket.next('ai_proactive_message')).toMatchObject({ message: expected })
    // One model request, which carried the conversation and the rule against pressure.
    expect(fake.requests).toHaveLength(1)
    const messages = fake.requests[0]!.body.messages as { role: string; content: string }[]
    expect(messages[0]!.content).toContain(`"I miss you, don't leave"`)
    expect(messages[1]!.content).toContain('job interview at the bakery')
    // The next one is a day later.
    expect((await nextDueAt(person))!.getTime()).toBe(clock.now().getTime() + 24 * HOUR)
    socket.socket.close(1000)
  })

  it('never writes in quiet hours, and writes once they end', async () => {
    const person = await registerUser(one.app)
    // Quiet from 1 hour before the moment the check-in falls due until 3 hours after.
    await wantsCheckIns(person, {
      quietHoursStart: utcClock(23),
      quietHoursEnd: utcClock(27),
      timeZone: 'UTC',
    })
    fake.setHandler(() => ({ text: 'Hope your week is going gently.' }))
    clock.advance(24 * HOUR + 60_000)
    expect(await bothRun()).toBe(0)
    expect(await alertsOf(person)).toHaveLength(0)
    expect(fake.requests).toHaveLength(0)
    const until = (await nextDueAt(person))!
    expect(until.getTime()).toBeGreaterThan(clock.now().getTime() + 2 * HOUR)
    clock.advance(until.getTime() - clock.now().getTime())
    expect(await bothRun()).toBe(1)
    expect(await alertsOf(person)).toHaveLength(1)
  })

  it('waits while they talked recently', async () => {
    const person = await registerUser(one.app)
    await wantsCheckIns(person)
    clock.advance(25 * HOUR)
    await said(person, 'Just finished my run.', 2)
    expect(await bothRun()).toBe(0)
    expect(fake.requests).toHaveLength(0)
    // Postponed to a day after that conversation.
    expect((await nextDueAt(person))!.getTime()).toBe(clock.now().getTime() + 22 * HOUR)
  })

  it('writes a draft with guilt or pressure again', async () => {
    const person = await registerUser(one.app)
    await wantsCheckIns(person)
    fake.setHandler((_body, index) => ({
      text: index === 0 ? "I miss you, don't leave!" : 'How is the new puppy settling in?',
    }))
    clock.advance(25 * HOUR)
    expect(await bothRun()).toBe(1)
    expect(fake.requests).toHaveLength(2)
    expect((await alertsOf(person))[0]!.message).toBe(
      `How is the new puppy settling in?\n\n${CHECK_IN_DISCLOSURE}`,
    )
  })

  it('sends nothing when every draft has guilt or pressure', async () => {
    const pushy = await registerUser(one.app)
    await wantsCheckIns(pushy)
    fake.setHandler(() => ({ text: 'Where have you been? Please come back to me.' }))
    clock.advance(25 * HOUR)
    expect(await bothRun()).toBe(0)
    expect(fake.requests).toHaveLength(3)
    expect(await alertsOf(pushy)).toHaveLength(0)
  })
})
