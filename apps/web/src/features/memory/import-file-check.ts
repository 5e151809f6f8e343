import { MEMORY_IMPORT_MAX_BYTES } from '@orion/contracts/memory'

// Memory import: text/plain and Word types (.txt, .doc, .docx), at most 10MB.
export const IMPORT_ACCEPT =
  '.txt,.doc,.docx,text/plain,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const ALLOWED_TYPES = new Set([
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
])
const ALLOWED_EXTENSION = /\.(txt|doc|docx)$/i

export interface ImportFileProblem {
  title: string
  description: string
}

/** Why a file cannot be imported, or null when it may be sent (the server checks its content). */
export function importFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): ImportFileProblem | null {
  if (!ALLOWED_TYPES.has(file.type) && !ALLOWED_EXTENSION.test(file.name))
    return { title: 'Invalid file type', description: 'Please upload a .txt, .doc, or .docx file.' }
  if (file.size > MEMORY_IMPORT_MAX_BYTES)
    return { title: 'File too large', description: 'File must be smaller than 10MB.' }
  return null
}
