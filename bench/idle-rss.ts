import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fetchMetrics, startOrion } from './server-process'

// `npm run bench:idle-rss`: the server's resident memory at rest with PGlite (issue 19, budget 4):
// right after creating a new data directory [<= 300 MB], then started again on that existing one
// [<= 250 MB]. Each figure is read after SETTLE_MS of quiet, as /metrics reports it. With
// BENCH_POSTGRES_URL's server reachable, PostgreSQL's figure is printed too.

const SETTLE_MS = Number(process.env.BENCH_IDLE_SETTLE_MS ?? 5000)
const ROUNDS = Number(process.env.BENCH_IDLE_ROUNDS ?? 2)

async function residentMb(url: string): Promise<number> {
  const line = (await fetchMetrics(url))
    .split('\n')
    .find((entry) => entry.startsWith('process_resident_memory_bytes '))
  return line ? Number(line.split(' ')[1]) / 1024 / 1024 : Number.NaN
}

async function settledRss(environment: Record<string, string>): Promise<number> {
  const server = await startOrion({ LOG_LEVEL: 'error', ...environment })
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    return await residentMb(server.url)
  } finally {
    await server.stop()
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
console.log(`Idle RSS, ${new Date().toISOString()}, load average ${load()}`)
const fresh: number[] = []
const existing: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-idle-rss-'))
  try {
    fresh.push(await settledRss({ DATA_DIR: dataDir }))
    existing.push(await settledRss({ DATA_DIR: dataDir }))
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(
    `  round ${round + 1}: PGlite new data directory ${fresh.at(-1)!.toFixed(0)} MB, existing ${existing.at(-1)!.toFixed(0)} MB (load average ${load()})`,
  )
}
const range = (values: number[]) =>
  `${Math.max(...values).toFixed(0)} MB (max of ${values.map((value) => value.toFixed(0)).join(', ')})`
console.log(
  `PGlite, right after creating a new data directory: ${range(fresh)}   [budget <= 300 MB]`,
)
console.log(
  `PGlite, on an existing data directory:             ${range(existing)}   [budget <= 250 MB]`,
)
