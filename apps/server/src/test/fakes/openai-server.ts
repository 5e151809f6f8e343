import http from 'node:http'
import type { AddressInfo } from 'node:net'

// An OpenAI-compatible server on a loopback port (DESIGN.md "The outside world in tests"): the
// product talks to it through the real openai SDK, exactly as it talks to OpenAI, Ollama or vLLM.
// It speaks POST /v1/chat/completions (JSON, and SSE when `stream: true`) and GET /v1/models.

export type FakeReply =
  | { text: string; chunkSize?: number; delayMs?: number; firstChunkDelayMs?: number }
  | {
      status: number
      error: { message: string; type?: string; code?: string }
      /** e.g. { 'retry-after-ms': '10' } to keep a retry test fast */
      headers?: Record<string, string>
    }
  | { hang: true }

/** The JSON body the client sent (tests read whatever fields they check). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakeRequestBody = any

export interface FakeChatRequest {
  body: FakeRequestBody
  headers: Record<string, string | string[] | undefined>
  /** True when the client went away before the reply was complete (cancel, timeout). */
  aborted: boolean
}

export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:PORT/v1, to use as AI_BASE_URL */
  baseUrl: string
  /** Every chat request received, in order. */
  requests: FakeChatRequest[]
  /** Decides the next replies; `index` counts chat requests from 0 (since the last reset). */
  setHandler(handler: (body: FakeRequestBody, index: number) => FakeReply): void
  /** Back to the default handler; clears `requests`. */
  reset(): void
  close(): Promise<void>
}

interface WireMessage {
  role: string
  content: unknown
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content)) {
    return content.map((part: { text?: string }) => part.text ?? '').join('')
  }
  return ''
}

/** `Fake reply from <first 40 chars of the system prompt>: <last user message>`, 3-char chunks. */
export function defaultFakeReply(body: { messages?: WireMessage[] }): FakeReply {
  const messages = body.messages ?? []
  const system = textOf(messages.find((message) => message.role === 'system')?.content)
  const lastUser = textOf(messages.findLast((message) => message.role === 'user')?.content)
  return { text: `Fake reply from ${system.slice(0, 40)}: ${lastUser}`, chunkSize: 3 }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = []
  for (let start = 0; start < text.length; start += size)
    chunks.push(text.slice(start, start + size))
  return chunks
}

/** Rough usage numbers: the fake has no tokenizer, and clients only display them. */
const roughTokens = (text: string) => Math.ceil(text.length / 4)

export async function startFakeOpenAi(listenPort = 0): Promise<FakeOpenAi> {
  let handler: (body: FakeRequestBody, index: number) => FakeReply = defaultFakeReply
  const requests: FakeChatRequest[] = []
  let completionCount = 0

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }))
    })
  })

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    if (request.method === 'GET' && url.pathname === '/v1/models') {
      return sendJson(response, 200, {
        object: 'list',
        data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'orion-tests' }],
      })
    }
    // Test-only introspection for the browser tests, which run this fake in another process.
    if (request.method === 'GET' && url.pathname === '/v1/_fake/requests') {
      return sendJson(response, 200, { requests: requests.map((entry) => entry.body) })
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return sendJson(response, 404, {
        error: {
          message: `Unknown route ${request.method} ${url.pathname}`,
          type: 'invalid_request_error',
        },
      })
    }

    let raw = ''
    for await (const part of request) raw += String(part)
    let body: { model?: string; stream?: boolean; messages?: WireMessage[] }
    try {
      body = JSON.parse(raw) as typeof body
    } catch {
      return sendJson(response, 400, {
        error: { message: 'The body is not valid JSON', type: 'invalid_request_error' },
      })
    }
    const record: FakeChatRequest = { body, headers: { ...request.headers }, aborted: false }
    requests.push(record)
    const index = requests.length - 1
    let finished = false
    response.on('close', () => {
      if (!finished) record.aborted = true
    })

    const reply = handler(body, index)
    if ('hang' in reply) return // the socket stays open until the client gives up
    if ('status' in reply) {
      finished = true
      return sendJson(
        response,
        reply.status,
        { error: { type: null, code: null, param: null, ...reply.error } },
        reply.headers,
      )
    }

    const id = `chatcmpl-fake-${++completionCount}`
    const created = Math.floor(Date.now() / 1000)
    const model = body.model ?? 'fake-model'
    const promptText = (body.messages ?? []).map((message) => textOf(message.content)).join('\n')
    const usage = {
      prompt_tokens: roughTokens(promptText),
      completion_tokens: roughTokens(reply.text),
      total_tokens: roughTokens(promptText) + roughTokens(reply.text),
    }

    if (!body.stream) {
      if (reply.firstChunkDelayMs) await sleep(reply.firstChunkDelayMs)
      if (record.aborted) return
      finished = true
      return sendJson(response, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.text, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage,
      })
    }

    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    })
    response.flushHeaders()
    const send = (delta: object, finishReason: string | null) =>
      response.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
        })}\n\n`,
      )

    if (reply.firstChunkDelayMs) await sleep(reply.firstChunkDelayMs)
    if (record.aborted) return
    send({ role: 'assistant', content: '' }, null)
    const chunks = chunksOf(reply.text, Math.max(1, reply.chunkSize ?? 3))
    for (const [position, chunk] of chunks.entries()) {
      if (position > 0 && reply.delayMs) await sleep(reply.delayMs)
      if (record.aborted) return
      send({ content: chunk }, null)
    }
    finished = true
    send({}, 'stop')
    response.write('data: [DONE]\n\n')
    response.end()
  }

  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setHandler(next) {
      handler = next
    },
    reset() {
      handler = defaultFakeReply
      requests.length = 0
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { ...headers, 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
