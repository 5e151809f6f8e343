import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { speakableText, splitSentences } from '../apps/web/src/lib/speech/speakable-text'
import { startFakeSpeech } from '../apps/server/src/test/fakes/speech-server'
import { startOrion } from './server-process'

// `npm run bench:read-aloud`: for a 10-sentence reply, the time from pressing read aloud to the
// first audio byte at the browser, sentence by sentence (what the web app does) against the whole
// reply in one request. Through the real server (its own process) and POST /api/tts, against:
//   - the fake speech server with BENCH_TTS_MS_PER_CHAR ms of synthesis per character before its
//     first byte (default 6: a CPU TTS server such as Piper or Kokoro at ~10x real time), and
//   - a speech server that really synthesises with espeak-ng (when it is installed).
// Figures are printed, never asserted.

const ROUNDS = Number(process.env.BENCH_READ_ALOUD_ROUNDS ?? 5)
const MS_PER_CHAR = Number(process.env.BENCH_TTS_MS_PER_CHAR ?? 6)

const REPLY = [
  'I hear how heavy this week has been for you, and it makes sense that you feel worn out.',
  'Starting a new job while moving house is a lot for anyone to carry at once.',
  'It might help to pick one small thing for tonight, like preparing tomorrow’s clothes.',
  'A short walk after dinner can also give your mind a little room to settle.',
  'You mentioned that mornings feel rushed, so maybe set the alarm ten minutes earlier.',
  'Try to notice one moment each day that went better than you expected.',
  'When the worries come back at night, writing them down can quiet them a bit.',
  'Be as patient with yourself as you would be with a friend in the same place.',
  'If the stress keeps building, talking with someone you trust is a good next step.',
  'I am here whenever you want to talk it through again.',
].join(' ')

/** An OpenAI-compatible /v1/audio/speech that runs espeak-ng and answers its WAV. */
async function startEspeakServer(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += String(chunk)))
    request.on('end', () => {
      const { input } = JSON.parse(body) as { input: string }
      const child = spawn('espeak-ng', ['-v', 'en-us', '--stdout', input])
      let started = false
      child.stdout.on('data', (chunk: Buffer) => {
        if (!started) response.writeHead(200, { 'content-type': 'audio/wav' })
        started = true
        response.write(chunk)
      })
      child.on('close', () => response.end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function espeakInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('espeak-ng', ['--version'])
    child.on('error', () => resolve(false))
    child.on('close', (code) => resolve(code === 0))
  })
}

/** Milliseconds from the call to the first audio byte, and to the last. */
async function timeToAudio(url: string, token: string, text: string) {
  const start = performance.now()
  const response = await fetch(`${url}/api/tts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  })
  if (response.status !== 200) throw new Error(`tts answered ${response.status}`)
  const reader = response.body!.getReader()
  let first = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!first && chunk.value.length > 0) first = performance.now() - start
  }
  return { first, last: performance.now() - start }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function measure(name: string, speechBaseUrl: string) {
  const orion = await startOrion(
    { SPEECH_BASE_URL: speechBaseUrl, SPEECH_TIMEOUT_MS: '120000' },
    { startTimeoutMs: 300_000 }, // a shared, loaded machine starts slowly
  )
  try {
    const register = await fetch(`${orion.url}/api/firebase-auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${Date.now()}@example.com`,
        username: `bench_${Date.now()}`,
        fullName: 'Bench Person',
        password: 'Bench-pass1',
      }),
    })
    const { token } = (await register.json()) as { token: string }
    const sentenceFirst: number[] = []
    const wholeFirst: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      // What the web app does when read aloud is pressed: cut, then ask for the first sentence.
      const start = performance.now()
      const sentences = splitSentences(speakableText(REPLY))
      const cut = performance.now() - start
      sentenceFirst.push(cut + (await timeToAudio(orion.url, token, sentences[0]!)).first)
      wholeFirst.push((await timeToAudio(orion.url, token, speakableText(REPLY))).first)
    }
    const sentences = splitSentences(speakableText(REPLY)).length
    console.log(
      `${name}: ${sentences} sentences, ${REPLY.length} characters; median of ${ROUNDS} rounds\n` +
        `  press -> first audio byte, sentence by sentence: ${median(sentenceFirst).toFixed(0)} ms\n` +
        `  press -> first audio byte, whole reply at once:  ${median(wholeFirst).toFixed(0)} ms`,
    )
  } finally {
    await orion.stop()
  }
}

const fake = await startFakeSpeech(0, { msPerCharacter: MS_PER_CHAR })
try {
  await measure(`fake speech server, ${MS_PER_CHAR} ms per character`, fake.baseUrl)
} finally {
  await fake.close()
}
if (await espeakInstalled()) {
  const espeak = await startEspeakServer()
  try {
    await measure('espeak-ng speech server (real synthesis)', espeak.baseUrl)
  } finally {
    await espeak.close()
  }
} else {
  console.log('espeak-ng is not installed: the real-synthesis measurement is skipped')
}
