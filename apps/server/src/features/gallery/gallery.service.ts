import crypto from 'node:crypto'
import type { Readable } from 'node:stream'
import sharp from 'sharp'
import {
  GALLERY_PAGE_SIZE,
  IMAGE_GENERATION_FAILED_MESSAGE,
  IMAGE_GENERATION_NOT_CONFIGURED_MESSAGE,
  type GalleryImage,
  type GalleryPage,
} from '@orion/contracts/uploads'
import type { GalleryImageRow } from '../../db/schema/uploads'
import {
  FileNotFoundError,
  type FileStorage,
  type StoredFile,
} from '../../platform/storage/file-storage'
import type { UrlSigner } from '../../platform/storage/signed-urls'
import { ImageGenerationError, type ImageGenerator } from '../../platform/images/image-generator'
import { AppError } from '../../plugins/app-error'
import { processImage } from '../../platform/images/process-image'
import type { GalleryRepository } from './gallery.repository'

// The person's pictures: uploads and generated ones. A message
// stores a picture as its stable path /api/images/{id}; every answer that shows it carries a
// signed, short-lived URL instead (see platform/storage/signed-urls.ts), so that an <img> works
// with the session cookie and in bearer-only mode alike.

export const imageNotFound = () => AppError.notFound('Image not found')
export const IMAGE_DELETED_MESSAGE = 'The image has been deleted.'

const STABLE_PATH = /^\/api\/images\/([0-9a-f-]{36})(?:[?#].*)?$/i

export type ImageVariant = 'full' | 'thumb' | 'png'

export interface NewPicture {
  source: 'upload' | 'generated'
  full: Buffer
  thumbnail: Buffer
  contentType: string
  extension: string
  width: number
  height: number
  generator?: string | null
  prompt?: string | null
}

/** The image tool offered to the chat model when an image provider is configured. */
export const GENERATE_IMAGE_TOOL = {
  name: 'generate_image',
  description:
    'Draw a picture for the person (an illustration, a scene, a diagram as a picture). Use it only when a picture would really help or the person asks for one. The picture is shown with your reply and kept in their gallery.',
  parameters: {
    type: 'object',
    properties: {
      prompt: {
        type: 'string',
        description: 'A detailed description of the picture to draw, in English.',
      },
    },
    required: ['prompt'],
    additionalProperties: false,
  },
}

export function imagePath(id: string, variant: ImageVariant = 'full'): string {
  return variant === 'full' ? `/api/images/${id}` : `/api/images/${id}?size=${variant}`
}

export function createGalleryService(
  repository: GalleryRepository,
  deps: {
    storage: FileStorage
    signer: UrlSigner
    publicUrl: string
    /** IMAGE_BASE_URL's provider; null: no Imagine action. */
    imageGenerator?: ImageGenerator | null
  },
) {
  const { storage, signer } = deps
  /** A stored file; its loss (deleted meanwhile) reads as a missing picture. */
  async function readStored(key: string): Promise<StoredFile> {
    try {
      return await storage.read(key)
    } catch (error) {
      if (error instanceof FileNotFoundError) throw imageNotFound()
      throw error
    }
  }
  const signed = (id: string, variant: ImageVariant = 'full') => signer.sign(imagePath(id, variant))

  function toGalleryImage(row: GalleryImageRow): GalleryImage {
    return {
      id: row.id,
      imageUrl: signed(row.id),
      thumbnailUrl: signed(row.id, 'thumb'),
      downloadUrl: signed(row.id, 'png'),
      source: row.source,
      generator: row.generator,
      prompt: row.prompt,
      userNote: row.userNote,
      width: row.width,
      height: row.height,
      createdAt: row.createdAt.toISOString(),
    }
  }

  /** The picture id a URL names when it is one of Orion's own (relative or on PUBLIC_URL). */
  function ownImageId(url: string): string | null {
    let path = url.trim()
    if (/^https?:\/\//i.test(path)) {
      if (!path.toLowerCase().startsWith(`${deps.publicUrl.toLowerCase()}/`)) return null
      path = path.slice(deps.publicUrl.length)
    }
    return STABLE_PATH.exec(path)?.[1]?.toLowerCase() ?? null
  }

  async function add(userId: string, picture: NewPicture): Promise<GalleryImage> {
    const name = crypto.randomUUID()
    const storageKey = `images/${name}.${picture.extension}`
    const thumbnailKey = `images/${name}-thumb.webp`
    await storage.put(storageKey, picture.full, { contentType: picture.contentType })
    await storage.put(thumbnailKey, picture.thumbnail, { contentType: 'image/webp' })
    try {
      const row = await repository.insert({
        userId,
        source: picture.source,
        storageKey,
        thumbnailKey,
        contentType: picture.contentType,
        width: picture.width,
        height: picture.height,
        byteSize: picture.full.length,
        generator: picture.generator ?? null,
        prompt: picture.prompt ?? null,
      })
      return toGalleryImage(row)
    } catch (error) {
      await Promise.allSettled([storage.delete(storageKey), storage.delete(thumbnailKey)])
      throw error
    }
  }

  return {
    toGalleryImage,
    ownImageId,
    add,

    /**
     * The Imagine action: a picture from the image provider, re-encoded like an upload and kept
     * in the gallery with its generator (the model) and prompt.
     */
    async imagine(userId: string, prompt: string): Promise<GalleryImage> {
      const generator = deps.imageGenerator
      if (!generator) {
        throw new AppError(
          503,
          'image_generation_unavailable',
          IMAGE_GENERATION_NOT_CONFIGURED_MESSAGE,
        )
      }
      let made: Awaited<ReturnType<ImageGenerator['generate']>>
      try {
        made = await generator.generate(prompt)
      } catch (error) {
        if (!(error instanceof ImageGenerationError)) throw error
        if (error.kind === 'refused') {
          throw new AppError(
            400,
            'image_prompt_refused',
            `The image provider refused this prompt: ${error.message}`,
          )
        }
        throw new AppError(502, 'image_generation_failed', IMAGE_GENERATION_FAILED_MESSAGE, {
          reason: error.message,
        })
      }
      let processed: Awaited<ReturnType<typeof processImage>>
      try {
        processed = await processImage(made.data)
      } catch {
        throw new AppError(502, 'image_generation_failed', IMAGE_GENERATION_FAILED_MESSAGE, {
          reason: 'The image provider answered with something that is not a picture.',
        })
      }
      return add(userId, { source: 'generated', ...processed, generator: made.model, prompt })
    },

    async list(userId: string, query: { limit?: number; before?: string }): Promise<GalleryPage> {
      const limit = query.limit ?? GALLERY_PAGE_SIZE
      const before = query.before ? await repository.find(userId, query.before) : undefined
      if (query.before && !before) throw AppError.badRequest('before: no such image')
      const [{ rows, hasMore }, total] = await Promise.all([
        repository.page(userId, { limit, before: before ?? undefined }),
        repository.total(userId),
      ])
      return {
        images: rows.map(toGalleryImage),
        total,
        nextCursor: hasMore ? rows.at(-1)!.id : null,
      }
    },

    async updateNote(userId: string, id: string, note: string | null): Promise<GalleryImage> {
      const text = note?.trim() ? note.trim() : null
      const row = await repository.setNote(userId, id, text)
      if (!row) throw imageNotFound()
      return toGalleryImage(row)
    },

    /** The row goes first (the picture is gone at once), then its files. */
    async remove(userId: string, id: string) {
      const row = await repository.remove(userId, id)
      if (!row) throw imageNotFound()
      await Promise.all([storage.delete(row.storageKey), storage.delete(row.thumbnailKey)])
      return { success: true as const, message: IMAGE_DELETED_MESSAGE }
    },

    /**
     * A picture's bytes for GET /api/images/{id}: to a valid signature's holder, or to its owner
     * signed in; anyone else gets 404, like for a missing picture.
     */
    async open(
      id: string,
      variant: ImageVariant,
      access: { expires?: string; signature?: string; userId: string | null },
    ): Promise<StoredFile & { maxAgeSeconds: number | null }> {
      const bySignature = signer.verify(imagePath(id, variant), access.expires, access.signature)
      const row = bySignature
        ? await repository.findById(id)
        : access.userId
          ? await repository.find(access.userId, id)
          : null
      if (!row) throw imageNotFound()
      const maxAgeSeconds = bySignature
        ? Math.max(0, Number(access.expires) - Math.floor(Date.now() / 1000))
        : null
      const file = await readStored(variant === 'thumb' ? row.thumbnailKey : row.storageKey)
      if (variant !== 'png') return { ...file, maxAgeSeconds }
      const png: Readable = file.stream.pipe(sharp().png())
      return { stream: png, contentType: 'image/png', maxAgeSeconds }
    },

    /** The stored picture (for the model's image content); null when it is not the person's. */
    async readForModel(userId: string, id: string): Promise<Buffer | null> {
      const row = await repository.find(userId, id)
      if (!row) return null
      const file = await readStored(row.storageKey)
      // Vision models look at ~1 megapixel at most; a smaller JPEG keeps the request light.
      const smaller = sharp()
        .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
      return file.stream.pipe(smaller).toBuffer()
    },

    /** Stored image paths for a message: own pictures become /api/images/{id}; 404 for others'. */
    async acceptImageUrls(userId: string, urls: string[]): Promise<string[]> {
      const ids = urls.map(ownImageId)
      const wanted = ids.filter((id): id is string => id !== null)
      const owned = await repository.ownedIds(userId, wanted)
      if (wanted.some((id) => !owned.has(id))) throw imageNotFound()
      return urls.map((url, index) => (ids[index] ? imagePath(ids[index]) : url.trim()))
    },

    /** What the web app shows for stored image paths: own pictures signed, other links as they are. */
    presentImageUrls(urls: string[]): string[] {
      return urls.map((url) => {
        const id = STABLE_PATH.exec(url)?.[1]
        return id && url === imagePath(id) ? signed(id) : url
      })
    },
  }
}
export type GalleryService = ReturnType<typeof createGalleryService>
