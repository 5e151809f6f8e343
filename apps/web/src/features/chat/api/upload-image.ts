import type { ImageUploadResponse } from '@orion/contracts/uploads'
import { apiRequest } from '@/lib/request'

/** POST /api/images/upload, multipart field `image`: reads imageUrl. */
export async function uploadImage(file: Blob, name: string): Promise<ImageUploadResponse> {
  const form = new FormData()
  form.append('image', file, name)
  const response = await apiRequest('POST', '/api/images/upload', form)
  return (await response.json()) as ImageUploadResponse
}
