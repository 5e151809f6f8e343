import {
  TELEMETRY_BATCH_MAX,
  type TelemetryBatch,
  type TelemetryEvent,
} from '@orion/contracts/telemetry'
import { routeName, telemetryLabel } from '@/lib/telemetry/privacy'

// Interface events (spec part 2 §9): clicks, scrolls, mouse moves, copy, paste, focus and blur,
// sent to POST /api/telemetry in batches of 500, or whatever is queued when the page is hidden.
// What an event may say about its element is decided in privacy.ts, nowhere else.

export const TELEMETRY_PATH = '/api/telemetry'
export const SCROLL_DEBOUNCE_MS = 200
export const MOUSEMOVE_THROTTLE_MS = 100
export const MOUSEMOVE_MIN_DISTANCE_PX = 50
/** Browsers refuse a beacon or a keepalive request whose body is larger than 64 KiB. */
const KEEPALIVE_MAX_BYTES = 64 * 1024

export interface TelemetryDeps {
  window: Window
  now: () => number
  /** The bearer token, sent on the fetch fallback (a beacon carries only the cookie). */
  getToken: () => string | null
  /** False in the bearer-only mode, where a beacon would arrive without credentials. */
  cookiesWork: boolean
}

/** Global Privacy Control: when the browser sends it, nothing is collected or sent. */
export function globalPrivacyControl(nav: Navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

/**
 * Sends one batch: `navigator.sendBeacon` (which outlives the page), and when the browser refuses
 * the beacon (too large, or queued too much), `fetch` with `keepalive`.
 */
export function sendBatch(events: TelemetryEvent[], deps: TelemetryDeps): void {
  if (events.length === 0) return
  const batch: TelemetryBatch = { events, timestamp: deps.now() }
  const body = JSON.stringify(batch)
  const nav = deps.window.navigator
  if (deps.cookiesWork && typeof nav.sendBeacon === 'function') {
    const blob = new Blob([body], { type: 'application/json' })
    if (nav.sendBeacon(TELEMETRY_PATH, blob)) return
  }
  const token = deps.getToken()
  deps.window
    .fetch(TELEMETRY_PATH, {
      method: 'POST',
      credentials: 'include',
      keepalive: new Blob([body]).size <= KEEPALIVE_MAX_BYTES,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body,
    })
    .catch(() => {
      // Telemetry never disturbs the page: a batch that could not be sent is dropped.
    })
}

/** The tab's telemetry session: random, and unrelated to the sign-in session. */
function randomId(crypto: Crypto): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Starts collecting; the returned function stops it and drops whatever was not sent. */
export function startTelemetry(deps: TelemetryDeps): () => void {
  const win = deps.window
  const doc = win.document
  if (globalPrivacyControl(win.navigator)) return () => {}
  const sessionId = randomId(win.crypto)
  let queue: TelemetryEvent[] = []

  const flush = () => {
    const events = queue
    queue = []
    sendBatch(events, deps)
  }
  const record = (type: TelemetryEvent['type'], data: TelemetryEvent['data']) => {
    queue.push({
      type,
      timestamp: deps.now(),
      data: { ...data, path: routeName(win.location.pathname) },
      sessionId,
    })
    if (queue.length >= TELEMETRY_BATCH_MAX) flush()
  }
  const labelOf = (event: Event) => {
    const label = telemetryLabel(event.target, win.location.origin)
    return label === undefined ? {} : { label }
  }
  const point = (value: number) => Math.max(0, Math.round(value))

  const onClick = (event: MouseEvent) =>
    record('click', { ...labelOf(event), x: point(event.clientX), y: point(event.clientY) })
  const onCopy = (event: Event) => record('copy', labelOf(event))
  const onPaste = (event: Event) => record('paste', labelOf(event))
  const onFocus = (event: Event) => record('focus', labelOf(event))
  const onBlur = (event: Event) => record('blur', labelOf(event))

  // Scroll: one event 200 ms after the scrolling stops, with where it stopped.
  let scrollTimer: ReturnType<typeof setTimeout> | undefined
  const onScroll = (event: Event) => {
    const target = event.target
    clearTimeout(scrollTimer)
    scrollTimer = setTimeout(() => {
      const scrollY = target instanceof Element ? target.scrollTop : win.scrollY
      record('scroll', { scrollY: point(scrollY) })
    }, SCROLL_DEBOUNCE_MS)
  }

  // Mouse moves: at most one every 100 ms, and only once the pointer is 50 px from the last one.
  let lastMove: { x: number; y: number; at: number } | null = null
  const onMouseMove = (event: MouseEvent) => {
    const at = deps.now()
    const x = point(event.clientX)
    const y = point(event.clientY)
    if (lastMove) {
      if (at - lastMove.at < MOUSEMOVE_THROTTLE_MS) return
      if (Math.hypot(x - lastMove.x, y - lastMove.y) <= MOUSEMOVE_MIN_DISTANCE_PX) return
    }
    lastMove = { x, y, at }
    record('mousemove', { x, y })
  }

  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') flush()
  }

  const capture = { capture: true, passive: true } as const
  doc.addEventListener('click', onClick, capture)
  doc.addEventListener('copy', onCopy, capture)
  doc.addEventListener('paste', onPaste, capture)
  doc.addEventListener('focusin', onFocus, capture)
  doc.addEventListener('focusout', onBlur, capture)
  doc.addEventListener('scroll', onScroll, capture)
  doc.addEventListener('mousemove', onMouseMove, capture)
  doc.addEventListener('visibilitychange', onVisibilityChange)
  win.addEventListener('pagehide', flush)

  return () => {
    clearTimeout(scrollTimer)
    queue = []
    doc.removeEventListener('click', onClick, capture)
    doc.removeEventListener('copy', onCopy, capture)
    doc.removeEventListener('paste', onPaste, capture)
    doc.removeEventListener('focusin', onFocus, capture)
    doc.removeEventListener('focusout', onBlur, capture)
    doc.removeEventListener('scroll', onScroll, capture)
    doc.removeEventListener('mousemove', onMouseMove, capture)
    doc.removeEventListener('visibilitychange', onVisibilityChange)
    win.removeEventListener('pagehide', flush)
  }
}
