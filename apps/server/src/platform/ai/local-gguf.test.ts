import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AiProviderError, type CompletionRequest } from './ai-provider'
import { createLocalGgufProvider, type LocalGgufProvider } from './local-gguf'

// The real in-process path: a 1.7 MB GGUF with random
// weights, kept beside the repository (../shared/models), not in it.
const repoRoot = path.resolve(import.meta.dirname, '../../../../..')
const tinyModel = path.resolve(repoRoot, '../shared/models/llama-2-tiny-random.gguf')

const hello: CompletionRequest = {
  messages: [
    { role: 'system', content: 'You are Luna, a warm companion.' },
    { role: 'user', content: 'Hello there' },
  ],
  maxTokens: 8,
}

let ai: LocalGgufProvider
let modelsDir: string
beforeAll(async () => {
  if (!fs.existsSync(tinyModel)) {
    throw new Error(
      `The test model is missing: expected ${tinyModel} (the checkout must have ../shared/models ` +
        'beside the repository; see ../shared/models/README.md).',
    )
  }
  modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-models-'))
  ai = createLocalGgufProvider({ model: tinyModel, modelsDir, contextSize: 1024, threads: 1 })
  await ai.load()
}, 60_000)
afterAll(async () => {
  await ai?.close()
  if (modelsDir) fs.rmSync(modelsDir, { recursive: true, force: true })
})

/** Starts `count` long replies at once; the reply index of every chunk, in the order they came. */
async function streamTogether(provider: LocalGgufProvider, count: number): Promise<number[]> {
  const arrivals: number[] = []
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      for await (const chunk of provider.stream({ ...hello, maxTokens: 24 })) {
        if (chunk) arrivals.push(index)
      }
    }),
  )
  return arrivals
}

const switches = (arrivals: number[]) =>
  arrivals.filter((index, position) => position > 0 && index !== arrivals[position - 1]).length

describe('local GGUF provider (node-llama-cpp, in process)', () => {
  it('loads the model with the context size asked for and its chat template', () => {
    expect(ai.kind).toBe('local-gguf')
    expect(ai.modelName).toBe('llama-2-tiny-random.gguf')
    expect(ai.supportsParallel).toBe(false)
    expect(ai.contextWindow).toBe(1024)
    expect(ai.chatTemplate).toEqual(expect.any(String))
  })

  it('applies the chat template: the model sees the roles, not just the concatenated text', () => {
    const prompt = ai.formatPrompt(hello.messages)
    expect(prompt).toContain('You are Luna, a warm companion.')
    expect(prompt).toContain('Hello there')
    expect(prompt.length).toBeGreaterThan(
      'You are Luna, a warm companion.'.length + 'Hello there'.length + 2,
    )
  })

  it("counts tokens with the model's own tokenizer", () => {
    expect(ai.countTokens('hello world')).toBe(2)
    expect(ai.countTokens('')).toBe(0)
  })

  it('streams the reply as it is generated', async () => {
    const chunks: string[] = []
    for await (const chunk of ai.stream(hello)) chunks.push(chunk)
    expect(chunks.length).toBeGreaterThan(0)
    expect(chunks.every((chunk) => chunk.length > 0)).toBe(true)
  })

  it('stops generating when the signal aborts, and ends with an aborted error', async () => {
    const controller = new AbortController()
    const chunks: string[] = []
    let caught: unknown = null
    try {
      for await (const chunk of ai.stream({
        ...hello,
        maxTokens: 500,
        signal: controller.signal,
      })) {
        chunks.push(chunk)
        controller.abort()
      }
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(AiProviderError)
    expect((caught as AiProviderError).kind).toBe('aborted')
    expect(chunks).toHaveLength(1)
    // the sequence is free again: the next request is answered
    expect(typeof (await ai.complete(hello))).toBe('string')
  })

  it('with one sequence, answers requests made at the same time one after another', async () => {
    const arrivals = await streamTogether(ai, 3)
    expect(switches(arrivals)).toBe(2) // 0…0 1…1 2…2
  })

  it('with a sequence per persona, streams the three replies at the same time, interleaved', async () => {
    const parallel = createLocalGgufProvider({
      model: tinyModel,
      modelsDir,
      contextSize: 512,
      sequences: 3,
      threads: 1,
    })
    await parallel.load()
    try {
      expect(parallel).toMatchObject({ supportsParallel: true, sequences: 3, contextWindow: 512 })
      expect(parallel.memory!.modelBytes).toBeGreaterThan(0)
      expect(parallel.memory!.contextBytes).toBeGreaterThan(0)
      const arrivals = await streamTogether(parallel, 3)
      // Every reply has started before any has finished, and they take turns chunk by chunk.
      const firsts = [0, 1, 2].map((index) => arrivals.indexOf(index))
      const lasts = [0, 1, 2].map((index) => arrivals.lastIndexOf(index))
      expect(Math.max(...firsts)).toBeLessThan(Math.min(...lasts))
      expect(switches(arrivals)).toBeGreaterThan(10)
    } finally {
      await parallel.close()
    }
  })

  it('names a missing model file', async () => {
    const missing = createLocalGgufProvider({
      model: path.join(modelsDir, 'nope.gguf'),
      modelsDir,
      contextSize: 1024,
    })
    const error = await missing.load().then(
      () => null,
      (caught: unknown) => caught as AiProviderError,
    )
    expect(error?.kind).toBe('not_configured')
    expect(error?.message).toContain('nope.gguf (AI_LOCAL_MODEL) does not exist')
  })

  it('unloads on close, and loads again on the next request', async () => {
    const own = createLocalGgufProvider({
      model: tinyModel,
      modelsDir,
      contextSize: 512,
      threads: 1,
    })
    await own.load()
    expect(own.countTokens('hello world')).toBe(2)
    await own.close()
    expect(own.chatTemplate).toBeNull()
    expect(() => own.countTokens('hello')).toThrow('has not finished loading')
    const chunks: string[] = []
    for await (const chunk of own.stream(hello)) chunks.push(chunk)
    expect(chunks.length).toBeGreaterThan(0)
    await own.close()
  })
})
