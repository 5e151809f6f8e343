import type { SubscriptionStatus } from '@orion/contracts/chat'
import { useQuery } from '@tanstack/react-query'
import { subscriptionStatusQueryKey } from '@/features/subscribe/api/query-keys'
import { getQueryFn } from '@/lib/request'

// The status is re-polled every 10 seconds on the subscribe page.
export const STATUS_POLL_MS = 10_000

/** GET /api/subscription/status, polled; only for a signed-in person (null otherwise). */
export function useSubscriptionStatus(signedIn: boolean) {
  return useQuery({
    queryKey: subscriptionStatusQueryKey,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: 'returnNull' }),
    enabled: signedIn,
    refetchInterval: STATUS_POLL_MS,
  })
}
