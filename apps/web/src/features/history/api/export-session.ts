import { useMutation } from '@tanstack/react-query'
import { apiResponse } from '@/lib/request'

export type ExportFormat = 'pdf' | 'txt' | 'html' | 'json'

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

/** Saves a blob under `filename` through a temporary object URL. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The export answered with an error status (spec part 1 §8: 'Failed to export session'). */
export class ExportResponseError extends Error {}

/**
 * GET /api/sessions/{id}/export?format=: downloads the file, named by Content-Disposition or
 * `session-{id}.{format}` (spec part 1 §7); a non-OK answer throws 'Export failed: {status} {text}'.
 */
export async function exportSession({ id, format }: { id: string; format: ExportFormat }) {
  const path = `/api/sessions/${encodeURIComponent(id)}/export?format=${format}`
  const response = await apiResponse('GET', path)
  if (!response.ok) {
    throw new ExportResponseError(`Export failed: ${response.status} ${response.statusText}`)
  }
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    `session-${id}.${format}`
  downloadBlob(await response.blob(), filename)
  return filename
}

export function useExportSession() {
  return useMutation({ mutationFn: exportSession })
}
