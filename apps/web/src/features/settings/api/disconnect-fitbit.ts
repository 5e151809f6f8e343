import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  fitbitLatestQueryKey,
  fitbitStatusQueryKey,
} from '@/features/settings/api/fitbit-query-keys'
import { apiRequest } from '@/lib/request'
import { userQueryKey } from '@/lib/session'

/** POST /api/fitbit/disconnect: the grant is revoked and the tokens deleted (answer not read). */
export async function disconnectFitbit(): Promise<void> {
  await apiRequest('POST', '/api/fitbit/disconnect')
}

export function useDisconnectFitbit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disconnectFitbit,
    // spec part 2 §4: disconnect refreshes the latest data (and the user's connected-at time).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fitbitLatestQueryKey }),
        queryClient.invalidateQueries({ queryKey: fitbitStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  })
}
