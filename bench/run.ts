import autocannon from 'autocannon'
import { fetchMetrics, startBareServer, startOrion } from './server-process'

// `npm run bench`: req/s and latency of the real server (separate process) under autocannon,
// with a bare node:http server measured in the same run as the floor. Figures, not assertions.

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)

interface Figures {
  name: string
  requests: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  // A short warm-up so the JIT and the connection pool are not what we measure.
  await autocannon({ url, connections: 10, duration: 1, headers })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers })
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

async function residentMemoryMb(url: string) {
  const metrics = await fetchMetrics(url)
  const line = metrics
    .split('\n')
    .find((entry) => entry.startsWith('process_resident_memory_bytes '))
  return line ? Number(line.split(' ')[1]) / 1024 / 1024 : Number.NaN
}

/** A signed-in person: the session lookup and the user row are real database reads. */
async function registerBenchUser(url: string): Promise<string> {
  const id = Date.now().toString(36)
  const response = await fetch(`${url}/api/firebase-auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${id}@example.com`,
      password: 'Bench-pass1',
      fullName: 'Bench Mark',
      username: `bench_${id}`,
    }),
  })
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

const databaseUrl = process.env.BENCH_DATABASE_URL
const database = databaseUrl ? 'postgres' : 'pglite'
const orion = await startOrion(databaseUrl ? { DATABASE_URL: databaseUrl } : {})
const bare = await startBareServer()
const rows: Figures[] = []
let idleRss = Number.NaN
try {
  idleRss = await residentMemoryMb(orion.url)
  rows.push(await measure('bare node:http (same JSON)', bare.url))
  rows.push(await measure('GET /healthz', `${orion.url}/healthz`))
  rows.push(await measure(`GET /readyz (${database})`, `${orion.url}/readyz`))
  const token = await registerBenchUser(orion.url)
  rows.push(
    await measure(`GET /api/user, bearer (${database})`, `${orion.url}/api/user`, {
      authorization: `Bearer ${token}`,
    }),
  )
} finally {
  await Promise.all([orion.stop(), bare.stop()])
}

const floor = rows[0]!.requests
console.log(
  `\nOrion benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${new Date().toISOString()}`,
)
console.log(`server idle RSS before load: ${idleRss.toFixed(0)} MB\n`)
console.log(
  'target'.padEnd(44) +
    'req/s'.padStart(10) +
    'p50 ms'.padStart(9) +
    'p99 ms'.padStart(9) +
    'vs bare'.padStart(9) +
    'errors'.padStart(8),
)
for (const row of rows) {
  console.log(
    row.name.padEnd(44) +
      row.requests.toFixed(0).padStart(10) +
      String(row.p50).padStart(9) +
      String(row.p99).padStart(9) +
      `${((row.requests / floor) * 100).toFixed(0)}%`.padStart(9) +
      String(row.errors + row.non2xx).padStart(8),
  )
}
