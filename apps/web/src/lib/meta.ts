import type { MetaResponse } from '@orion/contracts/meta'
import { useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/request'

export const metaQueryKey = ['/api/meta'] as const

/** GET /api/meta: public facts about this server (support address, sign-in providers). */
export function useMeta() {
  return useQuery({
    queryKey: metaQueryKey,
    queryFn: getQueryFn<MetaResponse>({ on401: 'returnNull' }),
    // These facts change only with a deploy.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  })
}
