import type { FitbitSettingsUpdate, FitbitStatus } from '@orion/contracts/fitbit'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fitbitStatusQueryKey } from '@/features/settings/api/fitbit-query-keys'
import { apiRequest } from '@/lib/request'

/** PATCH /api/fitbit/settings: answers the new status. */
export async function updateFitbitSettings(update: FitbitSettingsUpdate): Promise<FitbitStatus> {
  const response = await apiRequest('PATCH', '/api/fitbit/settings', update)
  return (await response.json()) as FitbitStatus
}

export function useUpdateFitbitSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateFitbitSettings,
    onSuccess: (status) => queryClient.setQueryData(fitbitStatusQueryKey, status),
  })
}
