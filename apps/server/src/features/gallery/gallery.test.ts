import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_TOO_LARGE } from '@orion/contracts/uploads'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'
import { bearer, hasGpsPointer, phonePhoto, upload, uploadImage } from '../../test/uploads-kit'

// Pictures through the real app, stored on the local disk and in a real S3-compatible server.

describe.each(['local', 's3'] as const)('pictures and the gallery (%s storage)', (storageKind) => {
  let t: TestApp
  let s3: FakeS3 | null = null
  let owner: Credentials
  let stranger: Credentials

  /** Every stored object's key, wherever the files live. */
  function storedKeys(): string[] {
    if (s3) return s3.keys()
    const root = path.join(t.config.dataDir, 'files')
    if (!fs.existsSync(root)) return []
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(root, name)).isFile())
      .map((name) => name.split(path.sep).join('/'))
      .sort()
  }

  beforeAll(async () => {
    if (storageKind === 's3') s3 = await startFakeS3()
    t = await buildTestApp(s3?.environment ?? {})
    owner = await registerUser(t.app)
    stranger = await registerUser(t.app)
  })
  afterAll(async () => {
    await t.close()
    await s3?.close()
  })

  it('stores a phone photo without its EXIF and GPS position, turned the way it was taken', async () => {
    const photo = await phonePhoto()
    const before = await sharp(photo).metadata()
    expect(hasGpsPointer(before.exif)).toBe(true)
    expect(before.orientation).toBe(6)

    const response = await uploadImage(t, owner.token, photo)
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.imageUrl).toMatch(new RegExp(`^/api/images/${body.id}\\?expires=\\d+&signature=`))

    // The signed URL works with no cookie and no bearer token, as an <img> in jwt_only mode.
    const served = await t.app.inject({ method: 'GET', url: body.imageUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    const after = await sharp(served.rawPayload).metadata()
    expect(after.exif).toBeUndefined()
    expect(hasGpsPointer(after.exif)).toBe(false)
    expect(after.orientation).toBeUndefined()
    expect([after.width, after.height]).toEqual([100, 200])
    expect(served.rawPayload.includes(Buffer.from('OrionCam'))).toBe(false)

    const thumbnail = await t.app.inject({ method: 'GET', url: body.thumbnailUrl })
    expect(thumbnail.statusCode).toBe(200)
    expect(thumbnail.headers['content-type']).toBe('image/webp')
    expect(storedKeys().filter((key) => key.startsWith('images/'))).toHaveLength(2)
  })

  it("serves a picture to its owner's cookie, and answers 404 to anyone else", async () => {
    const { id } = (await uploadImage(t, owner.token, await phonePhoto())).json()
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers })
    expect((await get({ cookie: owner.cookie })).statusCode).toBe(200)
    expect((await get({ cookie: stranger.cookie })).statusCode).toBe(404)
    expect((await get(bearer(stranger.token))).statusCode).toBe(404)
    expect((await get()).statusCode).toBe(404)
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/images/${id}?expires=9999999999&signature=forged`,
    })
    expect(forged.statusCode).toBe(404)
  })

  it('refuses a file over 10 MB with the spec words', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff)
    const response = await uploadImage(t, owner.token, big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ error: 'file_too_large', message: FILE_TOO_LARGE })
  })

  it('refuses a program renamed photo.jpg, whatever type the browser claims', async () => {
    const program = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
      Buffer.alloc(4096, 0x90),
    ])
    const response = await uploadImage(t, owner.token, program, 'photo.jpg')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'invalid_file_type' })
    expect(response.json().message).toMatch(/^Invalid file type/)
  })

  it('asks for the "image" field and for a signed-in person', async () => {
    const wrongField = await upload(
      t,
      bearer(owner.token),
      '/api/images/upload',
      'file',
      'a.jpg',
      await phonePhoto(),
    )
    expect(wrongField.statusCode).toBe(400)
    const anonymous = await upload(t, {}, '/api/images/upload', 'image', 'a.jpg', 'x')
    expect(anonymous.statusCode).toBe(401)
  })

  it('lists the gallery newest first in pages, keeps a note, and deletes the files', async () => {
    const person = await registerUser(t.app)
    const ids: string[] = []
    for (let index = 0; index < 3; index++) {
      ids.push((await uploadImage(t, person.token, await phonePhoto())).json().id)
    }
    const list = (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/gallery${query}`, headers: bearer(person.token) })
    const first = (await list('?limit=2')).json()
    expect(first.total).toBe(3)
    expect(first.images.map((image: { id: string }) => image.id)).toEqual([ids[2], ids[1]])
    expect(first.images[0]).toMatchObject({ source: 'upload', generator: null, userNote: null })
    const second = (await list(`?limit=2&before=${first.nextCursor}`)).json()
    expect(second.images.map((image: { id: string }) => image.id)).toEqual([ids[0]])
    expect(second.nextCursor).toBeNull()

    const noted = await t.app.inject({
      method: 'PATCH',
      url: `/api/gallery/${ids[0]}`,
      headers: bearer(person.token),
      payload: { userNote: '  Sunset at the lake  ' },
    })
    expect(noted.statusCode).toBe(200)
    expect(noted.json().userNote).toBe('Sunset at the lake')

    const download = await t.app.inject({ method: 'GET', url: noted.json().downloadUrl })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('image/png')
    expect(download.headers['content-disposition']).toContain(`ai-image-${ids[0]}.png`)
    expect((await sharp(download.rawPayload).metadata()).format).toBe('png')

    const keysBefore = storedKeys()
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${ids[0]}`,
      headers: bearer(person.token),
    })
    expect(removed.statusCode).toBe(200)
    expect(storedKeys()).toHaveLength(keysBefore.length - 2)
    expect((await list()).json().total).toBe(2)
    const gone = await t.app.inject({ method: 'GET', url: noted.json().imageUrl })
    expect(gone.statusCode).toBe(404)
  })

  it("answers 404 for another person's picture on every gallery route", async () => {
    const { id } = (await uploadImage(t, owner.token, await phonePhoto())).json()
    const as = bearer(stranger.token)
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/gallery/${id}`,
      headers: as,
      payload: { userNote: 'mine now' },
    })
    expect(patch.statusCode).toBe(404)
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers: as })
    expect(remove.statusCode).toBe(404)
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/gallery?before=${id}`,
      headers: as,
    })
    expect(page.statusCode).toBe(400)
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/gallery', headers: as })).json()
    expect(theirs.images.map((image: { id: string }) => image.id)).not.toContain(id)
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/images/${id}`,
      headers: { cookie: owner.cookie },
    })
    expect(still.statusCode).toBe(200)
  })
})
