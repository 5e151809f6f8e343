import { apiRequest } from '@/lib/request'

/** POST /api/subscription/reconcile (spec part 2 §7). */
export async function reconcile(): Promise<{ success: boolean; linked: boolean }> {
  return (await apiRequest('POST', '/api/subscription/reconcile')).json()
}
