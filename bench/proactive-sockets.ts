import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import pg from 'pg'
import { WebSocket } from 'ws'
import { startOrion } from './server-process'
import { percentile } from './sessions'

// `npm run bench:sockets`: 10,000 idle authenticated /ws/proactive sockets on one real server
// (its own process, PostgreSQL so the bench can seed accounts and act as another instance), over
// loopback. Accounts and sessions are written straight into the database (1,000 accounts, one
// session each, 10 sockets per account: the per-account cap), with tokens signed as the server
// signs them (AUTH_SECRET). Prints:
// - the server's RSS before and after the sockets, and per connection (goal: under 50 KB);
// - the time to deliver one alert to 1,000 sockets (100 accounts x 10 sockets), from the NOTIFY
//   another instance sends (row first, then its id) to each socket's arrival: p50, p99, max, over
//   several rounds.
// Bounded: BENCH_SOCKETS (10000), BENCH_SOCKETS_ROUNDS (5), and a 5-minute overall limit. Figures
// are printed, never asserted. Needs BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres:
// a fresh database is created there and dropped at the end).

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000)
const PER_ACCOUNT = 10
const ACCOUNTS = Math.ceil(SOCKETS / PER_ACCOUNT)
const ROUNDS = Number(process.env.BENCH_SOCKETS_ROUNDS ?? 5)
const DELIVERY_ACCOUNTS = 100 // x 10 sockets = 1,000
const LIMIT_MS = 5 * 60_000
const SECRET = crypto.randomBytes(32).toString('hex')
const CONNECT_BATCH = 250

const kb = (value: number) => `${value.toFixed(1)} KB`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1])
}

function withDatabase(url: string, name: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const signToken = (token: string) =>
  `${token}.${crypto.createHmac('sha256', SECRET).update(token).digest('base64')}`

async function seedAccounts(client: pg.Client) {
  const accounts: { userId: string; token: string }[] = []
  for (let start = 0; start < ACCOUNTS; start += 500) {
    const batch = Array.from({ length: Math.min(500, ACCOUNTS - start) }, (_, offset) => {
      const index = start + offset
      return {
        identityId: crypto.randomUUID(),
        userId: crypto.randomUUID(),
        token: crypto.randomBytes(24).toString('base64url'),
        index,
      }
    })
    const ids = batch.map((row) => row.identityId)
    await client.query(
      `insert into auth_user (id, name, email, email_verified)
       select id, 'Bench ' || n, 'bench-' || n || '@example.com', true
       from unnest($1::text[], $2::int[]) as t(id, n)`,
      [ids, batch.map((row) => row.index)],
    )
    await client.query(
      `insert into users (id, identity_user_id, username, full_name, email)
       select uid::uuid, iid, 'bench_' || n, 'Bench ' || n, 'bench-' || n || '@example.com'
       from unnest($1::text[], $2::text[], $3::int[]) as t(uid, iid, n)`,
      [batch.map((row) => row.userId), ids, batch.map((row) => row.index)],
    )
    await client.query(
      `insert into auth_session (id, expires_at, token, updated_at, user_id, user_agent)
       select gen_random_uuid()::text, now() + interval '7 days', token, now(), iid, 'bench'
       from unnest($1::text[], $2::text[]) as t(token, iid)`,
      [batch.map((row) => row.token), ids],
    )
    accounts.push(...batch.map((row) => ({ userId: row.userId, token: signToken(row.token) })))
  }
  return accounts
}

interface BenchSocket {
  socket: WebSocket
  userId: string
  /** Resolves when an alert with this id arrives, with the arrival time. */
  arrivals: Map<string, number>
  waiters: Map<string, (at: number) => void>
}

function openSocket(url: string, userId: string, token: string): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false })
    const bench: BenchSocket = { socket, userId, arrivals: new Map(), waiters: new Map() }
    socket.on('open', () => socket.send(JSON.stringify({ type: 'authenticate', token })))
    socket.on('message', (data) => {
      const at = performance.now()
      const text = String(data)
      if (text === '{"type":"ping"}') return socket.send('{"type":"pong"}')
      if (text.startsWith('{"type":"auth_success"')) return resolve(bench)
      if (
        text.startsWith('{"type":"ai_proactive_message"') ||
        text.includes('"ai_proactive_message"')
      ) {
        const id = (JSON.parse(text) as { id: string }).id
        bench.arrivals.set(id, at)
        bench.waiters.get(id)?.(at)
      }
    })
    socket.on('error', reject)
    socket.on('close', (code) => reject(new Error(`closed with ${code} before authentication`)))
  })
}

async function main() {
  const started = Date.now()
  const timer = setTimeout(() => {
    console.error('bench:sockets stopped at its 5-minute limit')
    process.exit(1)
  }, LIMIT_MS)
  timer.unref()

  const name = `orion_bench_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const databaseUrl = withDatabase(ADMIN_URL, name)
  const server = await startOrion({ DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET })
  const db = new pg.Client({ connectionString: databaseUrl })
  const sockets: BenchSocket[] = []
  try {
    await db.connect()
    const accounts = await seedAccounts(db)
    const url = `${server.url.replace('http', 'ws')}/ws/proactive`
    // Warm the path with one socket, then settle.
    const warm = await openSocket(url, accounts[0]!.userId, accounts[0]!.token)
    warm.socket.close(1000)
    await sleep(3000)
    const rssBefore = rssKb(server.pid)

    const connectStart = performance.now()
    const wanted = accounts
      .flatMap((account) => Array.from({ length: PER_ACCOUNT }, () => account))
      .slice(0, SOCKETS)
    for (let start = 0; start < wanted.length; start += CONNECT_BATCH) {
      const batch = wanted.slice(start, start + CONNECT_BATCH)
      sockets.push(
        ...(await Promise.all(
          batch.map((account) => openSocket(url, account.userId, account.token)),
        )),
      )
    }
    const connectSeconds = (performance.now() - connectStart) / 1000
    await sleep(5000) // idle
    const rssAfter = rssKb(server.pid)
    const perConnection = (rssAfter - rssBefore) / sockets.length

    // Delivery: one alert to each of 100 accounts (1,000 sockets), announced as another instance
    // announces it: the row, then NOTIFY with its id.
    const byUser = new Map<string, BenchSocket[]>()
    for (const bench of sockets) {
      const list = byUser.get(bench.userId) ?? []
      list.push(bench)
      byUser.set(bench.userId, list)
    }
    const rounds: number[][] = []
    for (let round = 0; round < ROUNDS; round++) {
      const targets = accounts.slice(round * DELIVERY_ACCOUNTS, (round + 1) * DELIVERY_ACCOUNTS)
      const inserted = await db.query<{ id: string; user_id: string }>(
        `insert into proactive_alerts (user_id, type, message, ai_name, priority)
         select uid::uuid, 'ai_proactive_message', 'How did the week go?', 'Orion', 'medium'
         from unnest($1::text[]) as t(uid) returning id, user_id`,
        [targets.map((account) => account.userId)],
      )
      const payloads = inserted.rows.map((row) =>
        JSON.stringify({ kind: 'alert', userId: row.user_id, alertId: row.id }),
      )
      const arrivals: Promise<number>[] = []
      for (const row of inserted.rows) {
        for (const bench of byUser.get(row.user_id) ?? []) {
          arrivals.push(new Promise((resolve) => bench.waiters.set(row.id, resolve)))
        }
      }
      const sent = performance.now()
      await db.query(`select pg_notify('orion_proactive', p) from unnest($1::text[]) as t(p)`, [
        payloads,
      ])
      const times = (await Promise.all(arrivals)).map((at) => at - sent)
      rounds.push(times)
      await sleep(500)
    }

    const load = os.loadavg().map((value) => value.toFixed(2))
    console.log(
      `bench:sockets, ${sockets.length} idle authenticated sockets on one server (loopback)`,
    )
    console.log(`  connected and authenticated in ${connectSeconds.toFixed(1)} s`)
    console.log(
      `  server RSS: ${(rssBefore / 1024).toFixed(1)} MB before, ${(rssAfter / 1024).toFixed(1)} MB with the sockets: ${kb(perConnection)} per connection (goal: under 50 KB)`,
    )
    console.log(`  one alert to 1,000 sockets (100 accounts x 10), NOTIFY to arrival:`)
    for (const [index, times] of rounds.entries()) {
      console.log(
        `    round ${index + 1}: ${times.length} deliveries, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
      )
    }
    const all = rounds.flat()
    console.log(
      `    all rounds: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
    )
    console.log(`  load average (1, 5, 15 min): ${load.join(', ')}; ${os.cpus().length} cores`)
    console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    for (const bench of sockets) bench.socket.terminate()
    await db.end().catch(() => {})
    await server.stop()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

await main()
