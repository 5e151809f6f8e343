import { useMutation } from '@tanstack/react-query'
import { downloadFile, filenameFromContentDisposition } from '@/lib/download'
import { apiResponse } from '@/lib/request'

export { filenameFromContentDisposition }

export type ExportFormat = 'pdf' | 'txt' | 'html' | 'json'

/** The export answered with an error status ('Failed to export session'). */
export class ExportResponseError extends Error {}

/**
 * GET /api/sessions/{id}/export?format=: downloads the file, named by Content-Disposition or
 * `session-{id}.{format}`; a non-OK answer throws 'Export failed: {status} {text}'.
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
  downloadFile(await response.blob(), filename)
  return filename
}

export function useExportSession() {
  return useMutation({ mutationFn: exportSession })
}
