import { proactiveAlertSchema } from '@orion/contracts/proactive'
import { alertConversationResponseSchema } from '@orion/contracts/web-push'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unreadAlertsQueryKey } from '@/lib/alerts'
import { sessionsQueryKey } from '@/lib/chat-sessions/query-keys'
import { apiRequest } from '@/lib/request'

/**
 * Opens an alert where the person can act on it: a security alert in Settings > Security, any
 * other (a check-in, a wearable alert) as a conversation whose first message is the companion's
 * (POST /api/alerts/{id}/conversation). Both mark it read. Answers the page to go to.
 */
export async function openAlert(alertId: string): Promise<string> {
  const id = encodeURIComponent(alertId)
  const alert = proactiveAlertSchema.parse(
    await (await apiRequest('POST', `/api/alerts/${id}/read`)).json(),
  )
  if (alert.type === 'security_alert') return '/settings?tab=security'
  const response = await apiRequest('POST', `/api/alerts/${id}/conversation`)
  const { sessionId } = alertConversationResponseSchema.parse(await response.json())
  return `/c/${encodeURIComponent(sessionId)}`
}

export function useOpenAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: openAlert,
    retry: false,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadAlertsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
      ])
    },
  })
}
