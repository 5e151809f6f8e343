import type { SubscriptionStatus } from '@orion/contracts/chat'
import { apiRequest } from '@/lib/request'

/** POST /api/subscription/cancel (spec part 2 §7). */
export async function cancelSubscription(): Promise<SubscriptionStatus> {
  return (await apiRequest('POST', '/api/subscription/cancel')).json()
}
