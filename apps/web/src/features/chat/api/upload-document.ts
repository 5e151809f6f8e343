import type { DocumentSummary } from '@orion/contracts/uploads'
import { apiRequest } from '@/lib/request'

/** POST /api/documents/upload, multipart field `file`: the document's text is read. */
export async function uploadDocument(file: File): Promise<DocumentSummary> {
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await apiRequest('POST', '/api/documents/upload', form)
  return (await response.json()) as DocumentSummary
}
