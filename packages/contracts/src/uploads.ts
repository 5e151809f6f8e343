import { z } from 'zod'

// Attachments and the image
// gallery.

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** Pictures over this size are compressed in the browser before upload. */
export const IMAGE_COMPRESS_THRESHOLD_BYTES = 5 * 1024 * 1024
export const IMAGE_MAX_DIMENSION = 2048

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const
export const DOCUMENT_EXTENSIONS = ['pdf', 'txt', 'doc', 'docx', 'md'] as const
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

// The spec's words.
export const INVALID_FILE_TYPE = 'Invalid file type'
export const FILE_TOO_LARGE = 'File too large: Please upload a file smaller than 10MB.'
export const IMAGE_GENERATION_NOT_CONFIGURED_MESSAGE =
  'No image provider is configured on this server. Set IMAGE_BASE_URL, IMAGE_API_KEY and IMAGE_MODEL (any OpenAI-compatible /images/generations) and restart.'
export const IMAGE_GENERATION_FAILED_MESSAGE = 'The picture could not be made. Please try again.'
export const IMAGINE_NEEDS_PROMPT = 'Describe the picture to imagine.'

export const imageUploadResponseSchema = z.object({
  /** A URL the browser can show (signed, short-lived); send it back in imageUrls. */
  imageUrl: z.string(),
  id: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>

export const documentKindSchema = z.enum(DOCUMENT_EXTENSIONS)

/** A document as staged and as shown on its message (a chip). */
export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: documentKindSchema,
  size: z.number().int(),
  /** False when it is too long to be read whole: the most relevant passages are read instead. */
  readInFull: z.boolean(),
  createdAt: z.string(),
})
export type DocumentSummary = z.infer<typeof documentSchema>

export const galleryImageSchema = z.object({
  id: z.string(),
  /** Signed, short-lived: valid for an <img> with or without cookies. */
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  /** The picture as PNG, served as ai-image-{id}.png. */
  downloadUrl: z.string(),
  source: z.enum(['upload', 'generated']),
  /** The model that drew it, or null for an uploaded picture. */
  generator: z.string().nullable(),
  prompt: z.string().nullable(),
  userNote: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
})
export type GalleryImage = z.infer<typeof galleryImageSchema>

export const GALLERY_PAGE_SIZE = 48

export const galleryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** The id of the last image of the previous page. */
  before: z.string().max(100).optional(),
})

export const galleryPageSchema = z.object({
  images: z.array(galleryImageSchema),
  /** Every picture of the person (the 'N images' badge). */
  total: z.number().int(),
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
})
export type GalleryPage = z.infer<typeof galleryPageSchema>

export const USER_NOTE_MAX_LENGTH = 2000
export const updateGalleryImageSchema = z.object({
  userNote: z
    .string()
    .max(USER_NOTE_MAX_LENGTH, `A note cannot exceed ${USER_NOTE_MAX_LENGTH} characters`)
    .nullable(),
})

export const deleteGalleryImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
})

export const IMAGE_PROMPT_MAX_LENGTH = 4000
export const generateImageSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Describe the picture to imagine')
    .max(IMAGE_PROMPT_MAX_LENGTH, `A prompt cannot exceed ${IMAGE_PROMPT_MAX_LENGTH} characters`),
})
