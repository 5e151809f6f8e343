import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import {
  REFUSED_IMAGE_WORD,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../test/fakes/openai-server'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer } from '../../test/uploads-kit'

// The Imagine action (POST /api/images/generate, and a message sent with `imagine: true`, whose
// picture is shown in the reply) against the fake OpenAI-compatible image endpoint on loopback, which answers real PNG bytes as OpenAI does: b64_json always for the GPT
// image models, and for DALL·E only when response_format asks for it.

const PROMPT = 'A lighthouse at dusk with a violet sky'

describe.each([
  { model: 'gpt-image-1', storage: 'local' },
  { model: 'dall-e-3', storage: 's3' },
] as const)('Imagine with $model ($storage storage)', ({ model, storage }) => {
  let fake: FakeOpenAi
  let s3: FakeS3 | null = null
  let t: TestApp
  let owner: Credentials
  let stranger: Credentials

  beforeAll(async () => {
    fake = await startFakeOpenAi()
    if (storage === 's3') s3 = await startFakeS3()
    t = await buildTestApp({
      IMAGE_BASE_URL: fake.baseUrl,
      IMAGE_API_KEY: 'sk-images',
      IMAGE_MODEL: model,
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
      ...(s3?.environment ?? {}),
    })
    owner = await registerUser(t.app)
    stranger = await registerUser(t.app)
  })
  afterEach(() => fake.reset())
  afterAll(async () => {
    await t.close()
    await fake.close()
    await s3?.close()
  })

  const imagine = (token: string, prompt: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: bearer(token),
      payload: { prompt },
    })

  it('says in /api/meta that Imagine is offered', async () => {
    const meta = await t.app.inject({ method: 'GET', url: '/api/meta' })
    expect(meta.json().imageGeneration).toBe(true)
  })

  it('stores the picture and adds it to the gallery with its generator and prompt', async () => {
    const response = await imagine(owner.token, `  ${PROMPT} `)
    expect(response.statusCode).toBe(201)
    const image = response.json()
    expect(image).toMatchObject({ source: 'generated', generator: model, prompt: PROMPT })

    expect(fake.imageRequests).toHaveLength(1)
    const sent = fake.imageRequests[0]
    expect(sent).toMatchObject({ model, prompt: PROMPT, n: 1 })
    expect(sent.response_format).toBe(model === 'dall-e-3' ? 'b64_json' : undefined)

    // The stored picture is the provider's, re-encoded: a PNG of its size, served by signed URL.
    const served = await t.app.inject({ method: 'GET', url: image.imageUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    const metadata = await sharp(served.rawPayload).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 256, 256])
    expect([image.width, image.height]).toEqual([256, 256])

    const gallery = await t.app.inject({
      method: 'GET',
      url: '/api/gallery',
      headers: bearer(owner.token),
    })
    expect(gallery.statusCode).toBe(200)
    expect(gallery.json().images[0]).toMatchObject({
      id: image.id,
      source: 'generated',
      generator: model,
      prompt: PROMPT,
      userNote: null,
    })
  })

  it('answers 404 for the picture to another account, on every route', async () => {
    const { id, imageUrl } = (await imagine(owner.token, PROMPT)).json()
    const as = bearer(stranger.token)
    const direct = await t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers: as })
    expect(direct.statusCode).toBe(404)
    const wrongSignature = await t.app.inject({
      method: 'GET',
      url: imageUrl.replace(/signature=[^&]+/, 'signature=AAAA'),
      headers: as,
    })
    expect(wrongSignature.statusCode).toBe(404)
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/gallery/${id}`,
        headers: as,
        ...(method === 'PATCH' ? { payload: { userNote: 'mine' } } : {}),
      })
      expect(response.statusCode).toBe(404)
    }
    const theirs = await t.app.inject({ method: 'GET', url: '/api/gallery', headers: as })
    expect(theirs.json().total).toBe(0)
    // Sent with a message by someone else, it is refused too.
    const session = await t.app.inject({ method: 'POST', url: '/api/sessions', headers: as })
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.json().id}/messages`,
      headers: as,
      payload: { content: 'look', imageUrls: [imageUrl] },
    })
    expect(sent.statusCode).toBe(404)
  })

  it("refuses what the provider refuses, with the provider's words", async () => {
    const response = await imagine(owner.token, `A ${REFUSED_IMAGE_WORD} scene`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'image_prompt_refused' })
    expect(response.json().message).toContain('rejected as a result of our safety system')
  })

  const sendImagine = (token: string, sessionId: string, content: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/messages`,
      headers: bearer(token),
      payload: { content, imagine: true },
    })
  const newSession = async (token: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/sessions', headers: bearer(token) })).json()
      .id as string

  it('from the composer: the picture is in the reply, stored with it, and in the gallery', async () => {
    const sessionId = await newSession(owner.token)
    const sent = await sendImagine(owner.token, sessionId, PROMPT)
    expect(sent.statusCode, sent.body).toBe(200)
    const { userMessage, assistantMessage } = sent.json()
    expect(userMessage).toMatchObject({ content: PROMPT, imageUrls: [] })
    expect(assistantMessage.imageUrls).toHaveLength(1)
    expect(fake.imageRequests).toHaveLength(1)
    expect(fake.imageRequests[0]).toMatchObject({ model, prompt: PROMPT })

    // In the gallery with its generator and prompt; the reply shows that very picture.
    const gallery = await t.app.inject({
      method: 'GET',
      url: '/api/gallery',
      headers: bearer(owner.token),
    })
    const [picture] = gallery.json().images
    expect(picture).toMatchObject({ source: 'generated', generator: model, prompt: PROMPT })
    expect(assistantMessage.imageUrls[0]).toContain(`/api/images/${picture.id}`)
    const served = await t.app.inject({ method: 'GET', url: assistantMessage.imageUrls[0] })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')

    // A reload reads it from the stored reply.
    const reloaded = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(owner.token),
    })
    const reply = reloaded.json().messages.find((m: { role: string }) => m.role === 'assistant')
    expect(reply.imageUrls).toHaveLength(1)
    expect(reply.imageUrls[0]).toContain(`/api/images/${picture.id}`)

    // Each persona was told the picture is made and shown with its reply, and offered no tool.
    expect(fake.requests.length).toBeGreaterThan(0)
    for (const request of fake.requests) {
      expect(request.body.tools).toBeUndefined()
      const system = request.body.messages.filter((m: { role: string }) => m.role === 'system')
      expect(system.at(-1).content).toContain('The person used Imagine')
      expect(system.at(-1).content).toContain(PROMPT)
    }
  })

  it('from the composer: a refused prompt stores nothing and answers like a failed send', async () => {
    const sessionId = await newSession(owner.token)
    const sent = await sendImagine(owner.token, sessionId, `A ${REFUSED_IMAGE_WORD} scene`)
    expect(sent.statusCode).toBe(400)
    expect(sent.json()).toMatchObject({ error: 'image_prompt_refused' })
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(owner.token),
    })
    expect(session.json().messages).toEqual([])
    expect(fake.requests).toHaveLength(0)
    const empty = await sendImagine(owner.token, sessionId, '  ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Describe the picture to imagine.')
  })

  it('asks for a prompt', async () => {
    const response = await imagine(owner.token, '   ')
    expect(response.statusCode).toBe(400)
    expect(fake.imageRequests).toHaveLength(0)
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      payload: { prompt: PROMPT },
    })
    expect(signedOut.statusCode).toBe(401)
  })
})

describe('without an image provider', () => {
  let t: TestApp
  let person: Credentials
  beforeAll(async () => {
    t = await buildTestApp()
    person = await registerUser(t.app)
  })
  afterAll(() => t.close())

  it('hides Imagine (/api/meta) and answers 503', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/meta' })).json().imageGeneration).toBe(
      false,
    )
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: bearer(person.token),
      payload: { prompt: PROMPT },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().error).toBe('image_generation_unavailable')
  })

  it('answers 503 to a message sent with imagine', async () => {
    const fake = await startFakeOpenAi()
    const withModel = await buildTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
    })
    try {
      const someone = await registerUser(withModel.app)
      const session = await withModel.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: bearer(someone.token),
      })
      const sent = await withModel.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.json().id}/messages`,
        headers: bearer(someone.token),
        payload: { content: PROMPT, imagine: true },
      })
      expect(sent.statusCode).toBe(503)
      expect(sent.json().error).toBe('image_generation_unavailable')
      expect(fake.requests).toHaveLength(0)
    } finally {
      await withModel.close()
      await fake.close()
    }
  })
})
