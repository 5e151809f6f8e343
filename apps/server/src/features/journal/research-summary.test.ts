import { RESEARCH_SUMMARY_TAGS } from '@orion/contracts/journal'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/openai-server'
import { registerUser } from '../../test/fakes/signed-in-user'
import { RESEARCH_SUMMARY_FAILED_MESSAGE, researchSummaryTitle } from './research-summary.service'

let fake: FakeOpenAi
let t: TestApp
beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_RESEARCH_MODEL: 'fake-research-model',
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

async function startConversation(token: string, content: string) {
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: bearer(token),
  })
  const { id, title } = session.json() as { id: string; title: string }
  await t.app.inject({
    method: 'POST',
    url: `/api/sessions/${id}/messages`,
    headers: bearer(token),
    payload: { content },
  })
  return { id, title }
}

const summarise = (token: string, sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/journal/research-summary',
    headers: bearer(token),
    payload: { sessionId },
  })

describe('POST /api/journal/research-summary', () => {
  it('stores the research model summary as a public research journal entry', async () => {
    const { token } = await registerUser(t.app)
    const session = await startConversation(token, 'What do we know about octopus sleep?')
    fake.reset()
    fake.setHandler(() => ({ text: '## Overview\nOctopuses have two sleep stages.' }))
    const response = await summarise(token, session.id)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      title: researchSummaryTitle('What do we know about octopus', new Date()),
      content: '## Overview\nOctopuses have two sleep stages.',
      mood: 'research',
      tags: [...RESEARCH_SUMMARY_TAGS],
      isPrivate: false,
    })
    expect(fake.requests[0]!.body.model).toBe('fake-research-model')
    expect(fake.requests[0]!.body.messages[1].content).toContain('octopus sleep')
    const journal = await t.app.inject({
      method: 'GET',
      url: '/api/journal',
      headers: bearer(token),
    })
    expect(journal.json()).toHaveLength(1)
  })

  it('formats the title as MMM d, yyyy', () => {
    expect(researchSummaryTitle('Sleep', new Date('2025-01-05T12:00:00Z'))).toBe(
      'Research Summary: Sleep - Jan 5, 2025',
    )
  })

  it("answers 502 when the model fails, and 404 for another person's session", async () => {
    const owner = await registerUser(t.app)
    const other = await registerUser(t.app)
    const session = await startConversation(owner.token, 'Hello')
    fake.setHandler(() => ({ status: 500, error: { message: 'down' } }))
    const failed = await summarise(owner.token, session.id)
    expect(failed.statusCode).toBe(502)
    expect(failed.json()).toEqual({
      error: 'research_summary_failed',
      message: RESEARCH_SUMMARY_FAILED_MESSAGE,
    })
    expect((await summarise(other.token, session.id)).statusCode).toBe(404)
  })
})
