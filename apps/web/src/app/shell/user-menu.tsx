import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { LogOut, Settings, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { sidebarItemClasses, WithTooltip } from '@/app/shell/sidebar-item'

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-star outline-none data-[highlighted]:bg-white/10'

/** The account menu. The avatar, name and email arrive with sign-in. */
export function UserMenu({
  expanded = true,
  side = 'top',
  className,
}: {
  expanded?: boolean
  side?: 'top' | 'bottom' | 'right'
  className?: string
}) {
  return (
    <DropdownMenu.Root>
      <WithTooltip label="ACCOUNT" show={!expanded}>
        <DropdownMenu.Trigger
          aria-label={expanded ? undefined : 'ACCOUNT'}
          className={className ?? sidebarItemClasses(expanded)}
        >
          <UserRound className="size-5 shrink-0" aria-hidden="true" />
          {expanded ? <span>ACCOUNT</span> : null}
        </DropdownMenu.Trigger>
      </WithTooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align="start"
          sideOffset={8}
          className="z-50 min-w-44 rounded-xl border border-white/15 bg-night-800 p-1 shadow-xl shadow-black/40"
        >
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
