import type { TestApp } from '../../test/build-test-app'
import { registerUser } from '../../test/fakes/signed-in-user'

// Shared by the journal integration tests: calls as the web app makes them.

export interface Person {
  id: string
  headers: { authorization: string }
}

export async function signIn(t: TestApp): Promise<Person> {
  const { token, user } = await registerUser(t.app)
  return { id: user.id, headers: { authorization: `Bearer ${token}` } }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export function call(t: TestApp, person: Person, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: person.headers, payload })
}

export async function createEntry(t: TestApp, person: Person, payload: object = {}) {
  const response = await call(t, person, 'POST', '/api/journal', {
    title: 'A day',
    content: 'Something happened.',
    ...payload,
  })
  if (response.statusCode !== 201) throw new Error(`create answered ${response.body}`)
  return response.json() as {
    entryId: string
    title: string
    notebookId: string | null
    createdAt: string
    updatedAt: string
  }
}

export async function createNotebook(t: TestApp, person: Person, payload: object = {}) {
  const response = await call(t, person, 'POST', '/api/notebooks', {
    name: `Notebook ${Math.random().toString(36).slice(2)}`,
    ...payload,
  })
  if (response.statusCode !== 201) throw new Error(`create answered ${response.body}`)
  return response.json() as { id: string; name: string; color: string; entryCount: number }
}

export async function listEntries(t: TestApp, person: Person, query = '') {
  const response = await call(t, person, 'GET', `/api/journal${query}`)
  if (response.statusCode !== 200) throw new Error(`list answered ${response.body}`)
  return response.json() as { entryId: string; title: string; notebookId: string | null }[]
}
