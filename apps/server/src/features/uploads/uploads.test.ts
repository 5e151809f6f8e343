import fs from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FILE_TOO_LARGE } from '@orion/contracts/uploads'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer, phonePhoto, upload, uploadImage } from '../../test/uploads-kit'

// Documents and pictures sent with messages, through the real app, a real S3-compatible server
// and the fake OpenAI-compatible model: what the person attaches provably reaches the model.

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url))
const memoryDoc = () => fs.readFileSync(new URL('../memory/fixtures/memories.doc', import.meta.url))

interface WireMessage {
  role: string
  content: string | { type: string; text?: string; image_url?: { url: string } }[]
}
const wireText = (message: WireMessage) =>
  typeof message.content === 'string'
    ? message.content
    : message.content.map((part) => part.text ?? '').join('')

let fake: FakeOpenAi
let s3: FakeS3
let t: TestApp
let anne: Credentials
let bob: Credentials

beforeAll(async () => {
  fake = await startFakeOpenAi()
  s3 = await startFakeS3()
  t = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_MAX_RETRIES: '0',
    // A small window, so that a long document cannot be read whole.
    AI_CONTEXT_WINDOW: '8000',
    ...s3.environment,
  })
  anne = await registerUser(t.app, { fullName: 'Anne' })
  bob = await registerUser(t.app, { fullName: 'Bob' })
})
afterEach(() => fake.reset())
afterAll(async () => {
  await t.close()
  await fake.close()
  await s3.close()
})

const uploadDocument = (token: string, name: string, content: Buffer | string) =>
  upload(t, bearer(token), '/api/documents/upload', 'file', name, content)

async function newSession(token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: bearer(token),
  })
  return response.json().id
}

const send = (token: string, sessionId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/messages`,
    headers: bearer(token),
    payload,
  })

describe('POST /api/documents/upload', () => {
  it.each([
    ['garden-notes.pdf', 'pdf', 'The PDF says the blue heron nests'],
    ['garden-notes.docx', 'docx', 'The DOCX says the blue heron nests'],
    ['garden-notes.txt', 'txt', 'The TXT says the blue heron nests'],
    ['garden-notes.md', 'md', 'The Markdown file says the blue heron nests'],
    ['memories.doc', 'doc', 'I grew up by the sea in Galway'],
  ])(
    'reads the text of %s, and the model is given it with the message',
    async (name, kind, sentence) => {
      const content = name.endsWith('.doc') ? memoryDoc() : fixture(name)
      const uploaded = await uploadDocument(anne.token, name, content)
      expect(uploaded.statusCode).toBe(201)
      expect(uploaded.json()).toMatchObject({ name, kind, size: content.length, readInFull: true })

      const sessionId = await newSession(anne.token)
      const sent = await send(anne.token, sessionId, {
        content: 'What does my file say?',
        documentIds: [uploaded.json().id],
      })
      expect(sent.statusCode).toBe(200)
      expect(sent.json().userMessage.documents).toEqual([uploaded.json()])
      const system = wireText(fake.requests[0]!.body.messages[0])
      expect(system).toContain(sentence)

      const reopened = await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${sessionId}`,
        headers: bearer(anne.token),
      })
      expect(reopened.json().messages[0].documents).toEqual([uploaded.json()])
    },
  )

  it('keeps a document in the context of the turns that follow', async () => {
    const { id } = (
      await uploadDocument(anne.token, 'notes.txt', fixture('garden-notes.txt'))
    ).json()
    const sessionId = await newSession(anne.token)
    await send(anne.token, sessionId, { content: 'Read this', documentIds: [id] })
    fake.reset()
    await send(anne.token, sessionId, { content: 'And where does the heron nest?' })
    expect(wireText(fake.requests[0]!.body.messages[0])).toContain('beside the old mill')
  })

  it('reads the passages most relevant to each message of a document too long to read whole', async () => {
    const filler = (topic: string, count: number) =>
      Array.from(
        { length: count },
        (_, index) => `Paragraph ${index} is about ${topic} and nothing else at all.`,
      )
    const text = [
      ...filler('accounting ledgers', 400),
      'The lighthouse keeper hid the brass key under the third step.',
      ...filler('tax forms', 400),
    ].join('\n\n')
    const uploaded = (await uploadDocument(anne.token, 'long.txt', text)).json()
    expect(uploaded.readInFull).toBe(false)
    const sessionId = await newSession(anne.token)
    await send(anne.token, sessionId, {
      content: 'Where did the lighthouse keeper hide the brass key?',
      documentIds: [uploaded.id],
    })
    const system = wireText(fake.requests[0]!.body.messages[0])
    expect(system).toContain('The lighthouse keeper hid the brass key under the third step.')
    expect(system).toContain('too long to read whole')
    expect(system.length).toBeLessThan(text.length / 2)
  })

  it('refuses a file over 10 MB with the spec words, and a renamed program', async () => {
    const big = await uploadDocument(anne.token, 'big.txt', Buffer.alloc(11 * 1024 * 1024, 0x61))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ error: 'file_too_large', message: FILE_TOO_LARGE })

    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0), Buffer.from('PE\0\0')])
    const renamed = await uploadDocument(anne.token, 'report.pdf', program)
    expect(renamed.statusCode).toBe(400)
    expect(renamed.json().error).toBe('invalid_file_type')
    expect(renamed.json().message).toMatch(/^Invalid file type/)
    const image = await uploadDocument(anne.token, 'scan.txt', await phonePhoto())
    expect(image.statusCode).toBe(400)
  })

  it("answers 404 for another person's document on every route", async () => {
    const { id } = (await uploadDocument(anne.token, 'notes.md', fixture('garden-notes.md'))).json()
    const as = bearer(bob.token)
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: as })).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: as }))
        .statusCode,
    ).toBe(404)
    const bobSession = await newSession(bob.token)
    const stolen = await send(bob.token, bobSession, { content: 'mine', documentIds: [id] })
    expect(stolen.statusCode).toBe(404)

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${id}`,
      headers: bearer(anne.token),
    })
    expect(own.statusCode).toBe(200)
    const file = await t.app.inject({ method: 'GET', url: own.json().downloadUrl })
    expect(file.statusCode).toBe(200)
    expect(file.body).toContain('The Markdown file says')
    const key = /^\/api\/files\/([^?]+)\?/.exec(own.json().downloadUrl)![1]!
    expect(s3.keys()).toContain(key)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: bearer(anne.token),
    })
    expect(removed.statusCode).toBe(200)
    expect(s3.keys()).not.toContain(key)
    expect((await t.app.inject({ method: 'GET', url: own.json().downloadUrl })).statusCode).toBe(
      404,
    )
  })

  it('stages the document again when the model fails, so that it can be sent again', async () => {
    const { id } = (
      await uploadDocument(anne.token, 'notes.txt', fixture('garden-notes.txt'))
    ).json()
    const sessionId = await newSession(anne.token)
    fake.setHandler(() => ({ status: 500, error: { message: 'down' } }))
    const failed = await send(anne.token, sessionId, { content: 'Read this', documentIds: [id] })
    expect(failed.statusCode).toBe(502)
    fake.reset()
    const again = await send(anne.token, sessionId, { content: 'Read this', documentIds: [id] })
    expect(again.statusCode).toBe(200)
    expect(
      again.json().userMessage.documents.map((document: { id: string }) => document.id),
    ).toEqual([id])
    const twice = await send(anne.token, sessionId, { content: 'Again', documentIds: [id] })
    expect(twice.statusCode).toBe(404)
  })
})

describe('pictures sent with a message', () => {
  it('go to the model as image content, and come back as signed URLs', async () => {
    const picture = (await uploadImage(t, anne.token, await phonePhoto())).json()
    const sessionId = await newSession(anne.token)
    const sent = await send(anne.token, sessionId, {
      content: 'What do you see?',
      imageUrls: [picture.imageUrl, 'https://example.com/cat.png'],
    })
    expect(sent.statusCode).toBe(200)
    const [ownUrl, link] = sent.json().userMessage.imageUrls
    expect(ownUrl).toMatch(new RegExp(`^/api/images/${picture.id}\\?expires=\\d+&signature=`))
    expect(link).toBe('https://example.com/cat.png')
    expect((await t.app.inject({ method: 'GET', url: ownUrl })).statusCode).toBe(200)

    const user = fake.requests[0]!.body.messages.at(-1) as WireMessage
    expect(Array.isArray(user.content)).toBe(true)
    const parts = user.content as { type: string; text?: string; image_url?: { url: string } }[]
    expect(parts[0]!.text).toContain('What do you see?')
    expect(parts[0]!.text).toContain('[Image: https://example.com/cat.png]')
    const images = parts.filter((part) => part.type === 'image_url')
    expect(images).toHaveLength(1)
    expect(images[0]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//)
  })

  it("refuses another person's picture with 404", async () => {
    const picture = (await uploadImage(t, anne.token, await phonePhoto())).json()
    const bobSession = await newSession(bob.token)
    const response = await send(bob.token, bobSession, {
      content: 'Look',
      imageUrls: [`/api/images/${picture.id}`],
    })
    expect(response.statusCode).toBe(404)
    expect(fake.requests).toHaveLength(0)
  })
})
