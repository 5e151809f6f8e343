import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { FILE_TOO_LARGE, INVALID_FILE_TYPE } from '@orion/contracts/uploads'
import { AppError } from '../../plugins/app-error'

// Every picture is decoded and encoded again: what is stored holds pixels
// only. sharp drops EXIF (and with it any GPS position), XMP and IPTC unless asked to keep them;
// rotate() first turns the pixels the way the EXIF orientation said, since that tag goes too.

// libvips' operation cache would keep recent pictures in memory between uploads.
sharp.cache(false)

export const invalidImageType = () =>
  new AppError(
    400,
    'invalid_file_type',
    `${INVALID_FILE_TYPE}: please upload a JPG, PNG, WebP or GIF image.`,
  )
export const fileTooLarge = () => new AppError(413, 'file_too_large', FILE_TOO_LARGE)

/** A stored picture's longest side; the browser already keeps uploads under 2048 px. */
const MAX_SIDE = 4096
const THUMBNAIL_SIDE = 512
/** Decompression bombs: refuse a picture that would decode to more pixels than this. */
const MAX_INPUT_PIXELS = 100_000_000

const OUTPUTS = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
} as const
type ImageFormat = keyof typeof OUTPUTS

export interface ProcessedImage {
  full: Buffer
  thumbnail: Buffer
  contentType: string
  extension: string
  width: number
  height: number
}

/** The picture as Orion stores it, or 400 invalid_file_type when the bytes are not a picture. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input)
  const format = detected?.ext as ImageFormat | undefined
  if (!format || !(format in OUTPUTS)) throw invalidImageType()
  const animated = format === 'gif' || format === 'webp'
  try {
    const source = () =>
      sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    const encoded = source()
    switch (format) {
      case 'jpg':
        encoded.jpeg({ quality: 90, mozjpeg: true })
        break
      case 'png':
        encoded.png({ compressionLevel: 8 })
        break
      case 'webp':
        encoded.webp({ quality: 90 })
        break
      case 'gif':
        encoded.gif()
        break
    }
    const { data: full, info } = await encoded.toBuffer({ resolveWithObject: true })
    const thumbnail = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: THUMBNAIL_SIDE,
        height: THUMBNAIL_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer()
    return {
      full,
      thumbnail,
      ...OUTPUTS[format],
      width: info.width,
      height: info.pageHeight ?? info.height,
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    // A damaged picture, or one whose header lies about its content.
    throw invalidImageType()
  }
}
