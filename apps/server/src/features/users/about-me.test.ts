import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser } from '../../test/fakes/signed-in-user'

// Settings → About Me: stored through PATCH /api/user/profile,
// given to the model in every chat turn, and shown with the reply's "remembered" disclosure.

let fake: FakeOpenAi
let t: TestApp
beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    AI_MAX_RETRIES: '0',
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})
beforeEach(() => fake.reset())

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function createSession(t: TestApp, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: bearer(token),
  })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: string }
}

const sendMessage = (t: TestApp, token: string, sessionId: string, content = 'Hello there') =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/messages`,
    headers: bearer(token),
    payload: { content },
  })

type WireMessage = { role: string; content: string }
const systemPrompts = () =>
  fake.requests.map(
    (request) =>
      (request.body.messages as WireMessage[]).find((message) => message.role === 'system')!
        .content,
  )

const patchProfile = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: bearer(token), payload })

const aboutMe = {
  pronouns: 'she/her',
  aboutMe: 'I teach music at a primary school and I am learning to live alone after a move.',
  interests: 'Cello, sea swimming, crosswords',
}

describe('About Me', () => {
  it('is stored, read back, and cleared with empty fields', async () => {
    const { token } = await registerUser(t.app)
    const saved = await patchProfile(token, aboutMe)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject(aboutMe)
    const read = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    expect(read.json()).toMatchObject(aboutMe)

    const cleared = await patchProfile(token, { pronouns: '', aboutMe: '  ', interests: null })
    expect(cleared.json()).toMatchObject({ pronouns: null, aboutMe: null, interests: null })
  })

  it('refuses fields over their limits in clear words', async () => {
    const { token } = await registerUser(t.app)
    const cases = [
      [{ aboutMe: 'a'.repeat(5001) }, 'About me cannot exceed 5000 characters'],
      [{ pronouns: 'p'.repeat(51) }, 'Pronouns cannot exceed 50 characters'],
      [{ interests: 'i'.repeat(2001) }, 'Interests cannot exceed 2000 characters'],
    ] as const
    for (const [payload, message] of cases) {
      const refused = await patchProfile(token, payload)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toContain(message)
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    expect(read.json()).toMatchObject({ aboutMe: null, pronouns: null, interests: null })
  })

  it('reaches the model in every persona request of a turn, and the reply says it was used', async () => {
    const { token } = await registerUser(t.app)
    await patchProfile(token, aboutMe)
    const session = await createSession(t, token)
    const reply = await sendMessage(t, token, session.id, 'What could I do this weekend?')
    expect(reply.statusCode, reply.body).toBe(200)

    expect(fake.requests.length).toBeGreaterThan(0)
    for (const prompt of systemPrompts()) {
      expect(prompt).toContain('What they shared about themselves (About Me):')
      expect(prompt).toContain('Pronouns: she/her')
      expect(prompt).toContain(`About them: ${aboutMe.aboutMe}`)
      expect(prompt).toContain('Interests and hobbies: Cello, sea swimming, crosswords')
    }
    expect(reply.json().assistantMessage.aboutMeUsed).toBe(true)
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: bearer(token),
    })
    const [userMessage, assistantMessage] = stored.json().messages
    expect(userMessage.aboutMeUsed).toBeUndefined()
    expect(assistantMessage.aboutMeUsed).toBe(true)

    // Changed About Me: the next turn uses the new words at once.
    await patchProfile(token, { interests: 'Pottery' })
    fake.reset()
    await sendMessage(t, token, session.id, 'And next weekend?')
    for (const prompt of systemPrompts()) {
      expect(prompt).toContain('Interests and hobbies: Pottery')
      expect(prompt).not.toContain('Cello')
    }
  })

  it('stays out of the context, and out of the disclosure, when empty', async () => {
    const { token } = await registerUser(t.app)
    const session = await createSession(t, token)
    const reply = await sendMessage(t, token, session.id)
    expect(reply.statusCode).toBe(200)
    for (const prompt of systemPrompts()) expect(prompt).not.toContain('About Me')
    expect(reply.json().assistantMessage.aboutMeUsed).toBeUndefined()
  })
})
