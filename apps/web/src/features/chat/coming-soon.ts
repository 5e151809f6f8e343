import { toast } from '@/lib/toast'

/** An honest answer for an action whose feature is not built yet. */
export function comingSoon(action: string): void {
  toast({ title: 'Coming soon', description: `${action} is not available yet.` })
}
