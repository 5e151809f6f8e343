import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

// An OpenAI-compatible speech server on a loopback port: POST /v1/audio/speech answers real audio
// (fixtures spoken once by espeak-ng, committed) streamed in chunks, and POST /v1/audio/transcriptions
// answers the words of a known recording, found by the SHA-256 of its bytes. A recognizer is out of
// reach offline, so a recording the fake has never heard (a browser's own WebM of the fake
// microphone) is transcribed as `microphoneText` when that is set: the words the fake microphone
// plays. The product talks to it through the real openai SDK, as it would to Speaches or OpenAI.

export const SPEECH_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/speech')
export const HELLO_TEXT = 'Hello Orion, I would like to talk about my day.'

/** Recordings whose words we know (the file, and the same speech as recorded by Chromium). */
const KNOWN_RECORDINGS: Record<string, string> = {
  'hello.wav': HELLO_TEXT,
  'hello.webm': HELLO_TEXT,
}

export interface FakeSpeechRequest {
  route: 'speech' | 'transcriptions'
  /** speech: the JSON body; transcriptions: the form fields and the file's name and size. */
  body: Record<string, unknown>
}

export interface FakeSpeechOptions {
  /** Milliseconds of "synthesis" per input character before the first audio byte (bench). */
  msPerCharacter?: number
  /** The words of any unknown recording (see above). */
  microphoneText?: string
}

export interface FakeSpeech {
  baseUrl: string
  requests: FakeSpeechRequest[]
  /** Answer every audio request (still recorded) with this status and an OpenAI-style error (null: work normally). */
  failWith(status: number | null): void
  /** Holds each speech response after its first chunk until the returned function is called. */
  holdAfterFirstChunk(): () => void
  close(): Promise<void>
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function knownTranscripts(): Map<string, string> {
  const known = new Map<string, string>()
  for (const [file, text] of Object.entries(KNOWN_RECORDINGS)) {
    const full = path.join(SPEECH_FIXTURES, file)
    if (fs.existsSync(full)) known.set(sha256(fs.readFileSync(full)), text)
  }
  return known
}

/** The parts of a multipart/form-data body (enough of RFC 7578 for the openai SDK's uploads). */
function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  if (!boundary) return []
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const parts: { name: string; filename?: string; data: Buffer }[] = []
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length)
    if (next === -1) break
    const part = body.subarray(start + delimiter.length + 2, next - 2)
    const headerEnd = part.indexOf('\r\n\r\n')
    const headers = part.subarray(0, headerEnd).toString()
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? ''
    const filename = /filename="([^"]*)"/.exec(headers)?.[1]
    parts.push({ name, filename, data: part.subarray(headerEnd + 4) })
    start = next
  }
  return parts
}

/** Whether the bytes start like an audio container a browser records or a server accepts. */
function looksLikeAudio(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 12)
  return (
    head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) || // WebM/Matroska
    head.subarray(0, 4).toString() === 'OggS' ||
    head.subarray(0, 4).toString() === 'RIFF' ||
    head.subarray(4, 8).toString() === 'ftyp' || // MP4
    head.subarray(0, 3).toString() === 'ID3' ||
    head.subarray(0, 4).toString() === 'fLaC'
  )
}

export async function startFakeSpeech(
  listenPort = 0,
  options: FakeSpeechOptions = {},
): Promise<FakeSpeech> {
  const audio = {
    mp3: fs.readFileSync(path.join(SPEECH_FIXTURES, 'sentence.mp3')),
    wav: fs.readFileSync(path.join(SPEECH_FIXTURES, 'sentence.wav')),
  }
  const known = knownTranscripts()
  const requests: FakeSpeechRequest[] = []
  let failure: number | null = null
  let hold: Promise<void> | null = null

  const error = (response: http.ServerResponse, status: number, message: string) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }))
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks)

    // Test-only controls for the browser tests, which run this fake in another process.
    if (url.pathname === '/v1/_fake/health') return error(response, 200, 'ok')
    if (url.pathname === '/v1/_fake/fail' && request.method === 'POST') {
      failure = (JSON.parse(raw.toString() || '{}') as { status?: number | null }).status ?? null
      return error(response, 200, `failing with ${failure}`)
    }
    if (url.pathname === '/v1/_fake/requests') {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ requests }))
    }
    const failing = () =>
      failure !== null && (error(response, failure, 'The fake speech server is failing'), true)

    if (request.method === 'POST' && url.pathname === '/v1/audio/speech') {
      const body = JSON.parse(raw.toString()) as { input?: string; response_format?: string }
      requests.push({ route: 'speech', body })
      if (failing()) return
      if (!body.input) return error(response, 400, 'input is required')
      const bytes = body.response_format === 'wav' ? audio.wav : audio.mp3
      await sleep((options.msPerCharacter ?? 0) * body.input.length)
      response.writeHead(200, {
        'content-type': body.response_format === 'wav' ? 'audio/wav' : 'audio/mpeg',
      })
      const size = Math.ceil(bytes.length / 4)
      for (let offset = 0; offset < bytes.length; offset += size) {
        response.write(bytes.subarray(offset, offset + size))
        if (offset === 0 && hold) await hold
      }
      return response.end()
    }

    if (request.method === 'POST' && url.pathname === '/v1/audio/transcriptions') {
      const parts = parseMultipart(raw, request.headers['content-type'] ?? '')
      const file = parts.find((part) => part.name === 'file')
      const fields = Object.fromEntries(
        parts.filter((part) => part !== file).map((part) => [part.name, part.data.toString()]),
      )
      requests.push({
        route: 'transcriptions',
        body: { ...fields, filename: file?.filename, size: file?.data.length ?? 0 },
      })
      if (failing()) return
      if (!file || file.data.length === 0) return error(response, 400, 'file is required')
      const text =
        known.get(sha256(file.data)) ??
        (options.microphoneText && looksLikeAudio(file.data) ? options.microphoneText : undefined)
      if (text === undefined) return error(response, 400, 'The fake has never heard this audio')
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify({ text }))
    }
    return error(response, 404, `Unknown route ${request.method} ${url.pathname}`)
  }

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((problem: unknown) => {
      if (!response.headersSent) error(response, 500, String(problem))
      else response.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failWith(status) {
      failure = status
    },
    holdAfterFirstChunk() {
      let release!: () => void
      hold = new Promise<void>((resolve) => (release = resolve))
      return () => {
        hold = null
        release()
      }
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
