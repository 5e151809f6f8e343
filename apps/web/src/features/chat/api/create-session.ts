import type { Session } from '@orion/contracts/chat'
import { apiRequest } from '@/lib/request'

/** POST /api/sessions (no body): the new conversation. */
export async function createSession(): Promise<Session> {
  const response = await apiRequest('POST', '/api/sessions')
  return (await response.json()) as Session
}
