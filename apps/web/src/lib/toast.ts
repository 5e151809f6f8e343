import { useSyncExternalStore } from 'react'
import { readableErrorMessage } from '@/lib/api-error'

// Toasts: at most 3 at once, shown 5000 ms, removed 5000 ms after dismissal.
export const TOAST_LIMIT = 3
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 5000

export type ToastVariant = 'default' | 'destructive'

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
  /** A button in the toast (a live alert's Open). */
  action?: { label: string; onClick: () => void }
}

export interface ToastItem extends ToastInput {
  id: string
  open: boolean
}

let toasts: ToastItem[] = []
let nextId = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function update(next: ToastItem[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

/** Shows a toast; the newest comes first and only the newest three are kept. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = String(++nextId)
  update([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

/**
 * The one way a failure is shown: `title`, then the server's own sentence when it sent one (it
 * names what to fix), else `fallback`; a lost connection says so.
 */
export function toastError(title: string, error: unknown, fallback?: string) {
  const description = readableErrorMessage(error, fallback ?? '') || undefined
  return toast({ title, description, variant: 'destructive' })
}

/** Closes a toast (or all of them); it leaves the list 5000 ms later, after its exit animation. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => id === undefined || item.id === id)
  for (const item of closing) {
    if (removalTimers.has(item.id)) continue
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id)
        update(toasts.filter((other) => other.id !== item.id))
      }, TOAST_REMOVE_DELAY_MS),
    )
  }
  update(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)))
}

/** Removes every toast at once (tests, sign-out). */
export function clearToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer))
  removalTimers.clear()
  update([])
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getToasts(): ToastItem[] {
  return toasts
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts)
}
