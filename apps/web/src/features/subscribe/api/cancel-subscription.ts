import type { SubscriptionStatus } from '@orion/contracts/chat'
import { apiRequest } from '@/lib/request'

/** POST /api/subscription/cancel. */
export async function cancelSubscription(): Promise<SubscriptionStatus> {
  return (await apiRequest('POST', '/api/subscription/cancel')).json()
}
