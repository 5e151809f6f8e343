import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from './client'
import { feedback } from './schema/feedback'

// The real server process on a real PGlite data directory: the lock against a second process,
// and no acknowledged write lost to SIGKILL.

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

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
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
