import type { FitbitStatus } from '@orion/contracts/fitbit'
import { useQuery } from '@tanstack/react-query'
import { fitbitStatusQueryKey } from '@/features/settings/api/fitbit-query-keys'
import { getQueryFn } from '@/lib/request'

/** GET /api/fitbit/status: the connection, the last sync, and whether Orion may see the reading. */
export function useFitbitStatus() {
  return useQuery({
    queryKey: fitbitStatusQueryKey,
    queryFn: getQueryFn<FitbitStatus>({ on401: 'throw' }),
  })
}
