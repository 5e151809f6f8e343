import {
  CLOSE_AUTH_FAILED,
  CLOSE_GOING_AWAY,
  CLOSE_NORMAL,
  DESKTOP_NOTIFICATION_MS,
  LIVE_ALERT_FIRST_BACKOFF_MS,
  LIVE_ALERT_MAX_BACKOFF_MS,
  LIVE_ALERT_MAX_RETRIES,
  NOTIFICATION_PREFERENCE_KEY,
} from '@orion/contracts/proactive'
import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'

/**
 * spec part 1 §8 "Live alerts": no reconnect after 1008 (auth failed), 1000 or 1001; otherwise
 * (§9) up to 5 retries, waiting 1 s doubling to 30 s. `retry` counts from 0; null: do not retry.
 */
export function reconnectDelay(closeCode: number, retry: number): number | null {
  if ([CLOSE_AUTH_FAILED, CLOSE_NORMAL, CLOSE_GOING_AWAY].includes(closeCode)) return null
  if (retry >= LIVE_ALERT_MAX_RETRIES) return null
  return Math.min(LIVE_ALERT_FIRST_BACKOFF_MS * 2 ** retry, LIVE_ALERT_MAX_BACKOFF_MS)
}

const listeners = new Set<() => void>()

/** The notification preference, stored locally as 'true' or 'false' (spec part 1 §9); off until chosen. */
export function notificationsEnabled(): boolean {
  return readStorage(NOTIFICATION_PREFERENCE_KEY) === 'true'
}

export function setNotificationsEnabled(enabled: boolean): void {
  writeStorage(NOTIFICATION_PREFERENCE_KEY, enabled ? 'true' : 'false')
  for (const listener of listeners) listener()
}

export function useNotificationsEnabled(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }, notificationsEnabled)
}

/** A desktop notification when the browser allows it, closed after 10 s (spec part 1 §9). */
export function showDesktopNotification(input: {
  title: string
  body: string
  icon: string
  /** The alert's id: the service worker's push notification of the same alert is replaced. */
  tag?: string
  onClick?: () => void
}): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false
  const notification = new Notification(input.title, {
    body: input.body,
    icon: input.icon,
    tag: input.tag,
  })
  notification.onclick = () => {
    window.focus()
    input.onClick?.()
    notification.close()
  }
  setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS)
  return true
}

export function liveAlertsUrl(location: Pick<Location, 'protocol' | 'host'>, path: string) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`
}
