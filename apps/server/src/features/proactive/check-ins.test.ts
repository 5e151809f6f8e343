import { CHECK_INS_NEED_A_MODEL, QUIET_HOURS_SAME_TIME } from '@orion/contracts/proactive'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkInPreferences } from '../../db/schema/proactive'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'

// The check-in preference (Settings): GET and PUT /api/check-ins/preference.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const preference = (person: Credentials | null, payload?: object) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/check-ins/preference',
    headers: person ? { authorization: `Bearer ${person.token}` } : {},
    payload,
  })

describe('check-in preference', () => {
  it('is off until saved, and says why none can be written without a model', async () => {
    const person = await registerUser(t.app)
    const response = await preference(person)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      frequency: 'off',
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      timeZone: null,
      available: false,
      unavailableReason: CHECK_INS_NEED_A_MODEL,
      lastCheckInAt: null,
    })
  })

  it('saves and reads back the frequency, quiet hours and time zone', async () => {
    const person = await registerUser(t.app)
    const saved = await preference(person, {
      frequency: 'every_few_days',
      quietHoursStart: '21:30',
      quietHoursEnd: '07:15',
      timeZone: 'Europe/Paris',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      frequency: 'every_few_days',
      quietHoursStart: '21:30',
      quietHoursEnd: '07:15',
      timeZone: 'Europe/Paris',
    })
    expect((await preference(person)).json()).toEqual(saved.json())
    // Another person's preference is untouched.
    expect((await preference(await registerUser(t.app))).json().frequency).toBe('off')
  })

  it.each([
    [{ frequency: 'hourly' }, 'frequency'],
    [{ quietHoursStart: '25:00' }, 'Use a time of day such as 22:00'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ quietHoursEnd: '22:00' }, QUIET_HOURS_SAME_TIME],
  ])('refuses %j with a clear 400', async (change, words) => {
    const person = await registerUser(t.app)
    const response = await preference(person, {
      frequency: 'daily',
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      timeZone: 'UTC',
      ...change,
    })
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(words)
  })

  it('writes nothing while no model is set up, even when one is due', async () => {
    const person = await registerUser(t.app)
    await preference(person, {
      frequency: 'daily',
      quietHoursStart: '03:00',
      quietHoursEnd: '03:01',
      timeZone: 'UTC',
    })
    await t.database.db
      .update(checkInPreferences)
      .set({ nextDueAt: new Date(Date.now() - 60_000) })
      .where(eq(checkInPreferences.userId, person.user.id))
    expect(await t.app.checkIns.runDue()).toBe(0)
    const alerts = await t.app.inject({
      method: 'GET',
      url: '/api/alerts',
      headers: { authorization: `Bearer ${person.token}` },
    })
    expect(alerts.json().alerts).toEqual([])
    // Still due: it is written once a model is there.
    const [row] = await t.database.db
      .select()
      .from(checkInPreferences)
      .where(eq(checkInPreferences.userId, person.user.id))
    expect(row!.nextDueAt!.getTime()).toBeLessThan(Date.now())
  })

  it('needs a session', async () => {
    expect((await preference(null)).statusCode).toBe(401)
  })
})
