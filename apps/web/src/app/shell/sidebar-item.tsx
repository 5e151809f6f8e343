import * as Tooltip from '@radix-ui/react-tooltip'
import type { LucideIcon } from 'lucide-react'
import type { ReactElement, ReactNode } from 'react'
import { Link, useMatch, useResolvedPath } from 'react-router'
import { cn } from '@/lib/cn'

export const sidebarItemClasses = (expanded: boolean, active = false) =>
  cn(
    'flex w-full items-center gap-3 rounded-lg py-2.5 text-xs font-semibold tracking-wider',
    'transition-colors hover:bg-white/10 hover:text-star',
    expanded ? 'px-3' : 'justify-center px-0',
    active ? 'bg-violet-500/25 text-star ring-1 ring-violet-400/40' : 'text-star-muted',
  )

/** Shows the label in a tooltip when the sidebar is collapsed to icons. */
export function WithTooltip({
  label,
  show,
  children,
}: {
  label: string
  show: boolean
  children: ReactElement
}) {
  if (!show) return children
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-night-950 px-2.5 py-1.5 text-xs font-medium text-star shadow-lg ring-1 ring-white/15"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  )
}

/**
 * A link marked aria-current="page" on its own page. (NavLink's className function would be lost
 * when a Radix tooltip trigger merges props into it, so the match is computed here.)
 */
function SidebarLink(props: {
  to: string
  ariaLabel?: string
  expanded: boolean
  children: ReactNode
}) {
  const { to, ariaLabel, expanded, children, ...slotProps } = props
  const { pathname } = useResolvedPath(to)
  const active = useMatch({ path: pathname, end: to === '/' }) !== null
  return (
    <Link
      {...slotProps}
      to={to}
      aria-label={ariaLabel}
      aria-current={active ? 'page' : undefined}
      className={sidebarItemClasses(expanded, active)}
    >
      {children}
    </Link>
  )
}

type SidebarItemProps = {
  label: string
  icon: LucideIcon
  expanded: boolean
} & ({ to: string; onClick?: never } | { to?: never; onClick: () => void })

/** One sidebar entry: a link (highlighted with aria-current when current) or a button. */
export function SidebarItem({ label, icon: Icon, expanded, to, onClick }: SidebarItemProps) {
  const content = (
    <>
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {expanded ? <span className="truncate">{label}</span> : null}
    </>
  )
  const ariaLabel = expanded ? undefined : label
  return (
    <WithTooltip label={label} show={!expanded}>
      {to !== undefined ? (
        <SidebarLink to={to} ariaLabel={ariaLabel} expanded={expanded}>
          {content}
        </SidebarLink>
      ) : (
        <button
          type="button"
          onClick={onClick}
          aria-label={ariaLabel}
          className={sidebarItemClasses(expanded)}
        >
          {content}
        </button>
      )}
    </WithTooltip>
  )
}
