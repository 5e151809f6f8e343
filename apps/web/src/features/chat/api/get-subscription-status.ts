import type { SubscriptionStatus } from '@orion/contracts/chat'
import { useQuery } from '@tanstack/react-query'
import { subscriptionStatusQueryKey } from '@/features/subscribe/api/query-keys'
import { getQueryFn } from '@/lib/request'

/** GET /api/subscription/status: how many trial messages remain. */
export function useSubscriptionStatus() {
  return useQuery({
    queryKey: subscriptionStatusQueryKey,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: 'throw' }),
  })
}
