import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser, type Credentials } from '../../test/fakes/signed-in-user'

// A proactive message opens as a conversation the person can answer (issue 16 part 2).

const CHECK_IN =
  'Hi Anne, this is Orion, your AI companion. You mentioned the interview on Thursday: how did it go?'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The person answers in the conversation, as the web app sends it. */
function sendMessage(t: TestApp, token: string, sessionId: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/messages`,
    headers: bearer(token),
    payload,
  })
}

let t: TestApp
let fake: FakeOpenAi
let anne: Credentials

beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test',
    AI_MAX_RETRIES: '0',
  })
  anne = await registerUser(t.app, { fullName: 'Anne' })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

function open(who: Credentials, alertId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/alerts/${alertId}/conversation`,
    headers: bearer(who.token),
  })
}

describe('POST /api/alerts/:id/conversation', () => {
  it("opens a check-in as a conversation whose first message is the companion's, and answers", async () => {
    const alert = await t.app.proactive.notify(anne.user.id, {
      type: 'ai_proactive_message',
      message: CHECK_IN,
    })
    const response = await open(anne, alert.id)
    expect(response.statusCode).toBe(200)
    const { sessionId } = response.json<{ sessionId: string }>()

    const session = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(anne.token),
    })
    expect(session.statusCode).toBe(200)
    const opened = session.json<{
      title: string
      messages: { role: string; content: string }[]
    }>()
    expect(opened.title).toBe('Orion checked in')
    expect(opened.messages).toHaveLength(1)
    expect(opened.messages[0]).toMatchObject({
      role: 'assistant',
      content: CHECK_IN,
    })

    // Opening it read it.
    const alerts = await t.app.inject({
      method: 'GET',
      url: '/api/alerts',
      headers: bearer(anne.token),
    })
    const listed = alerts.json<{ alerts: { id: string; readAt: string | null }[] }>().alerts
    expect(listed.find((row) => row.id === alert.id)?.readAt).not.toBeNull()

    // The reply continues it: the model reads the check-in before the person's answer.
    const answer = await sendMessage(t, anne.token, sessionId, { content: 'It went well, thanks!' })
    expect(answer.statusCode).toBe(200)
    const turns = fake.requests[0]!.body.messages.slice(1) as { role: string; content: string }[]
    expect(turns.map((turn) => turn.role)).toEqual(['assistant', 'user'])
    expect(turns[0]!.content).toContain('how did it go?')
    expect(turns[1]!.content).toBe('It went well, thanks!')

    // Opening it again returns to the same conversation.
    expect((await open(anne, alert.id)).json()).toEqual({ sessionId })
  })

  it('starts a new conversation when the one it opened was deleted', async () => {
    const alert = await t.app.proactive.notify(anne.user.id, {
      type: 'ai_proactive_message',
      message: 'A second check-in from Orion, an AI.',
    })
    const first = (await open(anne, alert.id)).json<{ sessionId: string }>().sessionId
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${first}`,
      headers: bearer(anne.token),
    })
    expect(removed.statusCode).toBe(200)
    const again = await open(anne, alert.id)
    expect(again.statusCode).toBe(200)
    expect(again.json<{ sessionId: string }>().sessionId).not.toBe(first)
  })

  it("answers 404 for another account's alert and for an id that is not one", async () => {
    const alert = await t.app.proactive.notify(anne.user.id, {
      type: 'ai_proactive_message',
      message: 'Only for Anne.',
    })
    const bob = await registerUser(t.app, { fullName: 'Bob' })
    const stolen = await open(bob, alert.id)
    expect(stolen.statusCode).toBe(404)
    expect(stolen.json<{ message: string }>().message).toBe('Alert not found')
    expect((await open(anne, 'not-an-id')).statusCode).toBe(404)
    expect((await open(anne, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${alert.id}/conversation`,
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses to open a security alert as a conversation (400)', async () => {
    const alert = await t.app.proactive.notify(anne.user.id, {
      type: 'security_alert',
      message: 'Your password was changed.',
    })
    const response = await open(anne, alert.id)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toBe(
      'A security alert does not open as a conversation',
    )
  })
})
