import type { FitbitSyncResponse } from '@orion/contracts/fitbit'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  fitbitLatestQueryKey,
  fitbitStatusQueryKey,
} from '@/features/settings/api/fitbit-query-keys'
import { apiRequest } from '@/lib/request'

/** POST /api/fitbit/sync: pulls the newest reading from the wearable now. */
export async function syncFitbit(): Promise<FitbitSyncResponse> {
  const response = await apiRequest('POST', '/api/fitbit/sync')
  return (await response.json()) as FitbitSyncResponse
}

export function useSyncFitbit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: syncFitbit,
    onSuccess: ({ reading }) => {
      // A sync that found nothing new keeps the reading already shown.
      if (reading) queryClient.setQueryData(fitbitLatestQueryKey, reading)
    },
    // A revoked grant shows up in the status (problem), so it is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: fitbitStatusQueryKey }),
  })
}
