import { readDocument, UnreadableDocumentError } from '../../platform/documents/read-document'
import { AppError } from '../../plugins/app-error'

// Memory import files (.txt, .doc, .docx, at most 10 MB), checked by their
// content, never by their name or declared type: .docx is a zip
// holding word/document.xml that mammoth can read, .doc an OLE compound file word-extractor can
// read, .txt valid UTF-8 without NUL bytes. Anything else (a renamed .exe) is refused.

export const invalidFileType = () =>
  new AppError(400, 'invalid_file_type', 'Please upload a .txt, .doc, or .docx file.')
export const fileTooLarge = () =>
  new AppError(413, 'file_too_large', 'File must be smaller than 10MB.')

/** The text of an uploaded memory file, or 400 invalid_file_type. */
export async function extractImportText(buffer: Buffer, filename: string): Promise<string> {
  try {
    return (await readDocument(buffer, filename, ['txt', 'doc', 'docx'])).text
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw invalidFileType()
    throw error
  }
}
