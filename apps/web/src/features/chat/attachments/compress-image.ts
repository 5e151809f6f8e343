import { IMAGE_COMPRESS_THRESHOLD_BYTES, IMAGE_MAX_DIMENSION } from '@orion/contracts/uploads'

// Pictures over 5 MB are compressed toward 5 MB before upload: the longest side
// capped at 2048 px, JPEG quality from 0.9 down by 0.1 to 0.1, then the scale reduced by 0.1 down
// to 0.3 (each scale trying the qualities again), the first result under 5 MB winning.

export class ImageTooComplexError extends Error {
  constructor() {
    super(
      'Image is too complex to compress under 5MB. Please use a simpler image or resize it manually.',
    )
    this.name = 'ImageTooComplexError'
  }
}

const QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]
const SCALES = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The browser could not encode the image')),
      'image/jpeg',
      quality,
    ),
  )
}

/** The file itself when it is 5 MB or less, else a JPEG under 5 MB; throws ImageTooComplexError. */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= IMAGE_COMPRESS_THRESHOLD_BYTES) return file
  const bitmap = await createImageBitmap(file)
  try {
    const fit = Math.min(1, IMAGE_MAX_DIMENSION / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    for (const scale of SCALES) {
      canvas.width = Math.max(1, Math.round(bitmap.width * fit * scale))
      canvas.height = Math.max(1, Math.round(bitmap.height * fit * scale))
      context.fillStyle = '#ffffff' // JPEG has no transparency
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
      for (const quality of QUALITIES) {
        const blob = await toJpeg(canvas, quality)
        if (blob.size <= IMAGE_COMPRESS_THRESHOLD_BYTES) {
          const name = file.name.replace(/\.[a-z0-9]+$/i, '') + '.jpg'
          return new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() })
        }
      }
    }
    throw new ImageTooComplexError()
  } finally {
    bitmap.close()
  }
}
