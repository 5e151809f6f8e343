import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('JSON bodies', () => {
  it('treats an empty body sent as application/json as no body (the web app sends that header on every call)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true })
  })

  it('still refuses a route that needs a body when none is sent, with a readable message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'The request body must be a JSON object (Content-Type: application/json).',
    )
  })

  it('strips prototype poisoning the way Fastify does', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"feedback":"hi","__proto__":{"polluted":true}}',
    })
    expect(response.statusCode).toBe(400)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
