import type { LucideIcon } from 'lucide-react'
import {
  BookOpen,
  Brain,
  CreditCard,
  History,
  LifeBuoy,
  LogOut,
  Menu,
  MessageCircle,
  MessageSquarePlus,
  MessageSquareText,
  Settings,
  Sparkles,
  X,
} from 'lucide-react'
import { useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { Brand } from '@/app/shell/brand'
import type { ShellDialog } from '@/app/shell/shell-dialogs'
import { useNewConversation } from '@/app/shell/use-new-conversation'
import { UserMenu } from '@/app/shell/user-menu'
import { AlertBell } from '@/features/alerts/components/alert-bell'
import { cn } from '@/lib/cn'

const tileClasses = (active = false) =>
  cn(
    'flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-xl p-2 text-center',
    'text-[0.7rem] font-semibold tracking-wider hover:bg-white/10',
    active
      ? 'bg-violet-500/25 text-star ring-1 ring-violet-400/40'
      : 'bg-night-800 text-star-muted',
  )

const links: Array<{ label: string; icon: LucideIcon; to: string }> = [
  { label: 'SESSION', icon: MessageCircle, to: '/' },
  { label: 'HISTORY', icon: History, to: '/history' },
  { label: 'MEMORY', icon: Brain, to: '/memory' },
  { label: 'NOTEBOOKS', icon: BookOpen, to: '/journal' },
  { label: 'SUBSCRIPTION', icon: CreditCard, to: '/subscribe' },
]

function LinkTile({ label, icon: Icon, to }: { label: string; icon: LucideIcon; to: string }) {
  return (
    <NavLink to={to} end={to === '/'} className={({ isActive }) => tileClasses(isActive)}>
      <Icon className="size-5" aria-hidden="true" />
      {label}
    </NavLink>
  )
}

function ButtonTile(props: { label: string; icon: LucideIcon; onClick: () => void }) {
  const { label, icon: Icon, onClick } = props
  return (
    <button type="button" onClick={onClick} className={tileClasses()}>
      <Icon className="size-5" aria-hidden="true" />
      {label}
    </button>
  )
}

/** The mobile navigation (under 768 px): a top bar and a menu grid that closes on navigation. */
export function MobileTopBar({
  onOpenDialog,
}: {
  onOpenDialog: (dialog: Exclude<ShellDialog, null>) => void
}) {
  const location = useLocation()
  const newConversation = useNewConversation()
  // The menu is open only on the history entry it was opened on, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null)
  const open = openOnKey === location.key
  const close = () => setOpenOnKey(null)
  const openDialog = (dialog: Exclude<ShellDialog, null>) => {
    close()
    onOpenDialog(dialog)
  }

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/95 backdrop-blur">
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <button
          type="button"
          onClick={() => setOpenOnKey(open ? null : location.key)}
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          className="rounded-lg p-2 text-star hover:bg-white/10"
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
        <Brand />
        <div className="flex items-center gap-1">
          <AlertBell className="rounded-lg p-2 text-star hover:bg-white/10" side="bottom" />
          <button
            type="button"
            onClick={() => openDialog('resources')}
            className="flex items-center gap-1.5 rounded-lg bg-rose-500/20 px-3 py-2 text-xs font-semibold tracking-wider text-rose-100 ring-1 ring-rose-300/40 hover:bg-rose-500/30"
          >
            <LifeBuoy className="size-5" aria-hidden="true" />
            RESOURCES
          </button>
        </div>
      </div>
      {open ? (
        <nav id="mobile-menu" aria-label="Main" className="px-3 pb-3">
          <ul className="grid grid-cols-3 gap-2">
            <li>
              <ButtonTile label="NEW SESSION" icon={MessageSquarePlus} onClick={newConversation} />
            </li>
            {links.map((link) => (
              <li key={link.to}>
                <LinkTile {...link} />
              </li>
            ))}
            <li>
              <ButtonTile label="FEATURES" icon={Sparkles} onClick={() => openDialog('features')} />
            </li>
            <li>
              <LinkTile label="SETTINGS" icon={Settings} to="/settings" />
            </li>
            <li>
              <UserMenu side="bottom" className={tileClasses()} />
            </li>
            <li>
              <LinkTile label="LOGOUT" icon={LogOut} to="/logout" />
            </li>
            <li>
              <ButtonTile
                label="FEEDBACK"
                icon={MessageSquareText}
                onClick={() => openDialog('feedback')}
              />
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
