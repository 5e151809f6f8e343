// Shared by the live alerts (app/auth), the shell's bell and the page that opens an alert.

/** The unread alerts and their count (GET /api/alerts?unread=true). */
export const unreadAlertsQueryKey = ['alerts', 'unread'] as const

/** The page that opens an alert: a check-in as its conversation, a security alert in Settings. */
export function alertPath(alertId: string): string {
  return `/alert/${encodeURIComponent(alertId)}`
}

/** What the service worker tells an open tab when its notification is clicked. */
export interface OpenAlertMessage {
  type: 'open-alert'
  alertId: string
}

export function isOpenAlertMessage(data: unknown): data is OpenAlertMessage {
  const message = data as Partial<OpenAlertMessage> | null
  return message?.type === 'open-alert' && typeof message.alertId === 'string'
}
