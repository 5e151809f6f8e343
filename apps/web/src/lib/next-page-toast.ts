import { toast, type ToastInput } from '@/lib/toast'

// A toast to show after a full page load (registration and logout reload the page).
const NEXT_PAGE_TOAST_KEY = 'orion.nextPageToast'

export function queueToastForNextPage(input: ToastInput): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify(input))
  } catch {
    // Storage unavailable: the toast is lost with the page.
  }
}

/** Shows the toast queued by the previous page, once. */
export function showQueuedToast(): void {
  try {
    const raw = sessionStorage.getItem(NEXT_PAGE_TOAST_KEY)
    sessionStorage.removeItem(NEXT_PAGE_TOAST_KEY)
    if (raw) toast(JSON.parse(raw) as ToastInput)
  } catch {
    // Unreadable: nothing to show.
  }
}
