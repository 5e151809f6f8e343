import sharp from 'sharp'
import type { TestApp } from './build-test-app'
import type { Credentials } from './fakes/signed-in-user'
import type { Operation } from './openapi-operations'
import { rawRequest } from './raw-http'
import { bearer, upload } from './uploads-kit'

// One of everything a person owns that an operation's path names by id, made through the API as
// the web app makes it (the alert through the proactive service, as the server makes alerts).
// Needs a model (AI_BASE_URL on a fake server) and the app listening at `origin`: the
// conversation has one streamed turn, for its turnId.

export interface AccountResources {
  sessionId: string
  turnId: string
  entryId: string
  notebookId: string
  memoryId: string
  imageId: string
  documentId: string
  alertId: string
}

export async function createAccountResources(
  t: TestApp,
  origin: string,
  person: Credentials,
): Promise<AccountResources> {
  const auth = bearer(person.token)
  const json = async (method: 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: auth, payload })
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`)
    }
    return response
  }
  const session = (await json('POST', '/api/sessions')).json<{ id: string }>()
  const stream = await rawRequest(origin, {
    method: 'POST',
    path: `/api/sessions/${session.id}/messages/stream`,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Hello there' }),
  })
  const turnId = /"turnId":"([^"]+)"/.exec(stream.body)?.[1]
  if (!turnId) throw new Error(`no turn event in ${stream.body.slice(0, 300)}`)
  const entry = (
    await json('POST', '/api/journal', { title: 'A day', content: 'It rained.' })
  ).json<{ entryId: string }>()
  const notebook = (await json('POST', '/api/notebooks', { name: 'Walks' })).json<{ id: string }>()
  const memory = (await json('POST', '/api/memories', { summary: 'Likes tea' })).json<{
    memoryId: string
  }>()
  const picture = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer()
  const image = await upload(t, auth, '/api/images/upload', 'image', 'a.png', picture, 'image/png')
  const document = await upload(t, auth, '/api/documents/upload', 'file', 'a.txt', 'Notes')
  if (image.statusCode >= 300 || document.statusCode >= 300) {
    throw new Error(`uploads answered ${image.statusCode} and ${document.statusCode}`)
  }
  const alert = await t.app.proactive.notify(person.user.id, {
    type: 'ai_proactive_message',
    message: 'How was the walk?',
  })
  return {
    sessionId: session.id,
    turnId,
    entryId: entry.entryId,
    notebookId: notebook.id,
    memoryId: memory.memoryId,
    imageId: image.json<{ id: string }>().id,
    documentId: document.json<{ id: string }>().id,
    alertId: alert.id,
  }
}

/** The ids an operation's path takes, from the resources of one account; undefined when unknown. */
export function pathIdsOf(
  operation: Operation,
  resources: AccountResources,
): Record<string, string> | undefined {
  const byPrefix: [string, Record<string, string>][] = [
    ['/api/sessions/{id}', { id: resources.sessionId, turnId: resources.turnId }],
    ['/api/journal/{entryId}', { entryId: resources.entryId }],
    ['/api/notebooks/{id}', { id: resources.notebookId }],
    ['/api/memories/{id}', { id: resources.memoryId }],
    ['/api/gallery/{id}', { id: resources.imageId }],
    ['/api/images/{id}', { id: resources.imageId }],
    ['/api/documents/{id}', { id: resources.documentId }],
    ['/api/alerts/{id}', { id: resources.alertId }],
  ]
  const ids = byPrefix.find(([prefix]) => operation.path.startsWith(prefix))?.[1]
  if (!ids || !operation.pathParams.every((name) => ids[name] !== undefined)) return undefined
  return ids
}
