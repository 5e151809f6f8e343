import fs from 'node:fs'
import { unzipSync, strFromU8 } from 'fflate'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server'
import { registerUser } from '../../test/fakes/signed-in-user'
import { bearer, phonePhoto, upload, uploadImage } from '../../test/uploads-kit'

// "Download my data" (issue 14): the ZIP opens, its JSON parses and says what the API says, and
// the pictures and the documents sent with messages are in it, with both storages. Another person's data is never in it.

describe.each(['local', 's3'] as const)('data export (%s storage)', (kind) => {
  let t: TestApp
  let fake: FakeOpenAi
  let s3: FakeS3 | null = null

  beforeAll(async () => {
    fake = await startFakeOpenAi()
    if (kind === 's3') s3 = await startFakeS3()
    t = await buildTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'test',
      AI_MAX_RETRIES: '0',
      ...(s3?.environment ?? {}),
    })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
    await s3?.close()
  })

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) })
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload })

  const pdf = fs.readFileSync(new URL('../uploads/fixtures/garden-notes.pdf', import.meta.url))
  const uploadDocument = async (token: string, name: string, content: Buffer | string) => {
    const answer = await upload(t, bearer(token), '/api/documents/upload', 'file', name, content)
    expect(answer.statusCode, answer.body).toBe(201)
    return answer.json().id as string
  }

  async function fillAccount(token: string, words: string) {
    const session = (await post(token, '/api/sessions')).json()
    const documentIds = [
      await uploadDocument(token, 'notes.txt', `${words} wrote these notes.`),
      await uploadDocument(token, 'garden-notes.pdf', pdf),
    ]
    for (const [index, content] of [`${words}: first`, `${words}: second`].entries()) {
      const sent = await post(token, `/api/sessions/${session.id}/messages`, {
        content,
        documentIds: index === 0 ? documentIds : [],
      })
      expect(sent.statusCode, sent.body).toBe(200)
    }
    const notebook = (await post(token, '/api/notebooks', { name: `${words} notebook` })).json()
    for (const title of ['Morning', 'Evening']) {
      const entry = await post(token, '/api/journal', {
        title: `${words} ${title}`,
        content: `${words} wrote this.`,
        notebookId: notebook.id,
        tags: ['calm'],
      })
      expect(entry.statusCode, entry.body).toBe(201)
    }
    await post(token, '/api/memories', { summary: `${words} loves the sea.`, keywords: ['sea'] })
    expect((await uploadImage(t, token, await phonePhoto())).statusCode).toBe(201)
    const photo = await upload(
      t,
      bearer(token),
      '/api/user/upload-photo',
      'photo',
      'me.jpg',
      await phonePhoto(),
    )
    expect(photo.statusCode).toBe(200)
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { aboutMe: `${words} about me` },
    })
    return session.id as string
  }

  it('holds everything the account owns, as the API returns it, with its pictures', async () => {
    const anne = await registerUser(t.app, { fullName: 'Anne Export' })
    const bob = await registerUser(t.app, { fullName: 'Bob Other' })
    const sessionId = await fillAccount(anne.token, 'Anne')
    await fillAccount(bob.token, 'Bob')

    const answer = await get(anne.token, '/api/user/data-export')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/zip')
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="orion-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    const files = unzipSync(new Uint8Array(answer.rawPayload))
    const json = (name: string) => JSON.parse(strFromU8(files[name]!))

    const me = (await get(anne.token, '/api/user')).json()
    expect(json('profile.json')).toEqual({
      ...me,
      sessionId: undefined,
      photoURL: 'profile-photo.webp',
    })
    expect(json('profile.json').aboutMe).toBe('Anne about me')
    const photo = await sharp(Buffer.from(files['profile-photo.webp']!)).metadata()
    expect(photo).toMatchObject({ format: 'webp', width: 256 })

    const conversations = json('conversations.json')
    const { hasMoreBefore: _more, ...session } = (
      await get(anne.token, `/api/sessions/${sessionId}`)
    ).json()
    expect(conversations).toEqual([session])
    expect(conversations[0].messages).toHaveLength(4)

    expect(json('journal.json')).toEqual((await get(anne.token, '/api/journal?sort=oldest')).json())
    expect(json('journal.json')).toHaveLength(2)
    expect(json('notebooks.json')).toEqual((await get(anne.token, '/api/notebooks')).json())
    expect(json('memories.json')).toEqual((await get(anne.token, '/api/memories')).json().memories)

    const gallery = (await get(anne.token, '/api/gallery')).json().images
    expect(json('gallery.json')).toEqual(
      gallery.map(
        ({
          imageUrl: _i,
          thumbnailUrl: _t,
          downloadUrl: _d,
          ...details
        }: Record<string, unknown>) => ({
          ...details,
          file: `gallery/${details.id as string}.jpg`,
        }),
      ),
    )
    const picture = await sharp(Buffer.from(files[`gallery/${gallery[0].id}.jpg`]!)).metadata()
    expect(picture.format).toBe('jpeg')
    expect(strFromU8(files['README.txt']!)).toContain('Your Orion data')

    // The documents sent with the first message: their details as the message shows them, and
    // their files byte for byte.
    const sent = conversations[0].messages.find(
      (message: { documents?: unknown[] }) => message.documents?.length,
    )
    const documents = json('documents.json')
    expect(documents).toEqual(
      sent.documents.map((document: { id: string; kind: string }) => ({
        ...document,
        sessionId,
        messageId: sent.id,
        file: `documents/${document.id}.${document.kind}`,
      })),
    )
    expect(documents.map((document: { name: string }) => document.name)).toEqual([
      'notes.txt',
      'garden-notes.pdf',
    ])
    expect(strFromU8(files[documents[0].file]!)).toBe('Anne wrote these notes.')
    expect(Buffer.from(files[documents[1].file]!).equals(pdf)).toBe(true)

    // Nothing of Bob's.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n')
    expect(everything).not.toContain('Bob')
  })

  it('answers 401 to a visitor', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/user/data-export' })
    expect(answer.statusCode).toBe(401)
  })
})
