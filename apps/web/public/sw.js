/* global self */
// Orion's service worker: Web Push only (issue 16 part 6). It caches nothing. A push carries one
// stored alert ({ alertId, type, title, body }), shown as a notification tagged with its id (the
// open tab's own desktop notification of the same alert replaces it rather than doubling it).
// A click opens the alert: in a tab already open, or in a new one.

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('push', (event) => {
  let alert = null
  try {
    alert = event.data ? event.data.json() : null
  } catch {
    alert = null
  }
  if (!alert || typeof alert.alertId !== 'string') return
  event.waitUntil(
    self.registration.showNotification(String(alert.title || 'Orion'), {
      body: String(alert.body || ''),
      icon: '/favicon.svg',
      tag: alert.alertId,
      data: { alertId: alert.alertId },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const alertId = event.notification.data && event.notification.data.alertId
  if (typeof alertId !== 'string') return
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        open.postMessage({ type: 'open-alert', alertId })
        await open.focus()
        return
      }
      await self.clients.openWindow(`/alert/${encodeURIComponent(alertId)}`)
    })(),
  )
})
