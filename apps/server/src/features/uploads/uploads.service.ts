import type { ImageUploadResponse } from '@orion/contracts/uploads'
import type { MessageAttachments } from '../chat/chat.service'
import type { ContextSeams } from '../chat/chat.service'
import type { GalleryService } from '../gallery/gallery.service'
import type { DocumentsService } from './documents.service'
import { processImage } from '../../platform/images/process-image'

// Pictures and documents a person attaches to a message,
// and what they add to the turn's context: the documents' text, and the pictures themselves as
// image content when the model accepts images (AI_VISION).

export function createUploadsService(deps: {
  galleryService: GalleryService
  documentsService: DocumentsService
  /** Whether the chat model is sent pictures as image content. */
  vision: boolean
}) {
  const { galleryService, documentsService } = deps

  const messageAttachments: MessageAttachments = {
    acceptImageUrls: galleryService.acceptImageUrls,
    presentImageUrls: galleryService.presentImageUrls,
    checkDocuments: documentsService.checkStaged,
    attachDocuments: documentsService.attach,
    releaseDocuments: documentsService.release,
    documentsOf: documentsService.ofMessages,
    removeSessionDocuments: documentsService.removeOfSession,
  }

  return {
    messageAttachments,

    /** Re-encodes the picture (no EXIF, no GPS), stores it and its thumbnail, adds it to the gallery. */
    async uploadImage(userId: string, buffer: Buffer): Promise<ImageUploadResponse> {
      const processed = await processImage(buffer)
      const image = await galleryService.add(userId, { source: 'upload', ...processed })
      return {
        id: image.id,
        imageUrl: image.imageUrl,
        thumbnailUrl: image.thumbnailUrl,
        width: image.width,
        height: image.height,
      }
    },

    /** What this message's attachments add to the context of its turn. */
    async contextSeams(
      userId: string,
      message: { id: string; sessionId: string; content: string; imageUrls: string[] },
    ): Promise<Pick<ContextSeams, 'documentText' | 'currentImages'>> {
      const documentText = await documentsService.contextFor(userId, message)
      if (!deps.vision) return { documentText }
      const ids = message.imageUrls
        .map(galleryService.ownImageId)
        .filter((id): id is string => id !== null)
      const pictures = await Promise.all(ids.map((id) => galleryService.readForModel(userId, id)))
      const currentImages = pictures
        .filter((picture): picture is Buffer => picture !== null)
        .map((picture) => `data:image/jpeg;base64,${picture.toString('base64')}`)
      return { documentText, currentImages }
    },
  }
}
export type UploadsService = ReturnType<typeof createUploadsService>
