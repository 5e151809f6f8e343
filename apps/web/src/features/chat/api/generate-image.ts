import type { GalleryImage } from '@orion/contracts/uploads'
import { apiRequest } from '@/lib/request'

/** POST /api/images/generate: the Imagine action; the picture is kept in the gallery. */
export async function generateImage(prompt: string): Promise<GalleryImage> {
  const response = await apiRequest('POST', '/api/images/generate', { prompt })
  return (await response.json()) as GalleryImage
}
