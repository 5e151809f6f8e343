import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_PERSONAS } from '../apps/server/src/features/chat/personas'
import type { CompletionRequest } from '../apps/server/src/platform/ai/ai-provider'
import {
  createLocalGgufProvider,
  type LocalGgufProvider,
} from '../apps/server/src/platform/ai/local-gguf'
import { now, spread } from './sessions'

// `npm run bench:local-model`: the time to the first token of each of the three personas on the
// in-process model, answered one after another (one context sequence, as before) and at the same
// time (a sequence per persona, batched), in the same run, on the same model file.
//
// Environment: BENCH_LOCAL_MODEL (a GGUF file; default the 1.7 MB random-weights test model in
// ../shared/models), BENCH_LOCAL_ROUNDS (5), BENCH_LOCAL_TOKENS (48, the reply length),
// BENCH_LOCAL_THREADS (1), BENCH_LOCAL_CONTEXT (1024).

const env = process.env
const repoRoot = path.resolve(import.meta.dirname, '..')
const MODEL =
  env.BENCH_LOCAL_MODEL ?? path.resolve(repoRoot, '../shared/models/llama-2-tiny-random.gguf')
const ROUNDS = Number(env.BENCH_LOCAL_ROUNDS ?? 5)
const TOKENS = Number(env.BENCH_LOCAL_TOKENS ?? 48)
const THREADS = Number(env.BENCH_LOCAL_THREADS ?? 1)
const CONTEXT = Number(env.BENCH_LOCAL_CONTEXT ?? 1024)

const requests: CompletionRequest[] = DEFAULT_PERSONAS.map((persona) => ({
  messages: [
    { role: 'system', content: persona.systemPrompt },
    { role: 'user', content: 'I had a long day and I cannot switch off. Any ideas?' },
  ],
  maxTokens: TOKENS,
  temperature: 0.7,
}))

interface Round {
  /** ms from the start of the turn to each persona's first token. */
  firstToken: number[]
  /** ms from the start of the turn to the end of the last reply. */
  total: number
}

async function answer(ai: LocalGgufProvider, request: CompletionRequest, started: number) {
  let first = Number.NaN
  for await (const chunk of ai.stream(request)) {
    if (chunk && Number.isNaN(first)) first = now() - started
  }
  return first
}

async function round(ai: LocalGgufProvider): Promise<Round> {
  const started = now()
  const firstToken = ai.supportsParallel
    ? await Promise.all(requests.map((request) => answer(ai, request, started)))
    : await requests.reduce<Promise<number[]>>(
        async (done, request) => [...(await done), await answer(ai, request, started)],
        Promise.resolve([]),
      )
  return { firstToken, total: now() - started }
}

async function measure(sequences: number) {
  const modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-bench-models-'))
  const ai = createLocalGgufProvider({
    model: MODEL,
    modelsDir,
    contextSize: CONTEXT,
    sequences,
    threads: THREADS,
  })
  const loadStarted = now()
  await ai.load()
  const loadMs = now() - loadStarted
  await round(ai) // warm-up: the first evaluation allocates buffers
  const rounds: Round[] = []
  for (let index = 0; index < ROUNDS; index++) rounds.push(await round(ai))
  const memory = ai.memory
  await ai.close()
  fs.rmSync(modelsDir, { recursive: true, force: true })
  return { sequences, loadMs, rounds, memory }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

console.log(`Local model: ${path.basename(MODEL)}; ${ROUNDS} rounds of three personas,`)
console.log(`${TOKENS} tokens each, ${THREADS} thread(s), context ${CONTEXT} tokens per sequence.`)
console.log('Figures: median (min-max) over the rounds, ms from the start of the turn.\n')

const results = [await measure(1), await measure(3)]
for (const { sequences, loadMs, rounds, memory } of results) {
  const title =
    sequences === 1 ? 'sequential (1 sequence, before)' : `parallel (${sequences} sequences, after)`
  console.log(
    `${title}: loaded in ${loadMs.toFixed(0)} ms; memory: model ${mb(memory!.modelBytes)} + context ${mb(memory!.contextBytes)}`,
  )
  DEFAULT_PERSONAS.forEach((persona, index) => {
    console.log(
      `  first token, ${persona.name.padEnd(20)} ${spread(rounds.map((r) => r.firstToken[index]!))}`,
    )
  })
  console.log(
    `  first token of all three           ${spread(rounds.map((r) => Math.max(...r.firstToken)))}`,
  )
  console.log(`  all three replies done             ${spread(rounds.map((r) => r.total))}`)
}
