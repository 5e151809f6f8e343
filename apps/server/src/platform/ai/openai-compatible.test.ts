import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { AiProviderError, type AiProvider, type CompletionRequest } from './ai-provider'
import { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './openai-compatible'

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => fake.reset())

function provider(overrides: Partial<OpenAiCompatibleOptions> = {}): AiProvider {
  return createOpenAiCompatibleProvider({
    baseUrl: fake.baseUrl,
    model: 'companion-model',
    timeoutMs: 5_000,
    maxRetries: 2,
    contextWindow: 128_000,
    ...overrides,
  })
}

const hello: CompletionRequest = {
  messages: [
    { role: 'system', content: 'You are Luna, a warm companion.' },
    { role: 'user', content: 'Hello there' },
  ],
}

async function collect(stream: AsyncIterable<string>) {
  const chunks: string[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return chunks
}

async function failureOf(work: Promise<unknown>): Promise<AiProviderError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AiProviderError)
  return error as AiProviderError
}

const quickRetry = { 'retry-after-ms': '10' }

describe('OpenAI-compatible provider, through the openai SDK against a local fake', () => {
  it('completes a reply in one piece and sends the model, messages and a placeholder API key', async () => {
    const reply = await provider().complete({ ...hello, temperature: 0.7, maxTokens: 200 })
    expect(reply).toBe('Fake reply from You are Luna, a warm companion.: Hello there')
    const [request] = fake.requests
    expect(request?.body).toMatchObject({
      model: 'companion-model',
      messages: hello.messages,
      temperature: 0.7,
      max_tokens: 200,
    })
    expect(request?.body.stream).toBeFalsy()
    expect(request?.headers.authorization).toBe('Bearer not-needed')
  })

  it('streams the reply chunk by chunk, in order', async () => {
    const chunks = await collect(provider({ apiKey: 'sk-test' }).stream(hello))
    expect(chunks.slice(0, 3)).toEqual(['Fak', 'e r', 'epl'])
    expect(chunks.join('')).toBe('Fake reply from You are Luna, a warm companion.: Hello there')
    expect(fake.requests[0]?.body.stream).toBe(true)
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test')
  })

  it("uses AI_RESEARCH_MODEL for model: 'research', and the default model when none is set", async () => {
    await provider({ researchModel: 'deep-model' }).complete({ ...hello, model: 'research' })
    await provider().complete({ ...hello, model: 'research' })
    expect(fake.requests.map((request) => request.body.model)).toEqual([
      'deep-model',
      'companion-model',
    ])
  })

  it('retries a 429 and then succeeds', async () => {
    fake.setHandler((_body, index) =>
      index === 0
        ? {
            status: 429,
            error: { message: 'Slow down', type: 'rate_limit_error' },
            headers: quickRetry,
          }
        : { text: 'second time lucky' },
    )
    expect(await collect(provider().stream(hello))).toEqual([
      'sec',
      'ond',
      ' ti',
      'me ',
      'luc',
      'ky',
    ])
    expect(fake.requests).toHaveLength(2)
  })

  it('retries a 500 AI_MAX_RETRIES times, then reports the provider as unavailable', async () => {
    fake.setHandler(() => ({ status: 500, error: { message: 'GPU on fire' }, headers: quickRetry }))
    const error = await failureOf(provider({ maxRetries: 2 }).complete(hello))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe('The AI provider failed (HTTP 500): GPU on fire')
    expect(fake.requests).toHaveLength(3)
  })

  it('reports a provider that keeps rate limiting as rate_limited', async () => {
    fake.setHandler(() => ({ status: 429, error: { message: 'Slow down' }, headers: quickRetry }))
    const error = await failureOf(collect(provider({ maxRetries: 1 }).stream(hello)))
    expect(error.kind).toBe('rate_limited')
    expect(error.message).toBe(
      'The AI provider is rate limiting requests. Please try again in a moment.',
    )
  })

  it('reports a refused API key without retrying', async () => {
    fake.setHandler(() => ({
      status: 401,
      error: { message: 'Incorrect API key provided', code: 'invalid_api_key' },
    }))
    const error = await failureOf(provider({ apiKey: 'sk-wrong' }).complete(hello))
    expect(error.kind).toBe('not_configured')
    expect(error.message).toBe('The AI provider refused the API key (AI_API_KEY).')
    expect(fake.requests).toHaveLength(1)
  })

  it('reports a conversation longer than the model accepts as context_too_long', async () => {
    fake.setHandler((_body, index) => ({
      status: 400,
      error:
        index === 0
          ? { message: 'Too long', code: 'context_length_exceeded' } // OpenAI
          : { message: "This model's maximum context length is 4096 tokens." }, // vLLM
    }))
    for (const _attempt of [0, 1]) {
      const error = await failureOf(provider().complete(hello))
      expect(error.kind).toBe('context_too_long')
    }
    fake.setHandler(() => ({ status: 400, error: { message: 'temperature must be <= 2' } }))
    expect((await failureOf(provider().complete(hello))).kind).toBe('bad_request')
  })

  it('reports an unreachable server as unavailable, naming its URL', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const baseUrl = `http://127.0.0.1:${port}/v1`

    const error = await failureOf(collect(provider({ baseUrl, maxRetries: 0 }).stream(hello)))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe(`The AI provider at ${baseUrl} could not be reached. Is it running?`)
  })

  it('gives up on a provider that never answers after AI_TIMEOUT_MS, and hangs up on it', async () => {
    fake.setHandler(() => ({ hang: true }))
    const started = Date.now()
    const error = await failureOf(collect(provider({ timeoutMs: 300 }).stream(hello)))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('The AI provider did not answer within 0.3 s (AI_TIMEOUT_MS).')
    expect(Date.now() - started).toBeLessThan(2_000)
    await vi.waitFor(() => expect(fake.requests[0]?.aborted).toBe(true))

    const whole = await failureOf(provider({ timeoutMs: 300 }).complete(hello))
    expect(whole.kind).toBe('timeout')
  })

  it('gives up on a stream that goes silent after its first chunks', async () => {
    fake.setHandler(() => ({ text: 'abcdefghij', chunkSize: 5, delayMs: 5_000 }))
    const chunks: string[] = []
    const error = await failureOf(
      (async () => {
        for await (const chunk of provider({ timeoutMs: 300 }).stream(hello)) chunks.push(chunk)
      })(),
    )
    expect(chunks).toEqual(['abcde'])
    expect(error.kind).toBe('timeout')
    await vi.waitFor(() => expect(fake.requests[0]?.aborted).toBe(true))
  })

  it('cancels the HTTP request when the signal aborts mid-stream, and ends with an aborted error', async () => {
    fake.setHandler(() => ({ text: 'x'.repeat(200), chunkSize: 2, delayMs: 20 }))
    const controller = new AbortController()
    const chunks: string[] = []
    const error = await failureOf(
      (async () => {
        for await (const chunk of provider().stream({ ...hello, signal: controller.signal })) {
          chunks.push(chunk)
          if (chunks.length === 2) controller.abort()
        }
      })(),
    )
    expect(error.kind).toBe('aborted')
    expect(chunks).toHaveLength(2)
    await vi.waitFor(() => expect(fake.requests[0]?.aborted).toBe(true))
  })

  it('cancels the HTTP request when the caller stops reading early', async () => {
    fake.setHandler(() => ({ text: 'y'.repeat(200), chunkSize: 2, delayMs: 20 }))
    for await (const _chunk of provider().stream(hello)) break
    await vi.waitFor(() => expect(fake.requests[0]?.aborted).toBe(true))
  })

  it('stops at once when aborted while the SDK waits to retry', async () => {
    fake.setHandler(() => ({
      status: 429,
      error: { message: 'wait' },
      headers: { 'retry-after-ms': '5000' },
    }))
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 100)
    const started = Date.now()
    const error = await failureOf(provider().complete({ ...hello, signal: controller.signal }))
    expect(error.kind).toBe('aborted')
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('refuses to start when the signal is already aborted', async () => {
    const error = await failureOf(
      collect(provider().stream({ ...hello, signal: AbortSignal.abort() })),
    )
    expect(error.kind).toBe('aborted')
    expect(fake.requests).toHaveLength(0)
  })

  it('counts tokens with a real tokenizer (o200k_base), and special-token text as plain text', () => {
    const ai = provider()
    expect(ai.countTokens('hello world')).toBe(2)
    expect(ai.countTokens('<|endoftext|>')).toBeGreaterThan(1)
    expect(ai.supportsParallel).toBe(true)
    expect(ai.contextWindow).toBe(128_000)
  })
})
