import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The bearer token the bench servers require for /metrics (METRICS_TOKEN). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789'

/** The server's Prometheus text, with the bench servers' bearer token. */
export async function fetchMetrics(url: string): Promise<string> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  })
  return response.text()
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export interface RunningServer {
  url: string
  pid: number
  stop(): Promise<void>
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer`)
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        cleanup()
        resolve()
      })
      child.kill('SIGTERM')
    })
}

/** The real Orion server (apps/server/src/main.ts) in its own process, on a fresh DATA_DIR. */
export async function startOrion(
  environment: Record<string, string> = {},
  options: { startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      ...environment,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/readyz`, child, options.startTimeoutMs)
  return {
    url,
    pid: child.pid!,
    stop: stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true })),
  }
}

/** A bare node:http server answering the same JSON as /healthz: the floor we compare against. */
export async function startBareServer(): Promise<RunningServer> {
  const port = await freePort()
  const source = `require('node:http').createServer((req, res) => {
    const body = JSON.stringify({ status: 'ok' })
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  await waitFor(url, child)
  return { url, pid: child.pid!, stop: stopper(child, () => {}) }
}
