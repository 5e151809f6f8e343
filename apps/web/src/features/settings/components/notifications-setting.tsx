import { setNotificationsEnabled, useNotificationsEnabled } from '@/lib/live-alerts'

/**
 * Settings > Profile: live alerts on or off (stored locally as 'true' or 'false'). Turning them on
 * is the click that may ask the browser for desktop notifications; nothing asks before it.
 */
export function NotificationsSetting() {
  const enabled = useNotificationsEnabled()
  const toggle = () => {
    const next = !enabled
    setNotificationsEnabled(next)
    if (next && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission()
    }
  }
  return (
    <section aria-labelledby="notifications-heading" className="mt-8 max-w-lg space-y-2">
      <h2 id="notifications-heading" className="font-semibold text-star">
        Notifications
      </h2>
      <p className="text-sm text-star-muted">
        Messages from Orion and security alerts while you are signed in: shown in the app, and on
        your desktop when your browser allows it.
      </p>
      <label className="flex items-center gap-3 text-sm text-star">
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          onClick={toggle}
          className="relative h-6 w-11 rounded-full border border-white/10 bg-night-800 transition-colors aria-checked:bg-accent-strong"
        >
          <span
            aria-hidden="true"
            className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${enabled ? 'translate-x-5' : ''}`}
          />
        </button>
        Enable notifications
      </label>
    </section>
  )
}
