import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { invalidImageType } from './process-image'

// A profile photo as Orion stores it: decoded and encoded again, so what is
// kept holds pixels only. sharp drops EXIF (GPS position included), XMP and IPTC; rotate() first
// turns the pixels the way the EXIF orientation said. Animated pictures keep their first frame.

/** The side of the stored square: the largest avatar (80 px) on a 3x screen. */
export const AVATAR_SIDE = 256
const MAX_INPUT_PIXELS = 100_000_000
const ACCEPTED = new Set(['jpg', 'png', 'webp', 'gif'])

/** A square WebP avatar, or 400 invalid_file_type when the bytes are not a JPG, PNG, WebP or GIF. */
export async function processAvatar(input: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(input)
  if (!detected || !ACCEPTED.has(detected.ext)) throw invalidImageType()
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer()
  } catch {
    // A damaged picture, or one whose header lies about its content.
    throw invalidImageType()
  }
}
