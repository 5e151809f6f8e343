import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

// An OpenAI-compatible server on a loopback port: the
// product talks to it through the real openai SDK, exactly as it talks to OpenAI, Ollama or vLLM.
// It speaks POST /v1/chat/completions (JSON, and SSE when `stream: true`), POST /v1/moderations,
// POST /v1/images/generations (a real PNG, as OpenAI answers it: b64_json for the GPT image models,
// and for DALL·E only when response_format asks for it, a URL otherwise) and GET /v1/models.
//
// Like a real model, it answers the product's safety classification (a chat request whose system
// prompt starts with SAFETY_CLASSIFIER) and its moderation requests by reading the message: a
// message containing one of the `safetyVerdicts` phrases is judged risky, any other is not. These
// requests are kept apart (safetyRequests), so the persona requests keep their order and indexes.

export type FakeReply =
  | {
      text: string
      chunkSize?: number
      delayMs?: number
      firstChunkDelayMs?: number
      /** After the text, the model calls this tool (streamed as tool_calls deltas). */
      toolCall?: { name: string; arguments: string }
    }
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

/** How the product's safety classifier prompt begins (features/safety/model-check.ts). */
export const SAFETY_CLASSIFIER = 'You are a safety classifier'

export interface SafetyVerdict {
  /** Case-insensitive phrase of the person's message. */
  contains: string
  level: 'concern' | 'high' | 'imminent'
  categories: string[]
}

/** Phrases no local detector should need to know, but a model reads as danger. */
export const DEFAULT_SAFETY_VERDICTS: SafetyVerdict[] = [
  { contains: 'tonight i will finally be free of it all', level: 'imminent', categories: ['plan'] },
  { contains: 'i already took all my pills', level: 'imminent', categories: ['in_progress'] },
  { contains: 'i sorted out who gets my guitar', level: 'high', categories: ['farewell'] },
]

export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:PORT/v1, to use as AI_BASE_URL */
  baseUrl: string
  /** Every chat request received, in order (safety checks excepted). */
  requests: FakeChatRequest[]
  /** The safety classification and moderation requests, in order. */
  safetyRequests: { kind: 'classification' | 'moderation'; input: string }[]
  /** Which messages the fake judges risky (DEFAULT_SAFETY_VERDICTS until set). */
  setSafetyVerdicts(verdicts: SafetyVerdict[]): void
  /** Every image generation request received, in order. */
  imageRequests: FakeRequestBody[]
  /** Decides the next replies; `index` counts chat requests from 0 (since the last reset). */
  setHandler(handler: (body: FakeRequestBody, index: number) => FakeReply): void
  /** Back to the default handler and verdicts; clears `requests` and `safetyRequests`. */
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

/**
 * `Fake reply from <first 40 chars of the system prompt>: <last user message>`, 3-char chunks.
 * Offered the generate_image tool, a message starting "Draw " is answered by calling it with the
 * rest of the message as the prompt (no text), as tool-calling models do.
 */
export function defaultFakeReply(body: {
  messages?: WireMessage[]
  tools?: { function?: { name?: string } }[]
}): FakeReply {
  const messages = body.messages ?? []
  const system = textOf(messages.find((message) => message.role === 'system')?.content)
  const lastUser = textOf(messages.findLast((message) => message.role === 'user')?.content)
  const offered = body.tools?.some((tool) => tool.function?.name === 'generate_image')
  const drawing = /^draw\s+(.+)/is.exec(lastUser.trim())
  if (offered && drawing) {
    return {
      text: '',
      toolCall: { name: 'generate_image', arguments: JSON.stringify({ prompt: drawing[1] }) },
    }
  }
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
  const safetyRequests: FakeOpenAi['safetyRequests'] = []
  let verdicts = DEFAULT_SAFETY_VERDICTS
  const verdictFor = (input: string) =>
    verdicts.find((verdict) => input.toLowerCase().includes(verdict.contains.toLowerCase()))
  let completionCount = 0
  const imageRequests: FakeRequestBody[] = []

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
    if (request.method === 'POST' && url.pathname === '/v1/images/generations') {
      const body = JSON.parse(await readBody(request)) as FakeRequestBody
      imageRequests.push(body)
      return sendJson(response, ...(await imageAnswer(body)))
    }
    if (request.method === 'POST' && url.pathname === '/v1/moderations') {
      const body = JSON.parse(await readBody(request)) as { input: string; model?: string }
      safetyRequests.push({ kind: 'moderation', input: body.input })
      const verdict = verdictFor(body.input)
      const categories = {
        'self-harm': Boolean(verdict),
        'self-harm/intent': verdict !== undefined && verdict.level !== 'concern',
        'self-harm/instructions': false,
      }
      return sendJson(response, 200, {
        id: `modr-fake-${safetyRequests.length}`,
        model: body.model ?? 'fake-moderation',
        results: [
          {
            flagged: Boolean(verdict),
            categories,
            category_scores: Object.fromEntries(
              Object.entries(categories).map(([name, on]) => [name, on ? 0.97 : 0.001]),
            ),
          },
        ],
      })
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return sendJson(response, 404, {
        error: {
          message: `Unknown route ${request.method} ${url.pathname}`,
          type: 'invalid_request_error',
        },
      })
    }

    const raw = await readBody(request)
    let body: { model?: string; stream?: boolean; messages?: WireMessage[] }
    try {
      body = JSON.parse(raw) as typeof body
    } catch {
      return sendJson(response, 400, {
        error: { message: 'The body is not valid JSON', type: 'invalid_request_error' },
      })
    }
    const system = textOf(body.messages?.find((message) => message.role === 'system')?.content)
    if (system.startsWith(SAFETY_CLASSIFIER)) {
      const input = textOf(body.messages?.findLast((message) => message.role === 'user')?.content)
      safetyRequests.push({ kind: 'classification', input })
      const verdict = verdictFor(input)
      const answer = verdict
        ? { level: verdict.level, categories: verdict.categories }
        : { level: 'none', categories: [] }
      return sendJson(response, 200, {
        id: `chatcmpl-fake-safety-${safetyRequests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'fake-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: JSON.stringify(answer), refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
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
    if (reply.toolCall) {
      const { name, arguments: args } = reply.toolCall
      const half = Math.floor(args.length / 2)
      send(
        {
          tool_calls: [
            {
              index: 0,
              id: `call_fake_${completionCount}`,
              type: 'function',
              function: { name, arguments: args.slice(0, half) },
            },
          ],
        },
        null,
      )
      send({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }, null)
    }
    finished = true
    send({}, reply.toolCall ? 'tool_calls' : 'stop')
    response.write('data: [DONE]\n\n')
    response.end()
  }

  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    safetyRequests,
    imageRequests,
    setSafetyVerdicts(next) {
      verdicts = next
    },
    setHandler(next) {
      handler = next
    },
    reset() {
      handler = defaultFakeReply
      verdicts = DEFAULT_SAFETY_VERDICTS
      requests.length = 0
      safetyRequests.length = 0
      imageRequests.length = 0
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A prompt with this word is refused, the way OpenAI's safety system refuses one. */
export const REFUSED_IMAGE_WORD = 'forbidden'

/**
 * POST /v1/images/generations as OpenAI answers it: a real PNG of the requested size (256×256 by
 * default here, to stay light), its colour drawn from the prompt and the prompt written on it.
 */
async function imageAnswer(body: {
  model?: string
  prompt?: string
  size?: string
  response_format?: string
}): Promise<[number, unknown]> {
  const prompt = String(body.prompt ?? '')
  if (prompt === '') {
    return [
      400,
      {
        error: {
          message: "Missing required parameter: 'prompt'.",
          type: 'invalid_request_error',
          param: 'prompt',
          code: 'missing_required_parameter',
        },
      },
    ]
  }
  if (prompt.toLowerCase().includes(REFUSED_IMAGE_WORD)) {
    return [
      400,
      {
        error: {
          message: 'Your request was rejected as a result of our safety system.',
          type: 'image_generation_user_error',
          param: null,
          code: 'content_policy_violation',
        },
      },
    ]
  }
  const model = String(body.model ?? 'dall-e-2')
  const gptImage = /^gpt-image/.test(model)
  if (gptImage && body.response_format !== undefined) {
    return [
      400,
      {
        error: {
          message: "Unknown parameter: 'response_format'.",
          type: 'invalid_request_error',
          param: 'response_format',
          code: 'unknown_parameter',
        },
      },
    ]
  }
  const [width, height] = /^(\d{2,4})x(\d{2,4})$/
    .exec(body.size ?? '')
    ?.slice(1)
    .map(Number) ?? [256, 256]
  const hue = crypto.createHash('sha256').update(prompt).digest()[0]! * (360 / 256)
  // Markup characters and those XML forbids (C0 controls but tab and newlines) are not drawn: a
  // real provider accepts any prompt, so this fake must not fail on one.
  const words = prompt
    // eslint-disable-next-line no-control-regex
    .replace(/[<>&"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ' ')
    .slice(0, 40)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue.toFixed(0)},60%,45%)"/><circle cx="50%" cy="40%" r="${Math.round(Math.min(width!, height!) / 5)}" fill="hsl(${((hue + 180) % 360).toFixed(0)},70%,70%)"/><text x="50%" y="85%" font-size="${Math.round(width! / 16)}" text-anchor="middle" fill="white" font-family="sans-serif">${words}</text></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const created = Math.floor(Date.now() / 1000)
  if (!gptImage && body.response_format !== 'b64_json') {
    // DALL·E's default: a link to fetch, which Orion must not follow.
    return [200, { created, data: [{ url: `https://images.example.invalid/${created}.png` }] }]
  }
  return [
    200,
    {
      created,
      data: [
        {
          b64_json: png.toString('base64'),
          ...(model === 'dall-e-3' ? { revised_prompt: prompt } : {}),
        },
      ],
    },
  ]
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  let raw = ''
  for await (const part of request) raw += String(part)
  return raw
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
