import { buildTranscript, exportFilename, type ExportInput } from './export-transcript.js'
import { renderHtml } from './render-html.js'
import { renderJson } from './render-json.js'
import { renderPdf } from './render-pdf.js'
import { renderText } from './render-text.js'

// A conversation exported as PDF, JSON, Text or HTML (GET /api/sessions/{id}/export).
// The route sets Content-Disposition from `filename` (plus filename* for the full title).

export type { ExportInput } from './export-transcript.js'
export type ExportFormat = 'pdf' | 'txt' | 'html' | 'json'

export interface RenderedExport {
  body: Buffer | string
  contentType: string
  filename: string
}

export async function renderSessionExport(
  input: ExportInput,
  format: ExportFormat,
  now: Date = new Date(),
): Promise<RenderedExport> {
  const filename = exportFilename(input.session, format)
  switch (format) {
    case 'json':
      return { body: renderJson(input, now), contentType: 'application/json', filename }
    case 'txt':
      return {
        body: renderText(input, buildTranscript(input), now),
        contentType: 'text/plain; charset=utf-8',
        filename,
      }
    case 'html':
      return {
        body: renderHtml(input, buildTranscript(input), now),
        contentType: 'text/html; charset=utf-8',
        filename,
      }
    case 'pdf':
      return {
        body: await renderPdf(input, buildTranscript(input), now),
        contentType: 'application/pdf',
        filename,
      }
  }
}
