import { useEffect, useState } from 'react'
import { setNotificationsEnabled, useNotificationsEnabled } from '@/lib/live-alerts'
import { toast, toastError } from '@/lib/toast'
import {
  currentPushSubscription,
  subscribeToPush,
  unsubscribeFromPush,
  webPushSupported,
} from '@/lib/web-push'

function Switch({
  checked,
  disabled,
  onClick,
  children,
}: {
  checked: boolean
  disabled?: boolean
  onClick: () => void
  children: string
}) {
  return (
    <label className="flex items-center gap-3 text-sm text-star has-disabled:opacity-60">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={onClick}
        className="relative h-6 w-11 rounded-full border border-white/10 bg-night-800 transition-colors aria-checked:bg-accent-strong"
      >
        <span
          aria-hidden="true"
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${checked ? 'translate-x-5' : ''}`}
        />
      </button>
      {children}
    </label>
  )
}

/**
 * Settings > Profile: live alerts on or off (stored locally as 'true' or 'false'), and Web Push
 * for when Orion is closed. Each switch is the click that may ask the browser for permission;
 * nothing asks before it.
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
      <Switch checked={enabled} onClick={toggle}>
        Enable notifications
      </Switch>
      {webPushSupported() ? <PushSwitch notificationsEnabled={enabled} /> : null}
    </section>
  )
}

/** Web Push: this browser shows Orion's messages even with every Orion tab closed. */
function PushSwitch({ notificationsEnabled }: { notificationsEnabled: boolean }) {
  const [subscribed, setSubscribed] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let current = true
    void currentPushSubscription().then((subscription) => {
      if (current) setSubscribed(subscription !== null)
    })
    return () => {
      current = false
    }
  }, [])
  // Notifications turned off: no pushes either.
  useEffect(() => {
    if (notificationsEnabled || !subscribed) return
    setSubscribed(false)
    void unsubscribeFromPush()
  }, [notificationsEnabled, subscribed])

  const toggle = async () => {
    setBusy(true)
    try {
      if (subscribed) {
        await unsubscribeFromPush()
        setSubscribed(false)
        toast({ title: 'Notifications off when Orion is closed' })
      } else {
        await subscribeToPush()
        setSubscribed(true)
        toast({
          title: 'Notifications on when Orion is closed',
          description: 'This browser will show messages from Orion even with its tab closed.',
        })
      }
    } catch (error) {
      toastError(
        subscribed ? 'Could not turn them off' : 'Could not turn them on',
        error,
        'Your browser did not accept the subscription. Please try again.',
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <Switch
      checked={subscribed}
      disabled={!notificationsEnabled || busy}
      onClick={() => void toggle()}
    >
      Also when Orion is closed
    </Switch>
  )
}
