import { useMutation } from '@tanstack/react-query'
import { downloadFile, filenameFromContentDisposition } from '@/lib/download'
import { apiResponse } from '@/lib/request'

/** GET /api/user/data-export: the ZIP of everything the account holds, saved by the browser. */
export async function downloadMyData(): Promise<string> {
  const response = await apiResponse('GET', '/api/user/data-export')
  if (!response.ok) throw new Error(`Download failed: ${response.status} ${response.statusText}`)
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? 'orion-data.zip'
  downloadFile(await response.blob(), filename)
  return filename
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData })
}
