import type { ProactiveAlert } from '@orion/contracts/proactive'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Bell, ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useMarkAlertsRead, useUnreadAlerts } from '@/features/alerts/api/unread-alerts'
import { alertPath } from '@/lib/alerts'
import { cn } from '@/lib/cn'
import { useUser } from '@/lib/session'

const itemClasses =
  'flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 text-left text-sm text-star outline-none data-[highlighted]:bg-white/10'

function badgeText(count: number) {
  return count > 99 ? '99+' : String(count)
}

/**
 * The alerts the person has not read yet: a bell with their count. Opening the list marks them
 * read (the badge clears); choosing one opens it (a check-in as a conversation to answer).
 */
export function AlertBell({
  label,
  className,
  side = 'right',
}: {
  /** Shown beside the bell (the expanded sidebar); without it the bell stands alone. */
  label?: string
  className: string
  side?: 'top' | 'bottom' | 'right'
}) {
  const signedIn = Boolean(useUser().data)
  const unread = useUnreadAlerts(signedIn)
  const markRead = useMarkAlertsRead()
  const navigate = useNavigate()
  // What the list shows stays as it was when opened, while the count behind it is cleared.
  const [shown, setShown] = useState<ProactiveAlert[]>([])
  if (!signedIn) return null
  const count = unread.data?.unreadCount ?? 0
  const name = count > 0 ? `Alerts, ${count} unread` : 'Alerts'

  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        if (!open) return
        setShown([...(unread.data?.alerts ?? [])].reverse())
        if (count > 0) markRead.mutate()
      }}
    >
      <DropdownMenu.Trigger
        aria-label={name}
        title={label ? undefined : name}
        className={className}
      >
        <span className="relative inline-flex">
          <Bell className="size-5 shrink-0" aria-hidden="true" />
          {count > 0 ? (
            <span
              data-testid="unread-alerts-badge"
              aria-hidden="true"
              className="absolute -top-1.5 -right-2 min-w-4 rounded-full bg-rose-500 px-1 text-center text-[0.65rem] leading-4 font-bold tracking-normal text-white"
            >
              {badgeText(count)}
            </span>
          ) : null}
        </span>
        {label ? <span className="truncate">{label}</span> : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align="start"
          sideOffset={8}
          className="z-50 max-h-96 w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-white/15 bg-night-800 p-1 shadow-xl shadow-black/40"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wider text-star-muted">
            NEW ALERTS
          </DropdownMenu.Label>
          {shown.length === 0 ? (
            <p className="px-3 pb-3 text-sm text-star-muted">Nothing new from Orion.</p>
          ) : (
            shown.map((alert) => (
              <DropdownMenu.Item
                key={alert.id}
                className={itemClasses}
                onSelect={() => navigate(alertPath(alert.id))}
              >
                <span className="flex items-center gap-1.5 font-semibold">
                  {alert.type === 'security_alert' ? (
                    <ShieldAlert className="size-4 text-rose-300" aria-hidden="true" />
                  ) : null}
                  {alert.type === 'security_alert' ? 'Security alert' : alert.aiName}
                </span>
                <span className={cn('line-clamp-2 text-star-muted')}>{alert.message}</span>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
