import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// Issue 18: on SIGTERM the real server process finishes a request it had accepted (its body still
// arriving), answers it, and exits within a second of that last response, even with an idle
// keep-alive connection open.

const mainFile = path.resolve(import.meta.dirname, 'main.ts')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-shutdown-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A raw HTTP/1.1 connection: what it received, and when the last byte came. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  let lastByteAt = 0
  socket.on('data', (chunk) => {
    received += chunk.toString()
    lastByteAt = performance.now()
  })
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  return { socket, received: () => received, lastByteAt: () => lastByteAt, closed }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('shutdown', () => {
  it('finishes the accepted request, then exits within a second of its response', async () => {
    const port = await freePort()
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
    let output = ''
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    let exitedAt = 0
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => {
        exitedAt = performance.now()
        resolve(code)
      }),
    )
    try {
      const deadline = Date.now() + 60_000
      for (;;) {
        if (Date.now() > deadline) throw new Error(`not ready: ${output}`)
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null)
        if (ready?.ok) break
        await wait(200)
      }

      // An idle keep-alive connection, as a browser leaves one.
      const idle = connect(port)
      idle.socket.write(
        'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
      )
      // A request accepted and under way: its body is still arriving when SIGTERM comes.
      const body = JSON.stringify({ feedback: 'Sent while the server stops' })
      const busy = connect(port)
      busy.socket.write(
        `POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
      )
      await wait(300)
      expect(idle.received()).toContain('200 OK')

      child.kill('SIGTERM')
      await wait(500)
      busy.socket.write(body.slice(10))
      expect(await exited).toBe(0)
      expect(busy.received()).toMatch(/^HTTP\/1\.1 20[01] /)
      const lingered = exitedAt - busy.lastByteAt()
      expect(lingered, output).toBeLessThan(1000)
      busy.socket.destroy()
      idle.socket.destroy()
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }, 90_000)
})
