export const fitbitLatestQueryKey = ['/api/fitbit/latest'] as const
export const fitbitStatusQueryKey = ['/api/fitbit/status'] as const
