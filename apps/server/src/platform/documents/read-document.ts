import { fileTypeFromBuffer } from 'file-type'
import mammoth from 'mammoth'
import WordExtractor from 'word-extractor'

// The text of a document, decided by its content, never by its name or declared type (a name
// is whatever the sender chose): a PDF by its header (read with unpdf, which runs on Node 20 in its 1.4
// line), .docx a zip holding word/document.xml (mammoth), .doc an OLE compound file
// (word-extractor), and plain text or Markdown valid UTF-8 without control bytes. The name only
// tells Markdown from plain text. Used by the memory import and by chat documents.

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'md'

export class UnreadableDocumentError extends Error {
  constructor(message = 'Not a readable document') {
    super(message)
    this.name = 'UnreadableDocumentError'
  }
}

/** Control bytes plain text may hold: tab, line feed, form feed, carriage return. */
const TEXT_CONTROL = new Set([0x09, 0x0a, 0x0c, 0x0d])

export function extensionOf(filename: string): string | null {
  const match = /\.([a-z0-9]+)$/i.exec(filename)
  return match ? match[1]!.toLowerCase() : null
}

export async function readDocx(buffer: Buffer): Promise<string> {
  const result = await mammoth.extractRawText({ buffer })
  return result.value
}

export async function readDoc(buffer: Buffer): Promise<string> {
  const document = await new WordExtractor().extract(buffer)
  return document.getBody()
}

export async function readPdf(buffer: Buffer): Promise<string> {
  // Loaded on first use: pdf.js is large, and most servers never see a PDF.
  const { extractText, getDocumentProxy } = await import('unpdf')
  const pdf = await getDocumentProxy(new Uint8Array(buffer))
  try {
    const { text } = await extractText(pdf, { mergePages: true })
    return text
  } finally {
    await pdf.destroy()
  }
}

/** UTF-8 text; throws UnreadableDocumentError for binary data. */
export function readPlainText(buffer: Buffer): string {
  // NUL and other control bytes mean binary data; they never occur inside UTF-8 sequences.
  if (buffer.some((byte) => byte < 0x20 && !TEXT_CONTROL.has(byte))) {
    throw new UnreadableDocumentError()
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '')
  } catch {
    throw new UnreadableDocumentError()
  }
}

/**
 * The kind and text of a document among `accepted` kinds; throws UnreadableDocumentError when the
 * content is none of them (a renamed program, an image, a damaged file).
 */
export async function readDocument(
  buffer: Buffer,
  filename: string,
  accepted: readonly DocumentKind[],
): Promise<{ kind: DocumentKind; text: string }> {
  const extension = extensionOf(filename)
  if (extension !== null && !(accepted as readonly string[]).includes(extension)) {
    throw new UnreadableDocumentError()
  }
  const detected = await fileTypeFromBuffer(buffer)
  let kind: DocumentKind
  if (!detected) kind = extension === 'md' ? 'md' : 'txt'
  else if (detected.ext === 'pdf') kind = 'pdf'
  else if (detected.ext === 'docx') kind = 'docx'
  else if (detected.ext === 'cfb') kind = 'doc'
  else throw new UnreadableDocumentError()
  if (!accepted.includes(kind)) throw new UnreadableDocumentError()
  if (kind === 'txt' || kind === 'md') return { kind, text: readPlainText(buffer) }
  try {
    const read = { pdf: readPdf, docx: readDocx, doc: readDoc }[kind]
    return { kind, text: await read(buffer) }
  } catch {
    // A damaged document, or a zip/OLE file that is not a Word document after all.
    throw new UnreadableDocumentError()
  }
}
