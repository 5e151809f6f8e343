import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { defaultFakeReply, startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer } from '../../test/uploads-kit'

// The personas' image tool: offered to a tool-calling chat model only when an image provider is
// configured; the picture the model asks for is drawn by the image provider, shown with the reply
// and kept in the gallery. A provider that rejects tools is asked again without them.

interface WireRequest {
  tools?: { type: string; function: { name: string } }[]
  messages: { role: string; content: unknown }[]
}
const offeredTools = (body: WireRequest) => (body.tools ?? []).map((tool) => tool.function.name)

describe('with an image provider', () => {
  let fake: FakeOpenAi
  let t: TestApp
  let anne: Credentials
  let bob: Credentials

  beforeAll(async () => {
    fake = await startFakeOpenAi()
    t = await buildTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
      IMAGE_BASE_URL: fake.baseUrl,
      IMAGE_MODEL: 'gpt-image-1',
    })
    anne = await registerUser(t.app)
    bob = await registerUser(t.app)
  })
  afterEach(() => fake.reset())
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  async function send(token: string, content: string) {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(token),
    })
    return t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.json().id}/messages`,
      headers: bearer(token),
      payload: { content },
    })
  }

  it('offers generate_image; the picture the model asks for is shown with the reply and kept in the gallery', async () => {
    // Only the first persona draws; the others answer in words.
    fake.setHandler((body, index) =>
      index === 0
        ? {
            text: 'Here you go. ',
            toolCall: {
              name: 'generate_image',
              arguments: JSON.stringify({ prompt: 'A quiet harbour at dawn' }),
            },
          }
        : defaultFakeReply(body),
    )
    const sent = await send(anne.token, 'Could you show me somewhere calm?')
    expect(sent.statusCode).toBe(200)
    const reply = sent.json().assistantMessage
    expect(reply.imageUrls).toHaveLength(1)
    expect(reply.imageUrls[0]).toMatch(/^\/api\/images\/[0-9a-f-]{36}\?expires=\d+&signature=/)
    expect(reply.content).toContain('Here you go.')
    const picture = await t.app.inject({ method: 'GET', url: reply.imageUrls[0] })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')

    const personaRequests = fake.requests.map((request) => request.body as WireRequest)
    expect(offeredTools(personaRequests[0]!)).toEqual(['generate_image'])
    expect(fake.imageRequests).toEqual([
      expect.objectContaining({ model: 'gpt-image-1', prompt: 'A quiet harbour at dawn' }),
    ])
    // The persona that drew is asked again, without tools, told that the picture is shown.
    const followUp = personaRequests.find((body) =>
      JSON.stringify(body.messages.at(-1)).includes('has been made and is shown'),
    )
    expect(followUp).toBeDefined()
    expect(followUp!.tools).toBeUndefined()

    const gallery = await t.app.inject({
      method: 'GET',
      url: '/api/gallery',
      headers: bearer(anne.token),
    })
    expect(gallery.json().images[0]).toMatchObject({
      source: 'generated',
      generator: 'gpt-image-1',
      prompt: 'A quiet harbour at dawn',
    })
    const id = gallery.json().images[0].id
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/images/${id}`,
      headers: bearer(bob.token),
    })
    expect(theirs.statusCode).toBe(404)

    // Reopened, the reply still shows its picture.
    const reopened = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sent.json().assistantMessage.sessionId}`,
      headers: bearer(anne.token),
    })
    const stored = reopened
      .json()
      .messages.find((message: { role: string }) => message.role === 'assistant')
    expect(stored.imageUrls[0]).toMatch(new RegExp(`^/api/images/${id}\\?expires=`))
  })

  it('draws one picture per turn when every persona asks for one', async () => {
    const sent = await send(anne.token, 'Draw a red kite over the hills')
    expect(sent.statusCode).toBe(200)
    expect(sent.json().assistantMessage.imageUrls).toHaveLength(1)
    expect(fake.imageRequests).toHaveLength(1)
    expect(fake.imageRequests[0].prompt).toBe('a red kite over the hills')
    const toldSomeoneElseDraws = fake.requests.filter((request) =>
      JSON.stringify((request.body as WireRequest).messages.at(-1)).includes(
        'Another voice of Orion is already drawing',
      ),
    )
    expect(toldSomeoneElseDraws).toHaveLength(2)
  })

  it('tells the persona when the picture could not be made, and the reply still comes', async () => {
    fake.setHandler((body, index) =>
      index === 0
        ? {
            text: '',
            toolCall: {
              name: 'generate_image',
              arguments: JSON.stringify({ prompt: 'a forbidden thing' }),
            },
          }
        : defaultFakeReply(body),
    )
    const sent = await send(anne.token, 'Show me something')
    expect(sent.statusCode).toBe(200)
    expect(sent.json().assistantMessage.imageUrls).toEqual([])
    const followUp = fake.requests
      .map((request) => request.body as WireRequest)
      .find((body) => JSON.stringify(body.messages.at(-1)).includes('could not be made'))
    expect(followUp).toBeDefined()
  })

  it('asks again without tools when the provider rejects them, and does not offer them again', async () => {
    fake.setHandler((body) =>
      body.tools
        ? {
            status: 400,
            error: {
              message: 'registry.ollama.ai/library/fake-model does not support tools',
              type: 'invalid_request_error',
            },
          }
        : defaultFakeReply(body),
    )
    const first = await send(anne.token, 'Hello there')
    expect(first.statusCode).toBe(200)
    expect(first.json().assistantMessage.content).toContain('Hello there')
    const withTools = fake.requests.filter((request) => (request.body as WireRequest).tools)
    expect(withTools.length).toBeGreaterThan(0)

    fake.reset()
    const second = await send(anne.token, 'And again')
    expect(second.statusCode).toBe(200)
    expect(fake.requests.some((request) => (request.body as WireRequest).tools)).toBe(false)
  })
})

describe('without an image provider', () => {
  let fake: FakeOpenAi
  let t: TestApp
  let anne: Credentials
  beforeAll(async () => {
    fake = await startFakeOpenAi()
    t = await buildTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
    })
    anne = await registerUser(t.app)
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('offers the model no tools', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(anne.token),
    })
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.json().id}/messages`,
      headers: bearer(anne.token),
      payload: { content: 'Draw a cat' },
    })
    expect(sent.statusCode).toBe(200)
    expect(fake.requests.length).toBeGreaterThan(0)
    expect(
      fake.requests.every((request) => (request.body as WireRequest).tools === undefined),
    ).toBe(true)
    expect(fake.imageRequests).toHaveLength(0)
  })
})
