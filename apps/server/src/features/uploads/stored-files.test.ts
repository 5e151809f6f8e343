import fs from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentChunks } from '../../db/schema/uploads'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer, phonePhoto, upload, uploadImage } from '../../test/uploads-kit'

// What is deleted takes its stored files with it, on the local disk and in a real S3-compatible
// server: a conversation's documents (rows, passages and files), a gallery picture and its
// thumbnail. What belongs to something else stays.

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url))

describe.each(['local', 's3'] as const)('deleting removes stored files (%s storage)', (kind) => {
  let t: TestApp
  let fake: FakeOpenAi
  let s3: FakeS3 | null = null
  let anne: Credentials
  let bob: Credentials

  function storedKeys(): string[] {
    if (s3) return s3.keys()
    const root = path.join(t.config.dataDir, 'files')
    if (!fs.existsSync(root)) return []
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(root, name)).isFile())
      .map((name) => name.split(path.sep).join('/'))
      .sort()
  }

  async function chunkCount(documentId: string): Promise<number> {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(documentChunks)
      .where(eq(documentChunks.documentId, documentId))
    return Number(row?.total ?? 0)
  }

  async function newSession(token: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(token),
    })
    return response.json().id
  }

  async function uploadDocument(token: string, name: string) {
    const response = await upload(
      t,
      bearer(token),
      '/api/documents/upload',
      'file',
      name,
      fixture(name),
    )
    expect(response.statusCode).toBe(201)
    return response.json().id as string
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi()
    if (kind === 's3') s3 = await startFakeS3()
    t = await buildTestApp({
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
      ...(s3?.environment ?? {}),
    })
    anne = await registerUser(t.app, { fullName: 'Anne' })
    bob = await registerUser(t.app, { fullName: 'Bob' })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
    await s3?.close()
  })

  it("deleting a conversation deletes its documents' files and passages, and nothing else", async () => {
    const sessionId = await newSession(anne.token)
    const sentPdf = await uploadDocument(anne.token, 'garden-notes.pdf')
    const sentTxt = await uploadDocument(anne.token, 'garden-notes.txt')
    const staged = await uploadDocument(anne.token, 'garden-notes.md')
    const otherSession = await newSession(anne.token)
    const elsewhere = await uploadDocument(anne.token, 'garden-notes.docx')
    const bobs = await uploadDocument(bob.token, 'garden-notes.txt')
    const picture = (await uploadImage(t, anne.token, await phonePhoto())).json()

    const send = (sessionIdToUse: string, documentIds: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sessions/${sessionIdToUse}/messages`,
        headers: bearer(anne.token),
        payload: { content: 'What do my notes say?', documentIds, imageUrls: [picture.imageUrl] },
      })
    expect((await send(sessionId, [sentPdf])).statusCode).toBe(200)
    expect((await send(sessionId, [sentTxt])).statusCode).toBe(200)
    expect((await send(otherSession, [elsewhere])).statusCode).toBe(200)

    const documentKeys = () => storedKeys().filter((key) => key.startsWith('documents/'))
    expect(documentKeys()).toHaveLength(5)
    expect(await chunkCount(sentPdf)).toBeGreaterThan(0)

    // Bob cannot delete Anne's conversation: nothing goes.
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(bob.token),
    })
    expect(refused.statusCode).toBe(404)
    expect(documentKeys()).toHaveLength(5)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(anne.token),
    })
    expect(deleted.statusCode).toBe(200)
    expect(documentKeys()).toHaveLength(3)
    expect(await chunkCount(sentPdf)).toBe(0)
    expect(await chunkCount(sentTxt)).toBe(0)
    for (const id of [sentPdf, sentTxt]) {
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${id}`,
        headers: bearer(anne.token),
      })
      expect(gone.statusCode).toBe(404)
    }
    // The staged document, the other conversation's, Bob's and the picture stay.
    for (const [id, token] of [
      [staged, anne.token],
      [elsewhere, anne.token],
      [bobs, bob.token],
    ] as const) {
      const kept = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${id}`,
        headers: bearer(token),
      })
      expect(kept.statusCode).toBe(200)
      const file = await t.app.inject({ method: 'GET', url: kept.json().downloadUrl })
      expect(file.statusCode).toBe(200)
      expect(await chunkCount(id)).toBeGreaterThan(0)
    }
    expect((await t.app.inject({ method: 'GET', url: picture.imageUrl })).statusCode).toBe(200)
  })

  it('deleting a gallery picture deletes the picture and its thumbnail from the store', async () => {
    const picture = (await uploadImage(t, anne.token, await phonePhoto())).json()
    const imageKeys = () => storedKeys().filter((key) => key.startsWith('images/'))
    const before = imageKeys()
    expect(before.length).toBeGreaterThanOrEqual(2)

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${picture.id}`,
      headers: bearer(bob.token),
    })
    expect(refused.statusCode).toBe(404)
    expect(imageKeys()).toEqual(before)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${picture.id}`,
      headers: bearer(anne.token),
    })
    expect(deleted.statusCode).toBe(200)
    const after = imageKeys()
    expect(after).toHaveLength(before.length - 2)
    const removed = before.filter((key) => !after.includes(key))
    expect(removed.some((key) => key.endsWith('-thumb.webp'))).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: picture.imageUrl })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: picture.thumbnailUrl })).statusCode).toBe(404)
  })
})
