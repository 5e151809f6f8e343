import { chatMessages } from '../../db/schema/chat'
import type { TestApp } from '../../test/build-test-app'

// Shared by the chat integration tests: calls as the web app makes them.

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export async function createSession(t: TestApp, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: bearer(token),
  })
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}`)
  return response.json() as { id: string; title: string; createdAt: string }
}

/** Stores messages as they are, without the model: a long history in one statement. */
export async function seedMessages(t: TestApp, rows: (typeof chatMessages.$inferInsert)[]) {
  return t.database.db.insert(chatMessages).values(rows).returning({ id: chatMessages.id })
}

export function sendMessage(
  t: TestApp,
  token: string,
  sessionId: string,
  payload: object = { content: 'Hello there' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/messages`,
    headers: bearer(token),
    payload,
  })
}

export interface SseEvent {
  name: string
  /** The `id:` line: the event's number in its turn. */
  id?: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any
}

/** Parses `id: <n>\nevent: <name>\ndata: <json>\n\n` blocks (comments and heartbeats skipped). */
export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const name = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message'
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n')
      const id = lines.find((line) => line.startsWith('id: '))?.slice(4)
      return { name, ...(id ? { id: Number(id) } : {}), data: JSON.parse(data) }
    })
}
