import {
  alertsResponseSchema,
  PROACTIVE_SOCKET_PATH,
  proactiveServerMessageSchema,
  type ProactiveAlert,
} from '@orion/contracts/proactive'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { alertPath, isOpenAlertMessage, unreadAlertsQueryKey } from '@/lib/alerts'
import { getAuthToken, onAuthTokenChange } from '@/lib/auth-token'
import {
  liveAlertsUrl,
  reconnectDelay,
  showDesktopNotification,
  useNotificationsEnabled,
} from '@/lib/live-alerts'
import { apiRequestWithoutRedirect } from '@/lib/request'
import { readStorage, writeStorage } from '@/lib/storage'
import { toast, TOAST_LIMIT } from '@/lib/toast'

/** The newest alert this browser has shown, so a reconnect catches up from there. */
const LAST_ALERT_KEY = 'orion.lastAlertId'
const DESKTOP_NOTIFICATION_ICON = '/favicon.svg'

function startFromNow() {
  const since = new Date(Date.now() - 60_000).toISOString()
  writeStorage(LAST_ALERT_KEY, since)
  return since
}

function alertTitle(alert: ProactiveAlert) {
  return alert.type === 'security_alert' ? 'Security alert' : alert.aiName
}

/**
 * Live alerts (spec part 1 §4, §6, §7): while signed in with notifications enabled, a socket to
 * /ws/proactive. Alerts show as toasts, and as desktop notifications when the browser allows
 * them; after a reconnect the ones missed meanwhile are fetched from GET /api/alerts?after=.
 */
export function useLiveAlerts(signedIn: boolean) {
  const enabled = useNotificationsEnabled()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useOpenAlertFromServiceWorker(signedIn)
  useEffect(() => {
    if (!signedIn || !enabled) return
    let socket: WebSocket | null = null
    let retry = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const shown = new Set<string>()

    const show = (alert: ProactiveAlert) => {
      if (shown.has(alert.id)) return
      shown.add(alert.id)
      writeStorage(LAST_ALERT_KEY, alert.id)
      void queryClient.invalidateQueries({ queryKey: unreadAlertsQueryKey })
      toast({
        title: alertTitle(alert),
        description: alert.message,
        action: { label: 'Open', onClick: () => navigate(alertPath(alert.id)) },
      })
    }

    const catchUp = async () => {
      // The first connection in this browser starts from about now (a minute of slack for the
      // clock), so an alert made while it reconnects is not missed.
      const last = readStorage(LAST_ALERT_KEY) ?? startFromNow()
      try {
        const response = await apiRequestWithoutRedirect(
          'GET',
          `/api/alerts?after=${encodeURIComponent(last)}`,
        )
        const { alerts } = alertsResponseSchema.parse(await response.json())
        alerts.forEach(show)
        // What was missed meanwhile reaches the desktop too (the newest few, like the toasts).
        for (const alert of alerts.slice(-TOAST_LIMIT)) {
          showDesktopNotification({
            title: alertTitle(alert),
            body: alert.message,
            icon: DESKTOP_NOTIFICATION_ICON,
            tag: alert.id,
            onClick: () => navigate(alertPath(alert.id)),
          })
        }
      } catch {
        // The alert this browser saw last is gone (another account, a deleted one): start afresh.
        startFromNow()
      }
    }

    const open = () => {
      const current = new WebSocket(liveAlertsUrl(window.location, PROACTIVE_SOCKET_PATH))
      socket = current
      current.onopen = () => {
        const token = getAuthToken()
        // Without a stored token the session cookie authenticated the upgrade.
        if (token) current.send(JSON.stringify({ type: 'authenticate', token }))
      }
      current.onmessage = (event) => {
        let parsed
        try {
          parsed = proactiveServerMessageSchema.safeParse(JSON.parse(String(event.data)))
        } catch {
          return
        }
        if (!parsed.success) return
        const message = parsed.data
        if (message.type === 'ping') current.send(JSON.stringify({ type: 'pong' }))
        else if (message.type === 'auth_success') {
          retry = 0
          void catchUp()
        } else if (message.type === 'desktop_notification') {
          showDesktopNotification({
            title: message.title,
            body: message.body,
            icon: message.icon,
            tag: message.alertId,
            onClick: () => navigate(alertPath(message.alertId)),
          })
        } else if (message.type !== 'connected') show(message)
      }
      current.onclose = (event) => {
        if (stopped || socket !== current) return
        const delay = reconnectDelay(event.code, retry)
        if (delay === null) return
        retry += 1
        timer = setTimeout(open, delay)
      }
    }
    open()
    // A new token (a password change closes every socket with 1008): connect again with it.
    const unsubscribe = onAuthTokenChange(() => {
      if (stopped) return
      clearTimeout(timer)
      retry = 0
      const previous = socket
      socket = null
      previous?.close(1000)
      open()
    })
    return () => {
      stopped = true
      unsubscribe()
      clearTimeout(timer)
      socket?.close(1000)
    }
  }, [signedIn, enabled, queryClient, navigate])
}

/** A push notification clicked while a tab is open: the service worker asks this tab to open it. */
function useOpenAlertFromServiceWorker(signedIn: boolean) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!signedIn || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
    const onMessage = (event: MessageEvent) => {
      if (isOpenAlertMessage(event.data)) navigate(alertPath(event.data.alertId))
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    return () => navigator.serviceWorker.removeEventListener('message', onMessage)
  }, [signedIn, navigate])
}
