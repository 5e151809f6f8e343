import { TELEMETRY_PREVIEW_MAX } from '@orion/contracts/telemetry'

// The one rule of what an interface event may say about the element it happened on (issue 14:
// people confide in this app). Only interface labels leave the browser: the `data-telemetry-label`
// a control declares, a button's own name (aria-label or text), or a link's route. Never a value or
// any text of a field (input, textarea, select, contenteditable: the composer, the journal, memory,
// passwords), and nothing inside a region marked `data-telemetry-private` (messages, conversation
// titles, journal entries, notebooks, memories, pictures, file names, the person's own name).

export const PRIVATE_REGION_ATTRIBUTE = 'data-telemetry-private'
export const LABEL_ATTRIBUTE = 'data-telemetry-label'

const CONTROL_SELECTOR = [
  'button',
  'a[href]',
  'summary',
  'input',
  'textarea',
  'select',
  '[contenteditable]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="option"]',
  '[role="textbox"]',
  '[role="combobox"]',
].join(',')

/** Input types that are buttons: their value is an interface label, not something typed. */
const BUTTON_INPUT_TYPES = new Set(['button', 'submit', 'reset', 'checkbox', 'radio'])

/** A field whose content the person writes: never read. */
export function isEditable(element: Element): boolean {
  if (element.closest('[contenteditable]:not([contenteditable="false"])')) return true
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  if (tag === 'input')
    return !BUTTON_INPUT_TYPES.has((element.getAttribute('type') ?? 'text').toLowerCase())
  const role = element.getAttribute('role')
  return role === 'textbox' || role === 'combobox'
}

/** Text previews are cut at 50 characters (spec part 2 §9), spaces collapsed. */
export function cutPreview(text: string): string | undefined {
  const collapsed = text.replace(/\s+/g, ' ').trim()
  return collapsed === '' ? undefined : collapsed.slice(0, TELEMETRY_PREVIEW_MAX)
}

/**
 * A route's name: its path with every segment that names a record (it holds a digit or is longer
 * than 24 characters) replaced by ':id', and no query or fragment: '/c/4f9a...' -> '/c/:id'.
 */
export function routeName(pathname: string): string {
  const segments = pathname
    .split(/[?#]/)[0]!
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ':id' : segment))
  return segments.join('/').slice(0, 200) || '/'
}

function linkLabel(link: Element, origin: string): string {
  try {
    const url = new URL(link.getAttribute('href') ?? '', origin)
    return url.origin === origin ? routeName(url.pathname) : 'external link'
  } catch {
    return 'external link'
  }
}

/**
 * The interface label of the control an event happened on, or undefined when it has none that may
 * leave the browser. `origin` tells the app's own links from others.
 */
export function telemetryLabel(
  target: EventTarget | null,
  origin: string = window.location.origin,
): string | undefined {
  if (!(target instanceof Element)) return undefined
  const control = target.closest(CONTROL_SELECTOR)
  if (!control) return undefined
  const declared = control.getAttribute(LABEL_ATTRIBUTE)
  if (control.closest(`[${PRIVATE_REGION_ATTRIBUTE}]`)) return undefined
  // A field says only what its code declares about it, never its value, text or accessible name.
  if (isEditable(control)) return declared === null ? undefined : cutPreview(declared)
  if (declared !== null) return cutPreview(declared)
  if (control.tagName.toLowerCase() === 'a') return linkLabel(control, origin)
  if (control.tagName.toLowerCase() === 'input')
    return cutPreview(control.getAttribute('aria-label') ?? control.getAttribute('value') ?? '')
  return cutPreview(control.getAttribute('aria-label') ?? control.textContent ?? '')
}
