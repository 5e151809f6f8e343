import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test/test-database'
import type { DatabaseHandle } from '../db/client'
import { registerErrorHandler } from './error-handler'
import { loggerOptions, serializeError } from './log-serializers'

// Issue 18: a database error is logged with its statement and its error, never with the values
// bound to it (people's words: journal text, About Me) nor the request body.

const MARKER = 'private-words-7f3a9c'
let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** The server's logger and error handler in front of the database, its log lines captured. */
async function serverLogging(query: () => Promise<unknown>) {
  const lines: string[] = []
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) })
  registerErrorHandler(app, 1024 * 1024)
  app.post('/probe', async () => query())
  await app.ready()
  const response = await app.inject({
    method: 'POST',
    url: '/probe',
    payload: { aboutMe: `My secret is ${MARKER}` },
  })
  await app.close()
  return { response, log: lines.join('') }
}

describe('database errors in the log', () => {
  it('a value the database refuses (400): statement and SQLSTATE logged, values not', async () => {
    const { response, log } = await serverLogging(() =>
      database.db.execute(sql`select ${`journal text ${MARKER}`}::text, ${`${MARKER}`}::uuid`),
    )
    expect(response.statusCode).toBe(400)
    expect(log).toContain('Failed query: select $1::text, $2::uuid')
    expect(log).toContain('22P02')
    expect(log).not.toContain(MARKER)
  })

  it('any other failed query (500): statement logged, values not', async () => {
    const { response, log } = await serverLogging(() =>
      database.db.execute(sql`insert into no_such_table (words) values (${`About me: ${MARKER}`})`),
    )
    expect(response.statusCode).toBe(500)
    expect(log).toContain('Failed query: insert into no_such_table (words) values ($1)')
    expect(log).not.toContain(MARKER)
  })

  it('a unique violation keeps its constraint, not the duplicated value in its detail', () => {
    const violation = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: `Key (email)=(${MARKER}@example.com) already exists.`,
    })
    const logged = JSON.stringify(serializeError(violation))
    expect(logged).toContain('users_email_unique')
    expect(logged).not.toContain(MARKER)
  })
})
