import type { LucideIcon } from 'lucide-react'
import {
  BookOpen,
  Brain,
  CreditCard,
  History,
  LifeBuoy,
  MessageCircle,
  Sparkles,
} from 'lucide-react'
import type { ShellDialog } from '@/app/shell/shell-dialogs'

export type NavItem =
  | { label: string; icon: LucideIcon; to: string }
  | { label: string; icon: LucideIcon; dialog: Exclude<ShellDialog, null> }

/** The desktop sidebar, most used first. */
export const sidebarItems: NavItem[] = [
  { label: 'CURRENT SESSION', icon: MessageCircle, to: '/' },
  { label: 'SESSION HISTORY', icon: History, to: '/history' },
  { label: 'INTERNAL MEMORY', icon: Brain, to: '/memory' },
  { label: 'NOTEBOOKS', icon: BookOpen, to: '/journal' },
  { label: 'RESOURCES', icon: LifeBuoy, dialog: 'resources' },
  { label: 'FEATURES', icon: Sparkles, dialog: 'features' },
  { label: 'SUBSCRIPTION', icon: CreditCard, to: '/subscribe' },
]
