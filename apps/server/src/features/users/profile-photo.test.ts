import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server'
import { registerUser } from '../../test/fakes/signed-in-user'
import { bearer, noisyPng, phonePhoto, upload } from '../../test/uploads-kit'

// POST /api/user/upload-photo: a square avatar without metadata,
// stored through the storage platform (local disk and a real S3-compatible server), served by a
// short-lived signed URL; a new photo replaces the old one, file included.

describe.each(['local', 's3'] as const)('profile photo (%s storage)', (kind) => {
  let t: TestApp
  let s3: FakeS3 | null = null

  beforeAll(async () => {
    if (kind === 's3') s3 = await startFakeS3()
    t = await buildTestApp({ ...(s3?.environment ?? {}) })
  })
  afterAll(async () => {
    await t.close()
    await s3?.close()
  })

  const uploadPhoto = (token: string, content: Buffer | string, filename = 'me.jpg') =>
    upload(t, bearer(token), '/api/user/upload-photo', 'photo', filename, content, 'image/jpeg')
  const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url })

  it('stores a square avatar without metadata and shows it as the user photo', async () => {
    const { token } = await registerUser(t.app)
    const answer = await uploadPhoto(token, await phonePhoto())
    expect(answer.statusCode, answer.body).toBe(200)
    const photoURL = answer.json().photoURL as string
    expect(photoURL).toMatch(/^\/api\/files\/avatars\/.+\.webp\?expires=\d+&signature=/)

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    expect(me.json().photoURL).toBe(photoURL)

    // The signed URL serves it to an <img> without any credential.
    const served = await fetchUrl(photoURL)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 })
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.iptc).toBeUndefined()
    expect(served.rawPayload.includes('OrionCam')).toBe(false)
  })

  it('replaces the previous photo and removes its file', async () => {
    const { token } = await registerUser(t.app)
    const first = (await uploadPhoto(token, await phonePhoto())).json().photoURL as string
    const second = await uploadPhoto(token, await noisyPng(300, 200), 'me.png')
    expect(second.statusCode).toBe(200)
    expect(second.json().photoURL).not.toBe(first)
    expect((await fetchUrl(second.json().photoURL)).statusCode).toBe(200)
    expect((await fetchUrl(first)).statusCode).toBe(404)
  })

  it('refuses what is not a picture, a missing file, and a visitor', async () => {
    const { token } = await registerUser(t.app)
    const text = await uploadPhoto(token, 'not a picture at all', 'me.jpg')
    expect(text.statusCode).toBe(400)
    expect(text.json()).toMatchObject({ error: 'invalid_file_type' })
    const wrongField = await upload(
      t,
      bearer(token),
      '/api/user/upload-photo',
      'image',
      'me.jpg',
      await phonePhoto(),
    )
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json().message).toContain('multipart field "photo"')
    const visitor = await upload(t, {}, '/api/user/upload-photo', 'photo', 'me.jpg', 'x')
    expect(visitor.statusCode).toBe(401)
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    expect(me.json().photoURL).toBeNull()
  })

  it('refuses a file over 10 MB', async () => {
    const { token } = await registerUser(t.app)
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(10 * 1024 * 1024 + 1)])
    const answer = await uploadPhoto(token, big)
    expect(answer.statusCode).toBe(413)
    expect(answer.json()).toMatchObject({ error: 'file_too_large' })
  })
})
