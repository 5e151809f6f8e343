import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client'
import type { FileStorage } from '../../platform/storage/file-storage'
import type { UrlSigner } from '../../platform/storage/signed-urls'
import type { GalleryService } from '../gallery/gallery.service'
import { createDocumentsRepository } from './documents.repository'
import { createDocumentsService } from './documents.service'
import { filesRoutes } from './files.routes'
import { uploadsRoutes } from './uploads.routes'
import { createUploadsService } from './uploads.service'

export interface UploadsFeatureDependencies {
  db: Database
  storage: FileStorage
  signer: UrlSigner
  galleryService: GalleryService
  /** The chat model's tokenizer and prompt budget, to size documents' share of a turn. */
  countTokens(text: string): number
  promptBudget: number
  vision: boolean
  /** A stored file that could not be removed after its rows were deleted (it is only left behind). */
  onCleanupError?(error: unknown): void
}

/** Picture and document uploads, and stored files behind signed URLs. */
export async function registerUploadsFeature(
  app: FastifyInstance,
  deps: UploadsFeatureDependencies,
) {
  const documentsService = createDocumentsService(createDocumentsRepository(deps.db), deps)
  const uploadsService = createUploadsService({ ...deps, documentsService })
  await app.register(uploadsRoutes, { uploadsService, documentsService })
  await app.register(filesRoutes, { storage: deps.storage, signer: deps.signer })
  return { uploadsService, documentsService }
}
