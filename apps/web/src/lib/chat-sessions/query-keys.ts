// Query keys of conversations, shared by the chat page and the History page.
// Every key starts with '/api/sessions', so invalidating that prefix refreshes lists and sessions.

export const sessionsQueryKey = ['/api/sessions'] as const

export function sessionListQueryKey(filters: { search: string; favoritesOnly: boolean }) {
  return [...sessionsQueryKey, 'list', filters] as const
}

export function sessionQueryKey(sessionId: string) {
  return [...sessionsQueryKey, sessionId] as const
}
