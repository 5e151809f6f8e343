// Browser storage can throw (Safari private mode, blocked cookies, quota): every read and write
// goes through these helpers so a storage failure never breaks the page.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
}
