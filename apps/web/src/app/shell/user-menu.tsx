import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { User } from '@orion/contracts/user'
import { LogIn, LogOut, Settings } from 'lucide-react'
import { Link } from 'react-router'
import { sidebarItemClasses, WithTooltip } from '@/app/shell/sidebar-item'
import { UserAvatar } from '@/components/ui/user-avatar'
import { cn } from '@/lib/cn'
import { useUser } from '@/lib/session'
import { nameSizeClass } from '@/lib/user-display'

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-star outline-none data-[highlighted]:bg-white/10'

/** Full name (its font shrinks with its length, so a long name still fits) and email. */
export function NameAndEmail({ user, className }: { user: User; className?: string }) {
  return (
    <span className={cn('flex min-w-0 flex-col text-left', className)}>
      <span
        data-testid="user-menu-name"
        className={cn('truncate font-semibold text-star', nameSizeClass(user.fullName))}
      >
        {user.fullName}
      </span>
      <span className="truncate text-xs font-normal tracking-normal text-star-muted">
        {user.email}
      </span>
    </span>
  )
}

/**
 * The account menu: avatar, name and email, with Settings and Logout. A visitor (on the public
 * /subscribe or 404 pages) gets a sign-in link instead.
 */
export function UserMenu({
  expanded = true,
  side = 'top',
  className,
}: {
  expanded?: boolean
  side?: 'top' | 'bottom' | 'right'
  className?: string
}) {
  const user = useUser().data
  if (!user)
    return (
      <WithTooltip label="SIGN IN" show={!expanded}>
        <Link
          to="/auth"
          aria-label={expanded ? undefined : 'SIGN IN'}
          className={className ?? sidebarItemClasses(expanded)}
        >
          <LogIn className="size-5 shrink-0" aria-hidden="true" />
          {expanded ? <span>SIGN IN</span> : null}
        </Link>
      </WithTooltip>
    )

  return (
    <DropdownMenu.Root>
      <WithTooltip label={user.fullName} show={!expanded}>
        <DropdownMenu.Trigger
          data-telemetry-label="Account menu"
          aria-label={expanded ? undefined : `Account menu, ${user.fullName}`}
          className={cn(className ?? sidebarItemClasses(expanded), 'tracking-normal')}
        >
          <UserAvatar user={user} />
          {expanded ? <NameAndEmail user={user} /> : null}
        </DropdownMenu.Trigger>
      </WithTooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align="start"
          sideOffset={8}
          className="z-50 max-w-72 min-w-52 rounded-xl border border-white/15 bg-night-800 p-1 shadow-xl shadow-black/40"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
            <UserAvatar user={user} />
            <NameAndEmail user={user} />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-white/10" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/settings">
              <Settings className="size-4" aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/logout">
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
