import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { METRICS_UNAUTHORIZED_MESSAGE } from '../../plugins/metrics'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

const METRICS_TOKEN = 'metrics-token-for-the-health-test'
let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-dist-'))
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Orion</title><div id="root"></div>',
  )
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)')
  t = await buildTestApp({ WEB_DIST_DIR: webDist, METRICS_TOKEN })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

describe('operations endpoints', () => {
  it('GET /healthz answers ok', async () => {
    const response = await t.app.inject('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('GET /readyz reports the database, migrations and the missing AI provider with what to set', async () => {
    const response = await t.app.inject('/readyz')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.status).toBe('ready')
    expect(body.database).toMatchObject({ reachable: true, migrationsApplied: true })
    expect(body.ai.provider).toBe('none')
    expect(body.ai.hint).toContain('AI_BASE_URL')
  })

  it('GET /readyz names the configured provider, model and context size', async () => {
    const other = await buildTestApp({
      AI_BASE_URL: 'http://127.0.0.1:1/v1',
      AI_MODEL: 'm',
      AI_RESEARCH_MODEL: 'r',
    })
    try {
      const body = (await other.app.inject('/readyz')).json()
      expect(body.ai).toEqual({
        provider: 'openai-compatible',
        model: 'm (research: r)',
        contextSize: 128_000,
      })
    } finally {
      await other.close()
    }
  })

  it('GET /metrics exposes Prometheus metrics with request durations by route', async () => {
    await t.app.inject('/healthz')
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}',
    )
    expect(response.body).toContain('process_cpu_user_seconds_total')
  })

  it('GET /metrics without the bearer token, or with another, answers 401 and shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer not-the-metrics-token', METRICS_TOKEN]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toContain('Bearer')
      expect(response.json().message).toBe(METRICS_UNAUTHORIZED_MESSAGE)
      expect(response.body).not.toContain('process_cpu')
    }
  })

  it('GET /metrics is not served at all when METRICS_TOKEN is unset', async () => {
    const other = await buildTestApp()
    try {
      expect((await other.app.inject('/metrics')).statusCode).toBe(404)
    } finally {
      await other.close()
    }
  })

  it('serves the OpenAPI document generated from the route schemas, and its browser at /api/docs', async () => {
    const json = await t.app.inject('/api/docs/json')
    expect(json.statusCode).toBe(200)
    const document = json.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(
      document.paths['/api/feedback'].post.requestBody.content['application/json'].schema.required,
    ).toContain('feedback')
    const page = await t.app.inject('/api/docs/')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('swagger')
  })

  it('GET /api/meta tells the web app which sign-in providers exist', async () => {
    const response = await t.app.inject('/api/meta')
    expect(response.json()).toMatchObject({
      name: 'Orion',
      authProviders: { google: false, microsoft: false },
      aiProvider: 'none',
      speech: { textToSpeech: false, speechToText: false },
      supportEmail: null,
      communityUrl: null,
    })
  })
})

describe('web app and unknown routes', () => {
  it('answers unknown /api routes with 404 in the one error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist?x=1' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        error: 'not_found',
        message: `No route ${method} /api/does-not-exist`,
      })
    }
  })

  it('serves index.html for a deep link like /journal (SPA fallback), with security headers', async () => {
    const response = await t.app.inject({ url: '/journal', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<div id="root">')
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const response = await t.app.inject('/assets/app-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('immutable')
  })
})
