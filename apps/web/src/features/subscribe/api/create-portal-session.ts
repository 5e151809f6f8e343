import { apiRequest } from '@/lib/request'

/** POST /api/stripe/create-portal-session. */
export async function createPortalSession(): Promise<{ success: boolean; url: string | null }> {
  return (await apiRequest('POST', '/api/stripe/create-portal-session')).json()
}
