// Saving a file to the person's disk: a file the server sent (exports, the data download) under
// the name it gave, or one the app made (the journal and memory exports), through a temporary
// object URL and a hidden link, revoked once the browser has started the download.

/** How long the object URL lives: long enough for a slow disk prompt to read it. */
const REVOKE_AFTER_MS = 10_000

/** The file name a Content-Disposition header gives (RFC 6266, filename* first), or null. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''))
    } catch {
      // Malformed percent-encoding: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header)
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim()
  return name || null
}

/** Saves `content` as `filename`; text is given the type, a Blob keeps its own. */
export function downloadFile(content: Blob | string, filename: string, type = 'text/plain'): void {
  const blob =
    typeof content === 'string' ? new Blob([content], { type: `${type};charset=utf-8` }) : content
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
