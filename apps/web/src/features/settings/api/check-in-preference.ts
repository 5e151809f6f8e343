import {
  CHECK_IN_PREFERENCE_PATH,
  checkInSettingsSchema,
  type CheckInPreference,
  type CheckInSettings,
} from '@orion/contracts/proactive'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'

const checkInQueryKey = [CHECK_IN_PREFERENCE_PATH] as const

/** GET /api/check-ins/preference: off, 22:00 to 08:00 and no time zone until the person saves. */
export function useCheckInSettings() {
  return useQuery({
    queryKey: checkInQueryKey,
    queryFn: async (): Promise<CheckInSettings> =>
      checkInSettingsSchema.parse(await (await apiRequest('GET', CHECK_IN_PREFERENCE_PATH)).json()),
  })
}

/** PUT /api/check-ins/preference: the whole preference; the answer replaces the cached one. */
export function useSaveCheckInPreference() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (preference: CheckInPreference): Promise<CheckInSettings> =>
      checkInSettingsSchema.parse(
        await (await apiRequest('PUT', CHECK_IN_PREFERENCE_PATH, preference)).json(),
      ),
    onSuccess: (settings) => queryClient.setQueryData(checkInQueryKey, settings),
  })
}
