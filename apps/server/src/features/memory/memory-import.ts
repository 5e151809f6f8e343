import { fileTypeFromBuffer } from 'file-type'
import mammoth from 'mammoth'
import WordExtractor from 'word-extractor'
import { AppError } from '../../plugins/app-error'

// Memory import files (spec part 2 §5: .txt, .doc, .docx, at most 10 MB), checked by their
// content, never by their name or declared type (DESIGN.md "Security baseline"): .docx is a zip
// holding word/document.xml that mammoth can read, .doc an OLE compound file word-extractor can
// read, .txt valid UTF-8 without NUL bytes. Anything else (a renamed .exe) is refused.

export const invalidFileType = () =>
  new AppError(400, 'invalid_file_type', 'Please upload a .txt, .doc, or .docx file.')
export const fileTooLarge = () =>
  new AppError(413, 'file_too_large', 'File must be smaller than 10MB.')

const ALLOWED_EXTENSIONS = new Set(['txt', 'doc', 'docx'])
/** Control bytes plain text may hold: tab, line feed, form feed, carriage return. */
const TEXT_CONTROL = new Set([0x09, 0x0a, 0x0c, 0x0d])

function extensionOf(filename: string): string | null {
  const match = /\.([a-z0-9]+)$/i.exec(filename)
  return match ? match[1]!.toLowerCase() : null
}

async function readDocx(buffer: Buffer): Promise<string> {
  const result = await mammoth.extractRawText({ buffer })
  return result.value
}

async function readDoc(buffer: Buffer): Promise<string> {
  const document = await new WordExtractor().extract(buffer)
  return document.getBody()
}

function readText(buffer: Buffer): string {
  // NUL and other control bytes mean binary data; they never occur inside UTF-8 sequences.
  if (buffer.some((byte) => byte < 0x20 && !TEXT_CONTROL.has(byte))) throw invalidFileType()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer)
  } catch {
    throw invalidFileType()
  }
}

/** The text of an uploaded memory file, or 400 invalid_file_type. */
export async function extractImportText(buffer: Buffer, filename: string): Promise<string> {
  const extension = extensionOf(filename)
  if (extension !== null && !ALLOWED_EXTENSIONS.has(extension)) throw invalidFileType()
  const detected = await fileTypeFromBuffer(buffer)
  if (!detected) return readText(buffer)
  try {
    if (detected.ext === 'docx') return await readDocx(buffer)
    if (detected.ext === 'cfb') return await readDoc(buffer)
  } catch {
    // A damaged document, or a zip/OLE file that is not a Word document after all.
    throw invalidFileType()
  }
  throw invalidFileType()
}
