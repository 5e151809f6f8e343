import type { FitbitDevice } from '@orion/contracts/fitbit'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'

/** GET /api/fitbit/devices: the devices that recorded the person's recent data. */
export async function getFitbitDevices(): Promise<FitbitDevice[]> {
  const response = await apiRequest('GET', '/api/fitbit/devices')
  return (await response.json()) as FitbitDevice[]
}

/** Asked for when the person presses Check devices (each press asks the provider again). */
export function useCheckFitbitDevices() {
  return useMutation({ mutationFn: getFitbitDevices })
}
