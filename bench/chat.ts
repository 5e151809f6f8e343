import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { PGlite } from '@electric-sql/pglite'
import { DEFAULT_PERSONAS } from '../apps/server/src/features/chat/personas'
import {
  startFakeOpenAi,
  type FakeReply,
  type FakeRequestBody,
} from '../apps/server/src/test/fakes/openai-server'
import { startBareServer, startOrion, type RunningServer } from './server-process'
import {
  ChatApi,
  PERSONA_TEXT,
  benchUsers,
  connectPostgres,
  cpuSeconds,
  describe,
  freshPostgresDatabase,
  insertMessages,
  ms,
  now,
  percentile,
  postgresReachable,
  residentMemoryMb,
  spread,
  streamTurn,
  summarize,
  type BenchUser,
} from './sessions'

// `npm run bench:chat`: the chat's time budgets, measured against the real server (its own
// process, see server-process.ts) and the fake OpenAI-compatible model (in this process, so that
// the fake and the client share one clock). Figures are printed, never asserted.
//
//   1. server overhead of a chat turn beyond the model's time            [< 10 ms]
//   2. model's first token -> first `delta` byte at the client (SSE)     [< 20 ms]
//   3. opening a session of 5,000 messages (latest 200)                   [< 300 ms server]
//   4. GET /api/sessions with 100 sessions, 100 connections, autocannon   [>= 3,000 req/s PG, p99 < 50 ms]
//
// Environment: BENCH_CHAT_ROUNDS (3), BENCH_CHAT_TURNS (200), BENCH_CHAT_STREAM_TURNS (50),
// BENCH_CHAT_LIST_SECONDS (10), BENCH_CHAT_FILL_SECONDS (120; 0 skips filling PGlite through the
// API), BENCH_CHAT_DATABASES (pglite,postgres), BENCH_CHAT_SCENARIOS (1,2,3,4), BENCH_POSTGRES_URL
// (admin URL of a PostgreSQL), BENCH_CHAT_CPU_PROF (a directory: profile the servers with --cpu-prof).

const env = process.env
const ROUNDS = Number(env.BENCH_CHAT_ROUNDS ?? 3)
const TURNS = Number(env.BENCH_CHAT_TURNS ?? 200)
const STREAM_TURNS = Number(env.BENCH_CHAT_STREAM_TURNS ?? 50)
const LIST_SECONDS = Number(env.BENCH_CHAT_LIST_SECONDS ?? 10)
const LIST_CONNECTIONS = 100
const FILL_SECONDS = Number(env.BENCH_CHAT_FILL_SECONDS ?? 120)
const BIG_SESSION = 5000
const FIRST_CHUNK_DELAY_MS = 100
const STREAM_CHUNK_DELAY_MS = 10
const DATABASES = (env.BENCH_CHAT_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim())
const SCENARIOS = new Set((env.BENCH_CHAT_SCENARIOS ?? '1,2,3,4').split(',').map((s) => s.trim()))
/** A directory: the servers run with --cpu-prof and write their profiles there when stopped. */
const CPU_PROF_DIR = env.BENCH_CHAT_CPU_PROF

/** What every persona answers in scenarios 1 and 3: ~250 characters in 4-character chunks. */
const INSTANT_REPLY: FakeReply = { text: PERSONA_TEXT, chunkSize: 4 }
/** Scenario 2: the first token after 100 ms, then a token every 10 ms. */
const SLOW_REPLY: FakeReply = {
  text: 'I hear you. Long days add up; let us find one small thing to change.',
  chunkSize: 6,
  firstChunkDelayMs: FIRST_CHUNK_DELAY_MS,
  delayMs: STREAM_CHUNK_DELAY_MS,
}

const log = (line = '') => console.log(line)

// ---------------------------------------------------------------------------------------------
// The fake model, instrumented from the outside: every chat request it receives is a FakeCall
// (when its handler ran, which persona asked), and the instant it writes each content chunk is
// taken by wrapping http.ServerResponse.prototype.write in this process (the only ServerResponses
// here are the fake's). The fake's completion ids count its text replies from 1, like `calls`.

interface FakeCall {
  id: number
  at: number
  personaId: string
  body: FakeRequestBody | null
  /** performance.now() just before each non-empty content chunk was written */
  writes: number[]
}

const calls: FakeCall[] = []
let currentReply: FakeReply = INSTANT_REPLY
let keepBodies = false

function personaOf(body: FakeRequestBody): string {
  const system = String(body?.messages?.[0]?.content ?? '')
  return (
    DEFAULT_PERSONAS.find((persona) => system.startsWith(persona.systemPrompt.trim()))?.id ?? '?'
  )
}

const fake = await startFakeOpenAi()
const handler = (body: FakeRequestBody) => {
  calls.push({
    id: calls.length + 1,
    at: now(),
    personaId: personaOf(body),
    body: keepBodies ? body : null,
    writes: [],
  })
  return currentReply
}
fake.setHandler(handler)
/** Frees the bodies the fake keeps in `requests` (it never resets its completion ids). */
function forgetBodies() {
  fake.reset()
  fake.setHandler(handler)
  for (const call of calls) call.body = null
}

const CONTENT_CHUNK = /^data: \{"id":"chatcmpl-fake-(\d+)".*?"delta":\{"content":/
const originalWrite = http.ServerResponse.prototype.write
http.ServerResponse.prototype.write = function (this: http.ServerResponse, ...args: unknown[]) {
  const chunk = args[0]
  if (typeof chunk === 'string' && chunk.startsWith('data: {"id":"chatcmpl-fake-')) {
    const at = now()
    const match = CONTENT_CHUNK.exec(chunk)
    if (match) calls[Number(match[1]) - 1]?.writes.push(at)
  }
  return (originalWrite as (...rest: unknown[]) => boolean).apply(this, args)
} as typeof http.ServerResponse.prototype.write

// ---------------------------------------------------------------------------------------------
// Starting servers

const users = benchUsers(12)
const serverEnv = (extra: Record<string, string> = {}) => ({
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'fake-model',
  EXEMPT_EMAILS: users.map((user) => user.email).join(','),
  ...(CPU_PROF_DIR
    ? { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${profilerPreload()}` }
    : {}),
  ...extra,
})
/**
 * Node 20 refuses --cpu-prof in NODE_OPTIONS (and startOrion fixes the server's arguments), so the
 * servers load this instead: the inspector's profiler from the start, written out at exit.
 */
function profilerPreload(): string {
  const directory = path.resolve(CPU_PROF_DIR!)
  fs.mkdirSync(directory, { recursive: true })
  const file = path.join(os.tmpdir(), 'orion-bench-cpu-profile.mjs')
  fs.writeFileSync(
    file,
    `import fs from 'node:fs'
import { Session } from 'node:inspector'
const session = new Session()
session.connect()
session.post('Profiler.enable')
session.post('Profiler.setSamplingInterval', { interval: 200 })
session.post('Profiler.start')
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) fs.writeFileSync(${JSON.stringify(directory)} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(result.profile))
  })
})
`,
  )
  return file
}

let nextUser = 0
const newUser = (): BenchUser => users[nextUser++]!

async function rss(server: RunningServer, after: string) {
  const mb = await residentMemoryMb(server.url)
  log(`    server RSS after ${after}: ${mb.toFixed(0)} MB`)
  return mb
}

interface Row {
  database: string
  figure: string
  value: string
  budget: string
}
const rows: Row[] = []
const row = (database: string, figure: string, value: string, budget = '') =>
  rows.push({ database, figure, value, budget })

// ---------------------------------------------------------------------------------------------
// 1. Server overhead of one chat turn (non-streaming), the model answering at once

async function replayDirect(bodies: FakeRequestBody[]): Promise<number> {
  const started = now()
  await Promise.all(
    bodies.map(async (body) => {
      const response = await fetch(`${fake.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
        body: JSON.stringify(body),
      })
      await response.text()
    }),
  )
  return now() - started
}

async function turnOverhead(database: string, server: RunningServer) {
  log(
    `\n[1] turn overhead, ${database}: ${ROUNDS} rounds x ${TURNS} sequential non-streaming turns`,
  )
  log(
    `    each persona's reply: ${PERSONA_TEXT.length} characters in ${Math.ceil(PERSONA_TEXT.length / 4)} chunks, no delay`,
  )
  const api = await ChatApi.register(server.url, newUser())
  currentReply = INSTANT_REPLY
  // Warm-up: the tokenizer tables load on the first count, the JIT warms, pools fill.
  const warm = await api.createSession()
  for (let index = 0; index < 10; index++) await api.send(warm, `Warm-up ${index}`)

  const roundP50: number[] = []
  const roundP95: number[] = []
  const early: number[] = []
  const late: number[] = []
  const all = { total: [] as number[], fake: [] as number[], overhead: [] as number[] }
  const parts = { before: [] as number[], span: [] as number[], after: [] as number[] }
  const cpuPerTurn: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const sessionId = await api.createSession()
    const turns: { total: number; calls: FakeCall[] }[] = []
    keepBodies = true
    const cpuBefore = await cpuSeconds(server.url)
    for (let index = 0; index < TURNS; index++) {
      const first = calls.length
      const started = now()
      await api.send(sessionId, `Message ${index}: work ran late again, how do I keep going?`)
      const finished = now()
      const turnCalls = calls.slice(first)
      if (turnCalls.length !== 3) throw new Error(`expected 3 model calls, saw ${turnCalls.length}`)
      const firstAt = Math.min(...turnCalls.map((call) => call.at))
      const lastAt = Math.max(...turnCalls.map((call) => call.at))
      parts.before.push(firstAt - started)
      parts.span.push(lastAt - firstAt)
      parts.after.push(finished - lastAt)
      turns.push({ total: finished - started, calls: turnCalls })
    }
    keepBodies = false
    cpuPerTurn.push((((await cpuSeconds(server.url)) - cpuBefore) * 1000) / TURNS)
    // The fake's own time: the same three requests (same bodies), straight from here, in parallel.
    const overhead: number[] = []
    for (const [index, turn] of turns.entries()) {
      const fakeMs = await replayDirect(turn.calls.map((call) => call.body))
      all.total.push(turn.total)
      all.fake.push(fakeMs)
      overhead.push(turn.total - fakeMs)
      if (index < 50) early.push(turn.total - fakeMs)
      if (index >= TURNS - 50) late.push(turn.total - fakeMs)
    }
    forgetBodies()
    all.overhead.push(...overhead)
    const summary = summarize(overhead)
    roundP50.push(summary.p50)
    roundP95.push(summary.p95)
    log(
      `    round ${round + 1}: overhead ${describe(summary)}; server CPU ${ms(cpuPerTurn.at(-1)!)} ms per turn,` +
        ` load average ${os.loadavg()[0]!.toFixed(1)}`,
    )
  }
  const total = summarize(all.total)
  const fakeTime = summarize(all.fake)
  const overhead = summarize(all.overhead)
  log(`    turn as the client sees it : ${describe(total)}`)
  log(`    fake alone (3 in parallel) : ${describe(fakeTime)}`)
  log(`    overhead (turn - fake)     : ${describe(overhead)}   [budget < 10 ms]`)
  log(`      spread of the round p50s: ${spread(roundP50)}, of the round p95s: ${spread(roundP95)}`)
  log(
    `      first 50 turns of a session (history 0-98 messages): p50 ${ms(percentile(early, 50))} ms;` +
      ` last 50 (history ${2 * (TURNS - 50)}-${2 * TURNS - 2}): p50 ${ms(percentile(late, 50))} ms`,
  )
  log(
    `    where the time goes (p50): request -> first model call ${ms(percentile(parts.before, 50))} ms,` +
      ` first -> third model call ${ms(percentile(parts.span, 50))} ms,` +
      ` third model call -> response read ${ms(percentile(parts.after, 50))} ms`,
  )
  log(`    server CPU per turn (process_cpu_seconds_total): ${spread(cpuPerTurn)} ms`)
  row(
    database,
    '1. turn overhead p50 / p95 (ms)',
    `${ms(overhead.p50)} / ${ms(overhead.p95)}`,
    '< 10',
  )
  row(database, '   server CPU per turn ms, median (min-max)', spread(cpuPerTurn))
  row(database, '   rounds: p50 median (min-max)', `${spread(roundP50)}; p95 ${spread(roundP95)}`)
  row(
    database,
    '   p50 first 50 / last 50 turns',
    `${ms(percentile(early, 50))} / ${ms(percentile(late, 50))}`,
  )
  await rss(server, 'scenario 1')
}

// ---------------------------------------------------------------------------------------------
// 2. The model's first token -> the first `delta` event at the client

async function firstToken(database: string, server: RunningServer) {
  log(
    `\n[2] first token to first byte, ${database}: ${ROUNDS} rounds x ${STREAM_TURNS} streamed turns` +
      ` (fake: first chunk after ${FIRST_CHUNK_DELAY_MS} ms, then one every ${STREAM_CHUNK_DELAY_MS} ms)`,
  )
  const api = await ChatApi.register(server.url, newUser())
  currentReply = SLOW_REPLY
  const warm = await api.createSession()
  for (let index = 0; index < 3; index++) await streamTurn(api, warm, `Warm-up ${index}`)

  const first: number[] = []
  const every: number[] = []
  const roundP50: number[] = []
  const roundP95: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const sessionId = await api.createSession()
    const roundFirst: number[] = []
    for (let index = 0; index < STREAM_TURNS; index++) {
      const before = calls.length
      const { events } = await streamTurn(api, sessionId, `Streamed message ${index}`)
      const turnCalls = calls.slice(before)
      if (!events.some((event) => event.name === 'done'))
        throw new Error('the stream did not end with done')
      const firstWrite = Math.min(...turnCalls.map((call) => call.writes[0] ?? Infinity))
      const firstDelta = events.find((event) => event.name === 'delta')!.at
      roundFirst.push(firstDelta - firstWrite)
      for (const call of turnCalls) {
        const deltas = events.filter(
          (event) =>
            event.name === 'delta' &&
            (event.data as { personaId: string }).personaId === call.personaId,
        )
        if (deltas.length !== call.writes.length) {
          throw new Error(
            `${call.personaId}: ${call.writes.length} chunks written, ${deltas.length} received`,
          )
        }
        deltas.forEach((delta, position) => every.push(delta.at - call.writes[position]!))
      }
    }
    const summary = summarize(roundFirst)
    roundP50.push(summary.p50)
    roundP95.push(summary.p95)
    first.push(...roundFirst)
    log(`    round ${round + 1}: first token ${describe(summary, 2)}`)
  }
  const firstSummary = summarize(first)
  const everySummary = summarize(every)
  log(
    `    first token -> first delta byte : ${describe(firstSummary, 2)}, max ${ms(firstSummary.max, 2)} ms   [budget < 20 ms]`,
  )
  log(
    `      spread of the round p50s: ${spread(roundP50, 2)}, of the round p95s: ${spread(roundP95, 2)}`,
  )
  log(
    `    every token (all chunks of all personas): ${describe(everySummary, 2)}, max ${ms(everySummary.max, 2)} ms`,
  )
  row(
    database,
    '2. first token -> first byte p50 / p95 (ms)',
    `${ms(firstSummary.p50, 2)} / ${ms(firstSummary.p95, 2)}`,
    '< 20',
  )
  row(
    database,
    '   rounds: p50 median (min-max)',
    `${spread(roundP50, 2)}; p95 ${spread(roundP95, 2)}`,
  )
  row(
    database,
    '   every token p50 / p95 (ms)',
    `${ms(everySummary.p50, 2)} / ${ms(everySummary.p95, 2)}`,
  )
  await rss(server, 'scenario 2')
}

// ---------------------------------------------------------------------------------------------
// 3. Opening a session of 5,000 messages

async function timeOpening(database: string, api: ChatApi, sessionId: string, messages: number) {
  const variants = [
    { label: 'latest 200 (default)', query: '' },
    { label: '?limit=1000 (the maximum)', query: '?limit=1000' },
  ]
  for (const variant of variants) {
    const path = `/api/sessions/${sessionId}${variant.query}`
    for (let index = 0; index < 2; index++) await api.timedGet(path)
    const times: number[] = []
    let bytes = 0
    let count = 0
    for (let index = 0; index < 20; index++) {
      const result = await api.timedGet(path)
      if (result.status !== 200) throw new Error(`${path}: ${result.status}`)
      times.push(result.ms)
      bytes = result.bytes
      count = (JSON.parse(result.body) as { messages: unknown[] }).messages.length
    }
    const summary = summarize(times)
    log(
      `    GET ${variant.label}: ${describe(summary)}, min ${ms(summary.min)} max ${ms(summary.max)} ms;` +
        ` ${count} messages, ${(bytes / 1024).toFixed(0)} KB`,
    )
    row(
      database,
      `3. open ${messages}-msg session, ${variant.label} p50 (min-max) ms`,
      `${ms(summary.p50)} (${ms(summary.min)}-${ms(summary.max)})`,
      variant.query ? '' : '< 300',
    )
  }
  const tooMany = await api.timedGet(`/api/sessions/${sessionId}?limit=5000`)
  log(`    GET ?limit=5000: ${tooMany.status} (the route caps limit at 1000)`)
}

async function bigSessionPostgres(database: string, server: RunningServer, databaseUrl: string) {
  log(
    `\n[3] a session of ${BIG_SESSION} messages, ${database}: inserted with pg, then opened 20 times`,
  )
  const api = await ChatApi.register(server.url, newUser())
  const sessionId = await api.createSession()
  const client = await connectPostgres(databaseUrl)
  try {
    const took = await insertMessages(client, sessionId, BIG_SESSION)
    log(`    inserted ${BIG_SESSION} messages in ${(took / 1000).toFixed(1)} s`)
  } finally {
    await client.end()
  }
  await timeOpening(database, api, sessionId, BIG_SESSION)
  await rss(server, 'scenario 3')
}

/** PGlite through the API: as many turns as fit in FILL_SECONDS, four at a time. */
async function bigSessionThroughApi(database: string, server: RunningServer): Promise<boolean> {
  if (FILL_SECONDS <= 0) {
    log(`\n[3] ${database} through the API: skipped (BENCH_CHAT_FILL_SECONDS=0)`)
    return false
  }
  log(
    `\n[3] a session of ${BIG_SESSION} messages, ${database}: filled through the API (${FILL_SECONDS} s at most, 4 turns at a time)`,
  )
  currentReply = INSTANT_REPLY
  const api = await ChatApi.register(server.url, newUser())
  const sessionId = await api.createSession()
  const started = now()
  const deadline = started + FILL_SECONDS * 1000
  let turns = 0
  const worker = async () => {
    while (turns < BIG_SESSION / 2 && now() < deadline) {
      turns++
      await api.send(sessionId, `Filling message ${turns}`)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  forgetBodies()
  const seconds = (now() - started) / 1000
  const messages = turns * 2
  const complete = messages >= BIG_SESSION
  log(
    `    ${complete ? 'filled' : 'NOT filled'}: ${messages} messages in ${seconds.toFixed(1)} s` +
      ` (${(turns / seconds).toFixed(1)} turns/s)`,
  )
  row(
    database,
    '3. fill through the API',
    `${messages} messages in ${seconds.toFixed(0)} s (${(turns / seconds).toFixed(1)} turns/s)`,
  )
  await timeOpening(database, api, sessionId, messages)
  await rss(server, 'scenario 3 (API fill)')
  return complete
}

/** PGlite, server stopped: the rows go straight into its data directory, then it starts again. */
async function bigSessionPgliteOffline(database: string) {
  log(
    `\n[3b] a session of ${BIG_SESSION} messages, ${database}: inserted into the stopped server's PGlite`,
  )
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-bench-chat-'))
  try {
    let server = await startOrion(serverEnv({ DATA_DIR: dataDir }))
    const user = newUser()
    const api = await ChatApi.register(server.url, user)
    const sessionId = await api.createSession()
    await server.stop()
    const pglite = new PGlite({ dataDir: path.join(dataDir, 'db') })
    await pglite.waitReady
    const took = await insertMessages(pglite, sessionId, BIG_SESSION)
    await pglite.close()
    log(`    inserted ${BIG_SESSION} messages in ${(took / 1000).toFixed(1)} s`)
    server = await startOrion(serverEnv({ DATA_DIR: dataDir }))
    try {
      await rss(server, 'restart on the filled data directory')
      await timeOpening(
        `${database} (offline fill)`,
        new ChatApi(server.url, api.token),
        sessionId,
        BIG_SESSION,
      )
      await rss(server, 'scenario 3b')
    } finally {
      await server.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// 4. GET /api/sessions with 100 sessions under load

/** A 2 s warm-up at 10 connections, then the measured load; with the server's CPU time during it. */
async function load(url: string, headers: Record<string, string> = {}, server?: RunningServer) {
  await autocannon({ url, connections: 10, duration: 2, headers })
  const cpuBefore = server ? await cpuSeconds(server.url) : Number.NaN
  const result = await autocannon({
    url,
    connections: LIST_CONNECTIONS,
    duration: LIST_SECONDS,
    headers,
  })
  const cpuMs = server ? ((await cpuSeconds(server.url)) - cpuBefore) * 1000 : Number.NaN
  return { result, cpuMs }
}

/**
 * autocannon stops without waiting for the answers in flight: let the server work off its queue
 * before the next round (and before it is stopped).
 */
async function drain(api: ChatApi) {
  const deadline = now() + 30_000
  while (now() < deadline && (await api.timedGet('/api/sessions')).ms > 50) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

let bareFloor = Number.NaN
async function listUnderLoad(database: string, server: RunningServer) {
  log(
    `\n[4] GET /api/sessions (100 sessions), ${database}: ${LIST_CONNECTIONS} connections x ${LIST_SECONDS} s, ${ROUNDS} rounds`,
  )
  const api = await ChatApi.register(server.url, newUser())
  for (let index = 0; index < 100; index++) await api.createSession()
  const check = await api.timedGet('/api/sessions')
  const count = (JSON.parse(check.body) as unknown[]).length
  if (count !== 100) throw new Error(`expected 100 sessions, listed ${count}`)
  const perSecond: number[] = []
  const p50: number[] = []
  const p99: number[] = []
  const cpuPerRequest: number[] = []
  const headers = { authorization: `Bearer ${api.token}` }
  for (let round = 0; round < ROUNDS; round++) {
    const { result, cpuMs } = await load(`${server.url}/api/sessions`, headers, server)
    // Answers still queued when autocannon stops are not in its total: a slight over-estimate.
    cpuPerRequest.push(cpuMs / result.requests.total)
    await drain(api)
    perSecond.push(result.requests.average)
    p50.push(result.latency.p50)
    p99.push(result.latency.p99)
    log(
      `    round ${round + 1}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms,` +
        ` p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}, ${(check.bytes / 1024).toFixed(1)} KB per answer;` +
        ` server CPU ~${ms(cpuPerRequest.at(-1)!, 2)} ms per request, load average ${os.loadavg()[0]!.toFixed(1)}`,
    )
  }
  // An unchanged list asked again with its ETag: 304, no body.
  const etag = (
    await fetch(`${server.url}/api/sessions`, { headers }).then((response) => response.headers)
  ).get('etag')
  if (!etag) throw new Error('GET /api/sessions sent no ETag')
  const { result: notModified, cpuMs: notModifiedCpu } = await load(
    `${server.url}/api/sessions`,
    { ...headers, 'if-none-match': etag },
    server,
  )
  await drain(api)
  if (notModified['3xx'] === 0) throw new Error('If-None-Match was not answered 304')
  log(
    `    unchanged list with If-None-Match (304): ${notModified.requests.average.toFixed(0)} req/s,` +
      ` p50 ${notModified.latency.p50} ms, p99 ${notModified.latency.p99} ms,` +
      ` server CPU ~${ms(notModifiedCpu / notModified.requests.total, 2)} ms per request`,
  )
  // The same person and load on GET /api/user: what the sign-in check alone costs.
  const { result: user } = await load(`${server.url}/api/user`, headers)
  await drain(api)
  log(
    `    for comparison, GET /api/user (the same bearer check, one user row): ${user.requests.average.toFixed(0)} req/s,` +
      ` p50 ${user.latency.p50} ms, p99 ${user.latency.p99} ms`,
  )
  row(
    database,
    '4. list req/s median (min-max)',
    spread(perSecond, 0),
    database === 'postgres' ? '>= 3000' : '',
  )
  row(
    database,
    '   list p50 / p99 ms median (min-max)',
    `${spread(p50, 0)} / ${spread(p99, 0)}`,
    database === 'postgres' ? 'p99 < 50' : '',
  )
  row(database, '   server CPU per list request ms', spread(cpuPerRequest, 2))
  row(
    database,
    '   304 (If-None-Match): req/s, p99, CPU ms',
    `${notModified.requests.average.toFixed(0)}, ${notModified.latency.p99} ms, ${ms(notModifiedCpu / notModified.requests.total, 2)}`,
  )
  row(
    database,
    '   GET /api/user same load: req/s, p99',
    `${user.requests.average.toFixed(0)}, ${user.latency.p99} ms`,
  )
  await rss(server, 'scenario 4')
}

async function measureBareFloor() {
  const bare = await startBareServer()
  try {
    const { result } = await load(bare.url)
    bareFloor = result.requests.average
    log(
      `\n[4] floor: bare node:http, same load: ${bareFloor.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    )
  } finally {
    await bare.stop()
  }
}

// ---------------------------------------------------------------------------------------------

const startedAt = new Date()
log(
  `Orion chat benchmark, ${startedAt.toISOString()}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
)
try {
  for (const database of DATABASES) {
    if (database === 'postgres' && !(await postgresReachable())) {
      log(`\nPostgreSQL is not reachable (BENCH_POSTGRES_URL): skipping the postgres scenarios`)
      continue
    }
    const postgres = database === 'postgres' ? await freshPostgresDatabase('chat') : null
    try {
      const server = await startOrion(serverEnv(postgres ? { DATABASE_URL: postgres.url } : {}))
      try {
        await rss(server, `start (${database})`)
        if (SCENARIOS.has('1')) await turnOverhead(database, server)
        if (SCENARIOS.has('2')) await firstToken(database, server)
        if (SCENARIOS.has('3')) {
          if (postgres) await bigSessionPostgres(database, server, postgres.url)
          else await bigSessionThroughApi(database, server)
        }
        if (SCENARIOS.has('4')) await listUnderLoad(database, server)
      } finally {
        await server.stop()
      }
      if (!postgres && SCENARIOS.has('3')) await bigSessionPgliteOffline(database)
    } finally {
      await postgres?.drop()
    }
  }
  if (SCENARIOS.has('4')) await measureBareFloor()
} finally {
  http.ServerResponse.prototype.write = originalWrite
  await fake.close()
}

log(
  `\nSummary (${ROUNDS} rounds; load average now ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')})`,
)
log('database'.padEnd(10) + 'figure'.padEnd(52) + 'value'.padEnd(40) + 'budget')
for (const entry of rows) {
  log(entry.database.padEnd(10) + entry.figure.padEnd(52) + entry.value.padEnd(40) + entry.budget)
}
log(`bare node:http floor for scenario 4: ${bareFloor.toFixed(0)} req/s`)
