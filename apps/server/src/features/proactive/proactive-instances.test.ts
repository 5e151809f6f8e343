import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/client'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser } from '../../test/fakes/signed-in-user'
import { proactiveUrl, signedInProactive } from '../../test/proactive-client'
import { openTestDatabase, type TestDatabase } from '../../test/test-database'

// Two server instances on one database, as behind a load balancer: on PostgreSQL each has its own
// pool and LISTEN connection (TEST_DATABASE_URL); on PGlite they share the in-process database.

const SHARED = { AUTH_SECRET: 'a-secret-both-instances-share-0123456789' }

let database: TestDatabase
let second: DatabaseHandle
let one: TestApp
let two: TestApp

beforeAll(async () => {
  database = await openTestDatabase()
  second = await database.openAnother()
  one = await buildTestApp(SHARED, {}, { database })
  two = await buildTestApp(SHARED, {}, { database: second })
  await one.app.listen({ port: 0, host: '127.0.0.1' })
  await two.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await one.close()
  await two.close()
  await second.close()
  await database.close()
})

describe('two instances on one database', () => {
  it('an alert stored on one reaches the socket held by the other', async () => {
    const person = await registerUser(one.app)
    const onTwo = await signedInProactive(proactiveUrl(two.app), person)
    const stored = await one.app.proactive.notify(person.user.id, {
      type: 'trinity_alert',
      message: 'Your resting heart rate has been high all morning.',
      priority: 'high',
    })
    expect(await onTwo.next('trinity_alert')).toEqual(stored)
    expect(await onTwo.next('desktop_notification')).toMatchObject({ alertId: stored.id })
    onTwo.socket.close(1000)
  })

  it('logout on one closes the socket held by the other', async () => {
    const person = await registerUser(one.app)
    const onTwo = await signedInProactive(proactiveUrl(two.app), person)
    const logout = await one.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${person.token}` },
    })
    expect(logout.statusCode).toBe(200)
    expect(await onTwo.closed).toEqual({ code: 1000, reason: 'Signed out' })
  })
})

describe('the LISTEN connection', () => {
  it('reconnects when lost, and delivers what was stored meanwhile', async (context) => {
    if (database.kind !== 'postgres') context.skip() // PGlite's listen runs in process
    const person = await registerUser(one.app)
    const onTwo = await signedInProactive(proactiveUrl(two.app), person)
    // An administrator (or a restart) ends every LISTEN connection on this database.
    const ended = await database.db.execute(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
    )
    expect((ended as unknown as { rows: unknown[] }).rows).toHaveLength(2)
    const stored = await one.app.proactive.notify(person.user.id, {
      type: 'ai_proactive_message',
      message: 'Sent while nobody was listening.',
    })
    expect(await onTwo.next('ai_proactive_message', 8000)).toEqual(stored)
    // Once only, however it arrived.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(onTwo.messages.filter((message) => message.id === stored.id)).toEqual([])
    // And the bus works again.
    const after = await one.app.proactive.notify(person.user.id, {
      type: 'ai_proactive_message',
      message: 'Listening again.',
    })
    expect(await onTwo.next('ai_proactive_message', 5000)).toEqual(after)
    onTwo.socket.close(1000)
  }, 20_000)
})
