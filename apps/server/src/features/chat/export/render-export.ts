import {
  EXPORT_CONTENT_TYPES,
  buildTranscript,
  exportFilename,
  type ExportFormat,
  type ExportInput,
} from './export-transcript.js'
import { renderHtml } from './render-html.js'
import { renderJson } from './render-json.js'
import { pdfDocument, renderPdf } from './render-pdf.js'
import { renderText } from './render-text.js'

// A conversation exported as PDF, JSON, Text or HTML (GET /api/sessions/{id}/export).
// The route renders in a worker thread (export-pool.ts, export-worker.ts) and sets
// Content-Disposition from the filename (plus filename* for the full title).

export type { ExportFormat, ExportInput } from './export-transcript.js'

export interface RenderedExport {
  body: Buffer | string
  contentType: string
  filename: string
}

/** The whole file at once. */
export async function renderSessionExport(
  input: ExportInput,
  format: ExportFormat,
  now: Date = new Date(),
): Promise<RenderedExport> {
  return {
    body: await renderBody(input, format, now),
    contentType: EXPORT_CONTENT_TYPES[format],
    filename: exportFilename(input.session, format),
  }
}

/** The file's bytes as they are made: the PDF in pdfkit's chunks, the text formats in one. */
export async function* exportBytes(
  input: ExportInput,
  format: ExportFormat,
  now: Date = new Date(),
): AsyncGenerator<Buffer> {
  if (format !== 'pdf') {
    yield Buffer.from(await renderBody(input, format, now))
    return
  }
  for await (const chunk of pdfDocument(input, buildTranscript(input), now)) yield chunk as Buffer
}

async function renderBody(
  input: ExportInput,
  format: ExportFormat,
  now: Date,
): Promise<Buffer | string> {
  switch (format) {
    case 'json':
      return renderJson(input, now)
    case 'txt':
      return renderText(input, buildTranscript(input), now)
    case 'html':
      return renderHtml(input, buildTranscript(input), now)
    case 'pdf':
      return renderPdf(input, buildTranscript(input), now)
  }
}
