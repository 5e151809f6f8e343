import { FITBIT_LATEST_STALE_TIME_MS, type FitbitReading } from '@orion/contracts/fitbit'
import { useQuery } from '@tanstack/react-query'
import { fitbitLatestQueryKey } from '@/features/settings/api/fitbit-query-keys'
import { getQueryFn } from '@/lib/request'

// spec part 2 §7 and §9: the latest reading is cached 1 hour and not refetched on window focus.
/** GET /api/fitbit/latest: the newest stored reading, null when none was synced yet. */
export function useFitbitLatest() {
  return useQuery({
    queryKey: fitbitLatestQueryKey,
    queryFn: getQueryFn<FitbitReading>({ on401: 'throw' }),
    staleTime: FITBIT_LATEST_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  })
}
