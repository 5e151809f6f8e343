import type { SubscriptionStatus } from '@orion/contracts/chat'
import { useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/request'

export const subscriptionStatusQueryKey = ['/api/subscription/status'] as const

/** GET /api/subscription/status: how many trial messages remain (spec part 1 §4 "Trial"). */
export function useSubscriptionStatus() {
  return useQuery({
    queryKey: subscriptionStatusQueryKey,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: 'throw' }),
  })
}
