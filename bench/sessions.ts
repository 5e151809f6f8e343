import http from 'node:http'
import { joinPersonaParts } from '@orion/contracts/chat'
import pg from 'pg'
import { fetchMetrics } from './server-process'

// Helpers for `npm run bench:chat` (bench/chat.ts): a small API client for the chat routes, an SSE
// reader that stamps every event with the instant it arrived, figures (percentiles), the server's
// RSS, and filling a session with thousands of messages straight into the database.

export const now = () => performance.now()

// ---------------------------------------------------------------------------------------------
// Figures

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

export interface Summary {
  n: number
  p50: number
  p95: number
  min: number
  max: number
}

export function summarize(values: number[]): Summary {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    min: Math.min(...values),
    max: Math.max(...values),
  }
}

export const ms = (value: number, digits = 1) =>
  Number.isFinite(value) ? value.toFixed(digits) : '-'

/** "p50 1.2  p95 3.4 ms (n 200)" */
export const describe = (summary: Summary, digits = 1) =>
  `p50 ${ms(summary.p50, digits)}  p95 ${ms(summary.p95, digits)} ms (n ${summary.n})`

/** The spread of one figure over the rounds: "1.2 (1.1-1.4)". */
export function spread(values: number[], digits = 1): string {
  if (values.length === 1) return ms(values[0]!, digits)
  return `${ms(percentile(values, 50), digits)} (${ms(Math.min(...values), digits)}-${ms(Math.max(...values), digits)})`
}

export async function residentMemoryMb(url: string): Promise<number> {
  const metrics = await fetchMetrics(url)
  const line = metrics
    .split('\n')
    .find((entry) => entry.startsWith('process_resident_memory_bytes '))
  return line ? Number(line.split(' ')[1]) / 1024 / 1024 : Number.NaN
}

/** CPU seconds (user + system) the server has used: contention on the machine barely moves it. */
export async function cpuSeconds(url: string): Promise<number> {
  const metrics = await fetchMetrics(url)
  const line = metrics.split('\n').find((entry) => entry.startsWith('process_cpu_seconds_total '))
  return line ? Number(line.split(' ')[1]) : Number.NaN
}

// ---------------------------------------------------------------------------------------------
// The chat API

export interface BenchUser {
  email: string
  username: string
}

/** Users known before the server starts, so their addresses can go into EXEMPT_EMAILS. */
export function benchUsers(count: number): BenchUser[] {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
  return Array.from({ length: count }, (_unused, index) => ({
    email: `bench-chat-${run}-${index}@example.com`,
    username: `bc_${run}_${index}`,
  }))
}

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`)
  }
}

export class ChatApi {
  constructor(
    readonly url: string,
    readonly token: string,
  ) {}

  static async register(url: string, user: BenchUser): Promise<ChatApi> {
    const response = await fetch(`${url}/api/firebase-auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: user.email,
        password: 'Bench-pass1',
        fullName: 'Bench Mark',
        username: user.username,
      }),
    })
    await expectStatus(response, 201, 'register')
    return new ChatApi(url, ((await response.json()) as { token: string }).token)
  }

  get headers() {
    return { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' }
  }

  async createSession(): Promise<string> {
    const response = await fetch(`${this.url}/api/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}` },
    })
    await expectStatus(response, 201, 'create session')
    return ((await response.json()) as { id: string }).id
  }

  /** One non-streaming turn (three personas); resolves when the whole answer has been read. */
  async send(sessionId: string, content: string): Promise<void> {
    const response = await fetch(`${this.url}/api/sessions/${sessionId}/messages`, {
      method: 'POST',
      headers: this.headers,
      body: JSON.stringify({ content }),
    })
    await expectStatus(response, 200, 'send message')
    await response.arrayBuffer()
  }

  /** GET with the time to the last byte, the status and the body size. */
  async timedGet(
    path: string,
  ): Promise<{ ms: number; status: number; bytes: number; body: string }> {
    const started = now()
    const response = await fetch(`${this.url}${path}`, {
      headers: { authorization: `Bearer ${this.token}` },
    })
    const body = await response.text()
    return { ms: now() - started, status: response.status, bytes: Buffer.byteLength(body), body }
  }
}

export interface ArrivedEvent {
  name: string
  data: unknown
  /** performance.now() when the bytes holding this event arrived on the socket */
  at: number
}

const keepAlive = new http.Agent({ keepAlive: true })

/**
 * POST /api/sessions/:id/messages/stream with node:http (no fetch buffering between the socket and
 * us), parsing the Server-Sent Events as they arrive.
 */
export function streamTurn(
  api: ChatApi,
  sessionId: string,
  content: string,
): Promise<{ sentAt: number; events: ArrivedEvent[] }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ content })
    const target = new URL(`${api.url}/api/sessions/${sessionId}/messages/stream`)
    const events: ArrivedEvent[] = []
    const request = http.request(
      target,
      {
        method: 'POST',
        agent: keepAlive,
        headers: { ...api.headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream: ${response.statusCode}`))
          response.resume()
          return
        }
        response.setEncoding('utf8')
        let buffer = ''
        response.on('data', (chunk: string) => {
          const at = now()
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            let name = 'message'
            let data = ''
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) name = line.slice(7)
              else if (line.startsWith('data: ')) data += line.slice(6)
            }
            if (data) events.push({ name, data: JSON.parse(data) as unknown, at })
          }
        })
        response.on('end', () => resolve({ sentAt, events }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.setNoDelay(true)
    const sentAt = now()
    request.end(body)
  })
}

// ---------------------------------------------------------------------------------------------
// Filling a session straight into the database (PostgreSQL with pg, or a stopped server's PGlite)

/** What pg.Client and PGlite have in common. */
export interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

const USER_LINE =
  'Today was long: work ran late again and I skipped the gym. How do I keep going without burning out?'
export const PERSONA_TEXT =
  'It sounds like the days have been asking a lot of you, and it makes sense to feel stretched. ' +
  'One small step: pick a fixed stopping time for two evenings this week and protect it. ' +
  'Notice what changes when you do; the pattern often says more than any single day. '

/**
 * Inserts `count` messages (user and three-persona assistant replies, alternating) into a session,
 * 500 rows per statement, with realistic sizes (~100 and ~800 characters), and adds their tokens to
 * the session. Returns the time taken.
 */
export async function insertMessages(
  database: Sql,
  sessionId: string,
  count: number,
): Promise<number> {
  const started = now()
  const owner = (await database.query('select user_id from chat_sessions where id = $1', [
    sessionId,
  ])) as { rows: { user_id: string }[] }
  const userId = owner.rows[0]!.user_id
  const assistant = joinPersonaParts(
    ['listener', 'coach', 'guide'].map((personaId) => ({ personaId, text: PERSONA_TEXT })),
  )
  const batch = 500
  let tokens = 0
  for (let first = 0; first < count; first += batch) {
    const values: string[] = []
    const params: unknown[] = [sessionId, userId]
    for (let index = first; index < Math.min(count, first + batch); index++) {
      const role = index % 2 === 0 ? 'user' : 'assistant'
      const content = role === 'user' ? `${USER_LINE} (#${index})` : assistant
      const tokenCount = Math.ceil(content.length / 4)
      tokens += tokenCount
      params.push(role, content, tokenCount)
      const at = params.length
      values.push(`($1, $2, $${at - 2}, $${at - 1}, $${at})`)
    }
    await database.query(
      `insert into chat_messages (session_id, user_id, role, content, token_count) values ${values.join(', ')}`,
      params,
    )
  }
  await database.query(
    'update chat_sessions set tokens_used = tokens_used + $2, updated_at = clock_timestamp() where id = $1',
    [sessionId, tokens],
  )
  return now() - started
}

// ---------------------------------------------------------------------------------------------
// A throwaway PostgreSQL database

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Creates a fresh database; returns its URL and a function that drops it. */
export async function freshPostgresDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `orion_bench_${label}_${Date.now().toString(36)}_${process.pid}`
  await admin((client) => client.query(`create database ${name}`))
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  }
}

/** A pg connection to `url` for direct inserts. */
export async function connectPostgres(url: string): Promise<pg.Client & Sql> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client as pg.Client & Sql
}
