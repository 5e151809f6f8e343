// Keep-alive: every 20 h, refresh the session only if the person did
// something (mouse, keyboard, scroll, touch, click) in the last 2 h.
export const KEEP_ALIVE_INTERVAL_MS = 20 * 60 * 60 * 1000
export const ACTIVITY_WINDOW_MS = 2 * 60 * 60 * 1000
export const ACTIVITY_THROTTLE_MS = 5_000
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const

export function isRecentlyActive(lastActivity: number, now: number): boolean {
  return now - lastActivity < ACTIVITY_WINDOW_MS
}

/**
 * Tracks activity on `target` and calls `refresh` every 20 h when the person was recently active.
 * Returns a function that stops both.
 */
export function startKeepAlive({
  refresh,
  target = window,
  now = () => Date.now(),
}: {
  refresh: () => void
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  now?: () => number
}): () => void {
  let lastActivity = now()
  const onActivity = () => {
    const time = now()
    if (time - lastActivity >= ACTIVITY_THROTTLE_MS) lastActivity = time
  }
  const options = { passive: true, capture: true }
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, onActivity, options)
  const timer = setInterval(() => {
    if (isRecentlyActive(lastActivity, now())) refresh()
  }, KEEP_ALIVE_INTERVAL_MS)
  return () => {
    clearInterval(timer)
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, onActivity, options)
  }
}
