import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authUser } from '../../db/schema/auth'
import { users } from '../../db/schema/users'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { registerUser } from '../../test/fakes/signed-in-user'

// POST /api/user/refresh-photo: only the photo the identity
// provider gave at sign-in, fetched only from an allow-listed origin (here a loopback "photo
// server"), never a URL of the client's choosing, and no redirect followed.

interface PhotoServer {
  origin: string
  hits: string[]
  close(): Promise<void>
}

async function startPhotoServer(png: Buffer): Promise<PhotoServer> {
  const hits: string[] = []
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '')
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
      return
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(png)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let t: TestApp
let provider: PhotoServer
let elsewhere: PhotoServer
let png: Buffer

beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2288cc' } })
    .png()
    .toBuffer()
  provider = await startPhotoServer(png)
  elsewhere = await startPhotoServer(png)
  t = await buildTestApp({ PROVIDER_PHOTO_ORIGINS: provider.origin })
})
afterAll(async () => {
  await t.close()
  await provider.close()
  await elsewhere.close()
})

/** A person whose identity provider gave `image` at sign-in (as Google's sign-in stores it). */
async function personWithProviderPhoto(image: string | null) {
  const person = await registerUser(t.app)
  const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user.id))
  await t.database.db.update(authUser).set({ image }).where(eq(authUser.id, row!.identityUserId))
  return person
}

const refresh = (token: string, photoURL: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/refresh-photo',
    headers: { authorization: `Bearer ${token}` },
    payload: { photoURL },
  })

describe('refresh-photo', () => {
  it("takes the provider's photo from the allowed origin and stores it as the photo", async () => {
    const image = `${provider.origin}/photos/anne.png`
    const person = await personWithProviderPhoto(image)
    const answer = await refresh(person.token, image)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().providerPhotoURL).toBe(image)
    const photoURL = answer.json().photoURL as string
    expect(photoURL).toMatch(/^\/api\/files\/avatars\//)
    const served = await t.app.inject({ method: 'GET', url: photoURL })
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 })
    expect(provider.hits).toContain('/photos/anne.png')
  })

  it("says 'No profile photo' when the account has no provider photo", async () => {
    const person = await personWithProviderPhoto(null)
    const answer = await refresh(person.token, `${provider.origin}/photos/anne.png`)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe('No profile photo')
  })

  it('never fetches a URL the client sent, nor a provider photo outside the allowed origins', async () => {
    const person = await personWithProviderPhoto(`${provider.origin}/photos/bob.png`)
    const foreign = await refresh(person.token, `${elsewhere.origin}/internal/secret`)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error).toBe('not_provider_photo')

    const outside = await personWithProviderPhoto(`${elsewhere.origin}/photos/carol.png`)
    const refused = await refresh(outside.token, `${elsewhere.origin}/photos/carol.png`)
    expect(refused.statusCode).toBe(400)
    expect(elsewhere.hits).toEqual([])
  })

  it('does not follow a redirect from the provider origin', async () => {
    const image = `${provider.origin}/redirect`
    const person = await personWithProviderPhoto(image)
    const answer = await refresh(person.token, image)
    expect(answer.statusCode).toBe(502)
    expect(answer.json().message).toBe('Failed to refresh profile photo. Please try again.')
  })

  it('takes a photo the provider gave as a data: URL (Microsoft) without fetching anything', async () => {
    const image = `data:image/png;base64,${png.toString('base64')}`
    const person = await personWithProviderPhoto(image)
    const before = provider.hits.length
    const answer = await refresh(person.token, image)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().photoURL).toMatch(/^\/api\/files\/avatars\//)
    expect(provider.hits.length).toBe(before)
  })
})
