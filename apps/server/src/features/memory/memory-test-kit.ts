import crypto from 'node:crypto'
import type { TestApp } from '../../test/build-test-app'

// Shared by the memory integration tests: calls as the web app makes them.

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export function createMemory(t: TestApp, token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/memories', headers: bearer(token), payload })
}

export async function listMemories(t: TestApp, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/memories',
    headers: bearer(token),
  })
  if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}`)
  return response.json() as {
    memories: { memoryId: string; summary: string; keywords: string[]; source: string }[]
    tokensUsed: number
    tokenBudget: number
  }
}

export async function createSession(t: TestApp, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: bearer(token),
  })
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}`)
  return response.json() as { id: string; title: string; createdAt: string }
}

export function sendMessage(t: TestApp, token: string, sessionId: string, content = 'Hello there') {
  return t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/messages`,
    headers: bearer(token),
    payload: { content },
  })
}

/** The data of every `event: <name>` block of a Server-Sent Events body. */
export function eventsNamed(body: string, name: string): unknown[] {
  return body
    .split('\n\n')
    .filter((block) => block.split('\n').includes(`event: ${name}`))
    .map((block) =>
      JSON.parse(
        block
          .split('\n')
          .find((line) => line.startsWith('data: '))!
          .slice(6),
      ),
    )
}

/** A multipart/form-data upload of one file, as a browser's FormData sends it. */
export function importFile(
  t: TestApp,
  token: string,
  filename: string,
  content: Buffer | string,
  field = 'file',
) {
  const boundary = `----orion${crypto.randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/memories/import',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}
