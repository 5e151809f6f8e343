import type { FitbitConnectResponse } from '@orion/contracts/fitbit'
import { useMutation } from '@tanstack/react-query'
import { apiRequestWithoutRedirect } from '@/lib/request'

/**
 * POST /api/fitbit/connect: the provider's consent page to send the browser to. The caller handles
 * a 401 itself (spec part 2 §5: an alert, then the sign-in page), so no jump to /auth here.
 */
export async function connectFitbit(): Promise<FitbitConnectResponse> {
  const response = await apiRequestWithoutRedirect('POST', '/api/fitbit/connect')
  return (await response.json()) as FitbitConnectResponse
}

export function useConnectFitbit() {
  return useMutation({ mutationFn: connectFitbit })
}
