// The shell owns the Resources dialog; any page may ask it to open (a crisis panel in the chat).
const OPEN_RESOURCES_EVENT = 'orion:open-resources'

export function openResourcesDialog(): void {
  window.dispatchEvent(new Event(OPEN_RESOURCES_EVENT))
}

/** Calls `listener` whenever a page asks for the Resources dialog; returns the unsubscribe. */
export function onResourcesDialogRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_RESOURCES_EVENT, listener)
  return () => window.removeEventListener(OPEN_RESOURCES_EVENT, listener)
}
