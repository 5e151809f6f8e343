import {
  DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
} from '@orion/contracts/uploads'

// A file chosen for the next message: what the chip shows (name, size, type, preview) before upload.

export interface StagedFile {
  id: string
  file: File
  name: string
  size: number
  type: string
  kind: 'image' | 'document'
  /** An object URL of the picture, for its thumbnail in the composer and the sent message. */
  preview: string | null
}

export type FileCheck =
  { ok: true; kind: 'image' | 'document' } | { ok: false; reason: 'type' | 'size' }

function extensionOf(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name)
  return match ? match[1]!.toLowerCase() : ''
}

/** A chosen or dropped file: its kind by extension, within 10 MB (the server checks content). */
export function checkFile(file: File): FileCheck {
  const extension = extensionOf(file.name)
  const kind = (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    ? 'image'
    : (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)
      ? 'document'
      : null
  if (!kind) return { ok: false, reason: 'type' }
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, reason: 'size' }
  return { ok: true, kind }
}

export const isPastableImage = (type: string) =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(type)

let counter = 0
export function stageFile(file: File, kind: 'image' | 'document'): StagedFile {
  counter += 1
  return {
    id: `staged-${Date.now()}-${counter}`,
    file,
    name: file.name,
    size: file.size,
    type: file.type,
    kind,
    preview: kind === 'image' ? URL.createObjectURL(file) : null,
  }
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export const ACCEPTED_FILES = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS]
  .map((extension) => `.${extension}`)
  .join(',')
