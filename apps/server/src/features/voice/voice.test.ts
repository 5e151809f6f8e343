import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser } from '../../test/fakes/signed-in-user'
import { HELLO_TEXT, startFakeSpeech, type FakeSpeech } from '../../test/fakes/speech-server'
import { fixture, speak, transcribe } from './voice-test-kit'

describe('voice routes with a speech server', () => {
  let speech: FakeSpeech
  let t: TestApp
  let token: string

  beforeAll(async () => {
    speech = await startFakeSpeech()
    t = await buildTestApp({ SPEECH_BASE_URL: speech.baseUrl, SPEECH_API_KEY: 'speech-key' })
    token = (await registerUser(t.app)).token
  })
  afterAll(async () => {
    await t.close()
    await speech.close()
  })
  beforeEach(() => {
    speech.failWith(null)
    speech.requests.length = 0
  })

  it("reads text aloud with the server defaults: the speech server's MP3 bytes, voice ash, speed 1", async () => {
    const response = await speak(t.app, token, { text: 'Good morning.' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('audio/mpeg')
    expect(response.rawPayload.equals(fixture('sentence.mp3'))).toBe(true)
    expect(speech.requests).toEqual([
      {
        route: 'speech',
        body: {
          model: 'tts-1',
          input: 'Good morning.',
          voice: 'ash',
          speed: 1,
          response_format: 'mp3',
        },
      },
    ])
  })

  it('passes on a chosen voice and speed', async () => {
    const response = await speak(t.app, token, { text: 'Hi.', voice: 'af_bella', speed: 1.5 })
    expect(response.statusCode).toBe(200)
    expect(speech.requests[0]?.body).toMatchObject({ voice: 'af_bella', speed: 1.5 })
  })

  it('refuses empty or overlong text, a speed out of range and a malformed voice', async () => {
    const cases = [
      [{ text: '   ' }, 'Text is required'],
      [{ text: 'a'.repeat(4097) }, 'Text cannot exceed 4096 characters'],
      [{ text: 'Hi', speed: 4.5 }, 'Speed must be between 0.25 and 4'],
      [{ text: 'Hi', speed: 0.1 }, 'Speed must be between 0.25 and 4'],
      [{ text: 'Hi', voice: 'ash; rm -rf' }, 'Voice may contain only'],
    ] as const
    for (const [payload, message] of cases) {
      const response = await speak(t.app, token, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().message).toContain(message)
    }
    expect(speech.requests).toHaveLength(0)
  })

  it('answers 401 to a visitor on both routes', async () => {
    expect((await speak(t.app, null, { text: 'Hi' })).statusCode).toBe(401)
    expect((await transcribe(t.app, null, fixture('hello.webm'))).statusCode).toBe(401)
  })

  it('streams the audio as the speech server produces it', async () => {
    const release = speech.holdAfterFirstChunk()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address() as { port: number }
    const response = await fetch(`http://127.0.0.1:${address.port}/api/tts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'A sentence.' }),
    })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const first = await reader.read() // arrives while the speech server still holds the rest
    const mp3 = fixture('sentence.mp3')
    expect(first.value!.length).toBeLessThan(mp3.length)
    release()
    const rest: Uint8Array[] = [first.value!]
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest.push(chunk.value)
    expect(Buffer.concat(rest).equals(mp3)).toBe(true)
  })

  it('transcribes recording.webm as the browser records it, and a WAV file', async () => {
    for (const [file, name] of [
      ['hello.webm', 'recording.webm'],
      ['hello.wav', 'clip.wav'],
    ] as const) {
      const response = await transcribe(t.app, token, fixture(file), name)
      expect(response.statusCode, file).toBe(200)
      expect(response.json()).toEqual({ text: HELLO_TEXT })
    }
    expect(speech.requests.map((request) => request.body)).toEqual([
      expect.objectContaining({ model: 'whisper-1', filename: 'recording.webm' }),
      expect.objectContaining({ model: 'whisper-1', filename: 'recording.wav' }),
    ])
  })

  it('checks the type by content: text named recording.webm is refused with 415', async () => {
    const response = await transcribe(t.app, token, Buffer.from('not audio at all'.repeat(20)))
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({
      error: 'unsupported_audio',
      message: 'The recording must be WebM, Ogg, MP4, WAV, MP3 or FLAC audio.',
    })
    expect(speech.requests).toHaveLength(0)
  })

  it('refuses an empty recording, a request without a file and a recording over 25 MB', async () => {
    expect((await transcribe(t.app, token, Buffer.alloc(0))).json().message).toBe(
      'The recording is empty.',
    )
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/speech-to-text',
      headers: { authorization: `Bearer ${token}` },
      payload: { audio: 'x' },
    })
    expect(noFile.statusCode).toBe(400)
    const tooLarge = await transcribe(
      t.app,
      token,
      Buffer.concat([fixture('hello.webm'), Buffer.alloc(25 * 1024 * 1024)]),
    )
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().message).toBe('The recording is too large (the limit is 25 MB).')
  })

  it('reports a failing speech server as { message } (502), not a crash', async () => {
    speech.failWith(500)
    const tts = await speak(t.app, token, { text: 'Hello.' })
    expect(tts.statusCode).toBe(502)
    expect(tts.json().error).toBe('speech_failed')
    const stt = await transcribe(t.app, token, fixture('hello.webm'))
    expect(stt.statusCode).toBe(502)
    expect(stt.json().message).toContain('The transcription server at')
  })

  it('limits each person to 30 transcriptions a minute', async () => {
    const someone = (await registerUser(t.app)).token
    speech.failWith(400) // quick answers, never retried; the limit counts requests, not successes
    const statuses: number[] = []
    for (let index = 0; index < 31; index++) {
      statuses.push((await transcribe(t.app, someone, fixture('hello.webm'))).statusCode)
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
    // another person is not affected
    expect((await transcribe(t.app, token, fixture('hello.webm'))).statusCode).toBe(400)
  }, 60_000) // 32 requests through sign-in and multipart: slow on a loaded 2-core machine
})

describe('voice routes without a speech server', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await buildTestApp()
    token = (await registerUser(t.app)).token
  })
  afterAll(() => t.close())

  it('answers 503 speech_unavailable so that the web app uses the browser voice', async () => {
    const tts = await speak(t.app, token, { text: 'Hello.' })
    expect(tts.statusCode).toBe(503)
    expect(tts.json()).toMatchObject({ error: 'speech_unavailable' })
    const stt = await transcribe(t.app, token, fixture('hello.webm'))
    expect(stt.statusCode).toBe(503)
    expect(stt.json().message).toContain('Speech-to-text is not configured')
  })

  it('limits each person to 120 read-aloud requests a minute (the limit the headers announce)', async () => {
    const response = await speak(t.app, token, { text: 'Hello.' })
    expect(response.headers['x-ratelimit-limit']).toBe('120')
    expect(response.headers['x-ratelimit-remaining']).toBe('118') // the test above spoke once
  })
})

describe('voice routes on a chat provider without audio routes', () => {
  let ai: FakeSpeech
  let t: TestApp
  let token: string
  beforeAll(async () => {
    ai = await startFakeSpeech() // stands in for Ollama: 404 on the audio routes
    ai.failWith(404)
    t = await buildTestApp({ AI_BASE_URL: ai.baseUrl, AI_MODEL: 'fake-model' })
    token = (await registerUser(t.app)).token
  })
  afterAll(async () => {
    await t.close()
    await ai.close()
  })

  it('answers 503 and stops asking that server for a while', async () => {
    for (let index = 0; index < 3; index++) {
      const response = await speak(t.app, token, { text: 'Hello.' })
      expect(response.statusCode).toBe(503)
      expect(response.json().message).toBe('Text-to-speech is not available on this server.')
    }
    expect(ai.requests).toHaveLength(1)
  })
})
