import type { GalleryImage, GalleryPage } from '@orion/contracts/uploads'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { downloadFile } from '@/lib/download'
import { apiRequest } from '@/lib/request'

// The gallery calls: GET /api/gallery, PATCH and DELETE /api/gallery/{id}.

export const galleryQueryKey = ['gallery'] as const

export async function listGallery(before?: string): Promise<GalleryPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : ''
  const response = await apiRequest('GET', `/api/gallery${query}`)
  return (await response.json()) as GalleryPage
}

export function useGallery() {
  return useInfiniteQuery({
    queryKey: galleryQueryKey,
    queryFn: ({ pageParam }) => listGallery(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}

export async function updateGalleryNote(input: {
  id: string
  userNote: string | null
}): Promise<GalleryImage> {
  const response = await apiRequest('PATCH', `/api/gallery/${encodeURIComponent(input.id)}`, {
    userNote: input.userNote,
  })
  return (await response.json()) as GalleryImage
}

export function useUpdateGalleryNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateGalleryNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  })
}

export async function deleteGalleryImage(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/gallery/${encodeURIComponent(id)}`)
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  })
}

/** Saves the picture as ai-image-{id}.png; the server converts it to PNG. */
export async function downloadGalleryImage(image: GalleryImage): Promise<void> {
  const response = await fetch(image.downloadUrl, { credentials: 'include' })
  if (!response.ok) throw new Error(`Download failed: ${response.status}`)
  downloadFile(await response.blob(), `ai-image-${image.id}.png`)
}
