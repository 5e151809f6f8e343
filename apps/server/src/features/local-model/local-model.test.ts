import path from 'node:path'
import { ONLY_OWNER_MESSAGE } from '@orion/contracts/local-model'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadModel } from '../../platform/ai/model-download'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startModelFileServer, type ModelFileServer } from '../../test/fakes/model-file-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'

// A server with no AI provider, whose download source is a file host on loopback serving the
// 1.7 MB test GGUF: the setup card's routes, the owner's download with its progress, and a chat
// turn answered by the downloaded model without a restart.
const repoRoot = path.resolve(import.meta.dirname, '../../../../..')
const tinyModel = path.resolve(repoRoot, '../shared/models/llama-2-tiny-random.gguf')
const TINY_SHA256 = '81f226c62d28ed4a1a9b9fa080fcd9f0cc40e0f9d5680036583ff98fbcd035cb'
const TINY_SIZE = '1750560'

const bearer = (who: Credentials) => ({ authorization: `Bearer ${who.token}` })

interface SseEvent {
  name: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any
}
const parseSse = (text: string): SseEvent[] =>
  text
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith(':')))
    .filter((lines) => lines.some((line) => line.startsWith('data: ')))
    .map((lines) => ({
      name: lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message',
      data: JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)),
    }))

let host: ModelFileServer
beforeAll(async () => {
  // 64 KB every 5 ms: about 140 ms for the whole file, so progress comes in several steps
  host = await startModelFileServer(tinyModel, {
    fileName: 'llama-2-tiny-random.gguf',
    bytesPerTick: 64 * 1024,
    tickMs: 5,
  })
})
afterAll(() => host.close())

const serverWith = (sha256 = TINY_SHA256) =>
  buildTestApp({
    AI_MODEL_DOWNLOAD_URL: host.url,
    AI_MODEL_SHA256: sha256,
    AI_MODEL_SIZE: TINY_SIZE,
    AI_LOCAL_CONTEXT_SIZE: '512',
    AI_LOCAL_SEQUENCES: '4',
    AI_LOCAL_THREADS: '1', // the random-weights model gains nothing from more on a busy machine
  })

describe('the local model of a server with no AI provider', () => {
  let t: TestApp
  let owner: Credentials
  let other: Credentials
  beforeAll(async () => {
    t = await serverWith()
    owner = await registerUser(t.app, { fullName: 'Ada Owner' })
    other = await registerUser(t.app, { fullName: 'Bo Guest' })
  })
  afterAll(() => t.close())

  it('describes the model to download, and lets only the first account download it', async () => {
    const asOwner = (await t.app.inject({ url: '/api/local-model', headers: bearer(owner) })).json()
    expect(asOwner).toEqual({
      state: 'missing',
      model: {
        name: 'llama-2-tiny-random.gguf',
        fileName: 'llama-2-tiny-random.gguf',
        sizeBytes: 1_750_560,
        licence: null,
        licenceUrl: null,
      },
      progress: null,
      error: null,
      contextSize: null,
      sequences: 4,
      canDownload: true,
      ownerName: 'Ada Owner',
    })
    const asOther = (await t.app.inject({ url: '/api/local-model', headers: bearer(other) })).json()
    expect(asOther).toMatchObject({ canDownload: false, ownerName: 'Ada Owner' })

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/local-model/download',
      headers: bearer(other),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: 'forbidden', message: ONLY_OWNER_MESSAGE })
    expect((await t.app.inject('/api/local-model')).statusCode).toBe(401)
  })

  it('answers the chat with 503 until the model is there', async () => {
    const session = (
      await t.app.inject({ method: 'POST', url: '/api/sessions', headers: bearer(owner) })
    ).json()
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/messages`,
      headers: bearer(owner),
      payload: { content: 'Hello there' },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().error).toBe('ai_not_configured')
    const ready = (await t.app.inject('/readyz')).json()
    expect(ready.ai).toMatchObject({ provider: 'none', localModel: 'missing' })
    expect((await t.app.inject('/api/meta')).json().aiProvider).toBe('none')
  })

  it('downloads with progress events, loads the model, and the next chat turn runs on it without a restart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/local-model/download',
      headers: bearer(owner),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/event-stream')
    const events = parseSse(response.body)
    const progress = events.filter((event) => event.name === 'progress').map((event) => event.data)
    expect(progress.length).toBeGreaterThan(2)
    expect(progress.at(-1)).toMatchObject({ receivedBytes: 1_750_560, percent: 100 })
    expect(progress.some((step) => step.percent > 0 && step.percent < 100)).toBe(true)
    expect(events.map((event) => event.name).filter((name) => name !== 'progress')).toEqual([
      'loading',
      'ready',
    ])
    expect(events.at(-1)!.data).toEqual({
      model: 'llama-2-tiny-random.gguf',
      contextSize: 512,
      sequences: 4,
    })

    const status = (await t.app.inject({ url: '/api/local-model', headers: bearer(other) })).json()
    expect(status).toMatchObject({ state: 'ready', contextSize: 512, sequences: 4 })
    const ready = (await t.app.inject('/readyz')).json()
    expect(ready.ai).toMatchObject({
      provider: 'local-gguf',
      model: 'llama-2-tiny-random.gguf',
      contextSize: 512,
      sequences: 4,
      localModel: 'ready',
    })
    expect((await t.app.inject('/api/meta')).json().aiProvider).toBe('local-gguf')

    const session = (
      await t.app.inject({ method: 'POST', url: '/api/sessions', headers: bearer(other) })
    ).json()
    const turn = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/messages`,
      headers: bearer(other),
      payload: { content: 'Hello there' },
    })
    expect(turn.statusCode).toBe(200)
    const reply: string = turn.json().assistantMessage.content
    for (const persona of ['listener', 'coach', 'guide']) {
      expect(reply).toMatch(new RegExp(`\\[\\[persona:${persona}\\]\\]\\n\\S`))
    }
  }, 60_000)
})

describe('a download that fails its checksum', () => {
  it('is refused with a clear message, and the model stays missing', async () => {
    const t = await serverWith('0'.repeat(64))
    try {
      const owner = await registerUser(t.app)
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/local-model/download',
        headers: bearer(owner),
      })
      const failed = parseSse(response.body).find((event) => event.name === 'failed')
      expect(failed?.data.message).toBe(
        `The downloaded llama-2-tiny-random.gguf failed its checksum: sha256 ${TINY_SHA256}, expected ${'0'.repeat(64)}. It was deleted and not used. Try again, or check AI_MODEL_SHA256.`,
      )
      const status = (
        await t.app.inject({ url: '/api/local-model', headers: bearer(owner) })
      ).json()
      expect(status).toMatchObject({ state: 'failed', error: failed?.data.message })
      expect((await t.app.inject('/api/meta')).json().aiProvider).toBe('none')
    } finally {
      await t.close()
    }
  })
})

describe('npm run model:pull beside a running server', () => {
  it('is picked up by the server without a restart', async () => {
    const t = await serverWith()
    try {
      // What model-pull.ts does, in another process: the file appears under its final name.
      await downloadModel(t.config.ai.modelSource, t.config.ai.modelsDir)
      await expect
        .poll(async () => (await t.app.inject('/api/meta')).json().aiProvider, { timeout: 20_000 })
        .toBe('local-gguf')
    } finally {
      await t.close()
    }
  }, 30_000)
})
