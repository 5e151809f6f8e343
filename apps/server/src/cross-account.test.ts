import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccountResources, pathIdsOf, type AccountResources } from './test/account-resources'
import { buildTestApp, type TestApp } from './test/build-test-app'
import { startFakeOpenAi, type FakeOpenAi } from './test/fakes/openai-server'
import { registerUser, type Credentials } from './test/fakes/signed-in-user'
import { openApiOperations, sampleOf, urlOf, type Operation } from './test/openapi-operations'
import { rawRequest } from './test/raw-http'

// The cross-account suite of issue 18, generated from the OpenAPI document: every operation whose
// path names something by id, called by Bob with the id of Anne's thing (and a body that passes
// validation), answers 404 as if it did not exist, and leaves Anne's things as they were. A new
// operation with an id fails here until account-resources.ts knows how to make one.
// (Every non-public operation without credentials answers 401: plugins/auth-guard.test.ts.)

/** Reached by a signed URL, not by an account: whoever holds the link may read the file. */
const SIGNED_URL_ROUTES = ['GET /api/images/{id}', 'GET /api/files/{*}']

let fake: FakeOpenAi
let t: TestApp
let origin: string
let anne: Credentials
let bob: Credentials
let annes: AccountResources
let operations: Operation[]

beforeAll(async () => {
  fake = await startFakeOpenAi()
  t = await buildTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model' })
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  anne = await registerUser(t.app)
  bob = await registerUser(t.app)
  annes = await createAccountResources(t, origin, anne)
  await createAccountResources(t, origin, bob)
  operations = (await openApiOperations(t.app)).filter(
    (operation) =>
      operation.pathParams.length > 0 &&
      !SIGNED_URL_ROUTES.includes(`${operation.method} ${operation.path}`),
  )
}, 60_000)
afterAll(async () => {
  await t.close()
  await fake.close()
})

const call = (person: Credentials, operation: Operation, ids: Record<string, string>) =>
  rawRequest(origin, {
    method: operation.method,
    path: urlOf(operation, ids),
    headers: {
      authorization: `Bearer ${person.token}`,
      ...(operation.body && { 'content-type': 'application/json' }),
    },
    ...(operation.body && { body: JSON.stringify(sampleOf(operation.body)) }),
  })

/** What Anne sees of her things: each read answers 200 with the same body before and after. */
async function annesView() {
  const reads = [
    `/api/sessions/${annes.sessionId}`,
    `/api/journal/${annes.entryId}`,
    '/api/notebooks',
    '/api/memories',
    '/api/gallery',
    `/api/documents/${annes.documentId}`,
    '/api/alerts',
  ]
  return Promise.all(
    reads.map(async (path) => {
      const response = await rawRequest(origin, {
        method: 'GET',
        path,
        headers: { authorization: `Bearer ${anne.token}` },
      })
      return { path, status: response.statusCode, body: response.body }
    }),
  )
}

describe("another account's ids", () => {
  it('covers every operation with an id in its path', () => {
    expect(operations.length).toBeGreaterThan(20)
    const unknown = operations
      .filter((operation) => pathIdsOf(operation, annes) === undefined)
      .map((operation) => `${operation.method} ${operation.path}`)
    expect(unknown, 'teach account-resources.ts to make these ids').toEqual([])
  })

  it("answers 404 to every one of them, and leaves Anne's things as they were", async () => {
    const before = await annesView()
    expect(before.map(({ status }) => status)).toEqual(before.map(() => 200))
    const answers: { route: string; status: number; error?: unknown }[] = []
    // Deletions last, so every other operation still finds Anne's things there to refuse.
    const ordered = [...operations].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    )
    for (const operation of ordered) {
      const response = await call(bob, operation, pathIdsOf(operation, annes)!)
      const route = `${operation.method} ${operation.path}`
      let error: unknown
      try {
        error = response.json<{ error?: unknown }>().error
      } catch {
        error = `not JSON: ${response.body.slice(0, 80)}`
      }
      answers.push({ route, status: response.statusCode, error })
    }
    expect(answers.length).toBe(operations.length)
    expect(answers.filter(({ status, error }) => status !== 404 || error !== 'not_found')).toEqual(
      [],
    )
    expect(await annesView()).toEqual(before)
  }, 60_000)

  it('lets the owner reach the same operations (the 404 is about the owner, not the id)', async () => {
    const reads = operations.filter((operation) => operation.method === 'GET')
    for (const operation of reads) {
      const response = await call(anne, operation, pathIdsOf(operation, annes)!)
      expect(response.statusCode, `${operation.method} ${operation.path}`).toBe(200)
    }
  })
})
