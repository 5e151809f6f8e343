import { apiRequest } from '@/lib/request'

/** POST /api/subscription/reconcile. */
export async function reconcile(): Promise<{ success: boolean; linked: boolean }> {
  return (await apiRequest('POST', '/api/subscription/reconcile')).json()
}
