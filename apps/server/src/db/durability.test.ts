import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { withDatabase } from '../test/global-setup'
import { openPglite } from './client'
import { feedback } from './schema/feedback'

// The real server process on a real PGlite data directory: the lock against a second process,
// and no acknowledged write lost to SIGKILL, on PGlite and on PostgreSQL (TEST_DATABASE_URL).

const mainFile = path.resolve(import.meta.dirname, '../main.ts')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-durability-'))
const children: ChildProcess[] = []

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function startServer(port: number, environment: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitReady(port: number, exited: Promise<unknown>) {
  const deadline = Date.now() + 60_000
  let gone = false
  void exited.then(() => (gone = true))
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not become ready')
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the embedded database in a real server process', () => {
  it('refuses a second server on the same DATA_DIR, keeps acknowledged rows through SIGKILL, and closes cleanly', async () => {
    const portA = await freePort()
    const first = startServer(portA)
    await waitReady(portA, first.exited)

    const second = startServer(await freePort())
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('Another Orion server (pid')
    expect(second.output()).toContain('is already using the data directory')

    for (let index = 0; index < 5; index++) {
      const response = await fetch(`http://127.0.0.1:${portA}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ feedback: `acknowledged ${index}` }),
      })
      expect(response.status).toBe(201)
    }
    first.child.kill('SIGKILL')
    await first.exited

    // Restart over the stale lock left by the killed process, then stop it the polite way.
    const portB = await freePort()
    const restarted = startServer(portB)
    await waitReady(portB, restarted.exited)
    restarted.child.kill('SIGTERM')
    expect(await restarted.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'orion.lock'))).toBe(false)

    const database = await openPglite({ dataDir: path.join(dataDir, 'db') })
    try {
      const rows = await database.db.select({ feedback: feedback.feedback }).from(feedback)
      expect(rows.map((row) => row.feedback).sort()).toEqual(
        [0, 1, 2, 3, 4].map((index) => `acknowledged ${index}`),
      )
    } finally {
      await database.close()
    }
  }, 120_000)
})

const WRITES = 1_000

interface Written {
  acknowledged: Set<string>
  sent: number
}

/**
 * WRITES journal entries sent at once (each its own connection, as many clients would); the
 * server is killed with SIGKILL as soon as half of them are acknowledged, so the rest are in flight.
 */
async function writeThenKill(
  origin: string,
  token: string,
  server: ReturnType<typeof startServer>,
): Promise<Written> {
  const acknowledged = new Set<string>()
  let killed = false
  const writes = Array.from({ length: WRITES }, async (_, index) => {
    const title = `entry ${index}`
    try {
      const response = await fetch(`${origin}/api/journal`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title, content: `Written before the crash (${index}).` }),
      })
      if (response.status === 201) acknowledged.add(title)
      await response.body?.cancel()
    } catch {
      // The connection died with the server: not acknowledged.
    }
    if (acknowledged.size >= WRITES / 2 && !killed) {
      killed = true
      server.child.kill('SIGKILL')
    }
  })
  await Promise.all(writes)
  if (!killed) server.child.kill('SIGKILL')
  await server.exited
  return { acknowledged, sent: WRITES }
}

/** Every journal title the person has, read through the API of the restarted server. */
async function titlesOf(origin: string, token: string): Promise<string[]> {
  const titles: string[] = []
  for (let offset = 0; ; offset += 500) {
    const response = await fetch(`${origin}/api/journal?limit=500&offset=${offset}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    const page = (await response.json()) as { title: string }[]
    titles.push(...page.map((entry) => entry.title))
    if (page.length < 500) return titles
  }
}

const postgres = inject('postgresTemplate')
const databases = [
  { name: 'PGlite', open: async () => ({ environment: {}, drop: async () => {} }) },
  ...(postgres
    ? [
        {
          name: 'PostgreSQL',
          /** An empty database of its own: the server migrates it at start, as in production. */
          open: async () => {
            const name = `orion_durability_${Date.now().toString(36)}`
            const admin = new pg.Client({ connectionString: postgres.adminUrl })
            await admin.connect()
            await admin.query(`CREATE DATABASE ${name}`)
            await admin.end()
            return {
              environment: { DATABASE_URL: withDatabase(postgres.adminUrl, name) },
              drop: async () => {
                const cleanup = new pg.Client({ connectionString: postgres.adminUrl })
                await cleanup.connect()
                await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
                await cleanup.end()
              },
            }
          },
        },
      ]
    : []),
]

describe.each(databases)('$name: kill -9 during 1,000 concurrent writes', ({ open }) => {
  it('keeps every write the server acknowledged', async () => {
    const { environment, drop } = await open()
    try {
      fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true })
      const port = await freePort()
      const first = startServer(port, environment)
      await waitReady(port, first.exited)
      const origin = `http://127.0.0.1:${port}`
      const registered = await fetch(`${origin}/api/firebase-auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'durable@example.com',
          username: 'durable_writer',
          fullName: 'Durable Writer',
          password: 'Secret123',
        }),
      })
      expect(registered.status).toBe(201)
      const { token } = (await registered.json()) as { token: string }

      const { acknowledged } = await writeThenKill(origin, token, first)
      // Killed with writes still in flight: half acknowledged, the others not (yet).
      expect(acknowledged.size).toBeGreaterThanOrEqual(WRITES / 2)
      expect(acknowledged.size).toBeLessThan(WRITES)

      const portB = await freePort()
      const restarted = startServer(portB, environment)
      await waitReady(portB, restarted.exited)
      const stored = new Set(await titlesOf(`http://127.0.0.1:${portB}`, token))
      const lost = [...acknowledged].filter((title) => !stored.has(title))
      expect(lost).toEqual([])
      restarted.child.kill('SIGTERM')
      expect(await restarted.exited).toBe(0)
    } finally {
      await drop()
    }
  }, 240_000)
})
