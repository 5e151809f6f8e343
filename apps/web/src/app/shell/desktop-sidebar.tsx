import { MessageSquarePlus, MessageSquareText, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { Brand } from '@/app/shell/brand'
import { sidebarItems } from '@/app/shell/nav-items'
import type { ShellDialog } from '@/app/shell/shell-dialogs'
import { SidebarItem, sidebarItemClasses, WithTooltip } from '@/app/shell/sidebar-item'
import { useNewConversation } from '@/app/shell/use-new-conversation'
import { UserMenu } from '@/app/shell/user-menu'
import { AlertBell } from '@/features/alerts/components/alert-bell'
import { cn } from '@/lib/cn'

/** The desktop navigation: 256 px expanded, 64 px of icons with tooltips when collapsed. */
export function DesktopSidebar({
  expanded,
  onExpandedChange,
  onOpenDialog,
}: {
  expanded: boolean
  onExpandedChange: (expanded: boolean) => void
  onOpenDialog: (dialog: Exclude<ShellDialog, null>) => void
}) {
  const newConversation = useNewConversation()
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen
  const toggleLabel = expanded ? 'Collapse sidebar' : 'Expand sidebar'

  return (
    <aside
      aria-label="Sidebar"
      data-expanded={expanded}
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-4 border-r border-white/10 bg-night-950/80 p-3',
        'transition-[width] duration-200',
        expanded ? 'w-64' : 'w-16',
      )}
    >
      <div className={cn('flex items-center', expanded ? 'justify-between' : 'flex-col gap-3')}>
        <Brand showName={expanded} />
        <WithTooltip label={toggleLabel} show={!expanded}>
          <button
            type="button"
            onClick={() => onExpandedChange(!expanded)}
            aria-label={toggleLabel}
            aria-expanded={expanded}
            className="rounded-lg p-2 text-star-muted hover:bg-white/10 hover:text-star"
          >
            <ToggleIcon className="size-5" aria-hidden="true" />
          </button>
        </WithTooltip>
      </div>

      <WithTooltip label="New Conversation" show={!expanded}>
        <button
          type="button"
          onClick={newConversation}
          aria-label={expanded ? undefined : 'New Conversation'}
          className={cn(
            'flex items-center gap-2 rounded-lg bg-accent-strong py-2.5 text-sm font-semibold text-white',
            'hover:bg-violet-600',
            expanded ? 'px-3' : 'justify-center',
          )}
        >
          <MessageSquarePlus className="size-5 shrink-0" aria-hidden="true" />
          {expanded ? 'New Conversation' : null}
        </button>
      </WithTooltip>

      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <ul className="space-y-1">
          {sidebarItems.map((item) => (
            <li key={item.label}>
              {'to' in item ? (
                <SidebarItem label={item.label} icon={item.icon} to={item.to} expanded={expanded} />
              ) : (
                <SidebarItem
                  label={item.label}
                  icon={item.icon}
                  expanded={expanded}
                  onClick={() => onOpenDialog(item.dialog)}
                />
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className="space-y-1 border-t border-white/10 pt-3">
        <SidebarItem
          label="SUBMIT FEEDBACK"
          icon={MessageSquareText}
          expanded={expanded}
          onClick={() => onOpenDialog('feedback')}
        />
        <AlertBell
          label={expanded ? 'ALERTS' : undefined}
          className={sidebarItemClasses(expanded)}
          side={expanded ? 'top' : 'right'}
        />
        <UserMenu expanded={expanded} side={expanded ? 'top' : 'right'} />
      </div>
    </aside>
  )
}
