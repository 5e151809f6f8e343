import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import type { FileStorage } from '../../platform/storage/file-storage'
import type { UrlSigner } from '../../platform/storage/signed-urls'
import type { ImageGenerator } from '../../platform/images/image-generator'
import { createGalleryRepository } from './gallery.repository'
import { galleryRoutes } from './gallery.routes'
import { createGalleryService } from './gallery.service'

/** The image gallery, the pictures' own URLs and the Imagine action. */
export async function registerGalleryFeature(
  app: FastifyInstance,
  deps: {
    db: Database
    storage: FileStorage
    signer: UrlSigner
    publicUrl: string
    imageGenerator: ImageGenerator | null
  },
) {
  const galleryService = createGalleryService(createGalleryRepository(deps.db), deps)
  await app.register(galleryRoutes, { galleryService })
  return { galleryService }
}
