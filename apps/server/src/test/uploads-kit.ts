import crypto from 'node:crypto'
import sharp from 'sharp'
import type { TestApp } from './build-test-app'

// Shared by the upload and gallery integration tests: calls as the web app makes them, and real
// files made with sharp.

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A multipart/form-data upload of one file, as a browser's FormData sends it. */
export function upload(
  t: TestApp,
  auth: Record<string, string>,
  url: string,
  field: string,
  filename: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
) {
  const boundary = `----orion${crypto.randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}

export const uploadImage = (t: TestApp, token: string, content: Buffer, filename = 'photo.jpg') =>
  upload(t, bearer(token), '/api/images/upload', 'image', filename, content, 'image/jpeg')

/** A 200×100 JPEG as a phone makes it: GPS position in EXIF, and "rotate 90°" (orientation 6). */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#3366aa' } })
    .withExif({
      IFD0: { Make: 'OrionCam', Model: 'Test Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()
}

/** Whether EXIF data (as sharp's metadata gives it) holds a GPS IFD pointer (tag 0x8825). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false
  const tiff = exif.indexOf('II*\0') >= 0 ? exif.indexOf('II*\0') : exif.indexOf('MM\0*')
  if (tiff < 0) return false
  const little = exif[tiff] === 0x49
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at))
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at))
  const ifd0 = tiff + u32(tiff + 4)
  const entries = u16(ifd0)
  for (let index = 0; index < entries; index++) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true
  }
  return false
}

/** A noisy picture of about `megabytes` MB as PNG (noise does not compress). */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = crypto.randomBytes(width * height * 3)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}
