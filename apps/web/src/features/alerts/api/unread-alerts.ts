import { alertsResponseSchema, type AlertsResponse } from '@orion/contracts/proactive'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { unreadAlertsQueryKey } from '@/lib/alerts'
import { apiRequest } from '@/lib/request'

/** GET /api/alerts?unread=true: the unread alerts (oldest first, 100 at most) and their count. */
export async function getUnreadAlerts(): Promise<AlertsResponse> {
  const response = await apiRequest('GET', '/api/alerts?unread=true')
  return alertsResponseSchema.parse(await response.json())
}

export function useUnreadAlerts(enabled: boolean) {
  return useQuery({ queryKey: unreadAlertsQueryKey, queryFn: getUnreadAlerts, enabled })
}

/** POST /api/alerts/read: the person has seen them all (the badge clears at once). */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/alerts/read')
    },
    onMutate: () => {
      queryClient.setQueryData<AlertsResponse>(unreadAlertsQueryKey, (current) =>
        current ? { ...current, unreadCount: 0 } : current,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadAlertsQueryKey }),
  })
}
