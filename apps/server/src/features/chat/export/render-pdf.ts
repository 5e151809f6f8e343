import PDFDocument from 'pdfkit'
import { fontRuns, fontSource, type TextWeight } from './export-fonts.js'
import {
  CRISIS_RESOURCES,
  STOPPED_MARK,
  formatTime,
  isWebLink,
  type ExportInput,
  type TranscriptEntry,
} from './export-transcript.js'

// The default export. Images are listed as links, never fetched.

const MARGIN = 54
const BODY_SIZE = 10.5
const INK = '#1f2937'
const MUTED = '#6b7280'
const LINK = '#1d4ed8'
const CARE = '#9a3412'
const RTL_FIRST = /^[^\p{L}]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u

type Doc = PDFKit.PDFDocument

interface RichOptions {
  weight?: TextWeight
  size?: number
  color?: string
  link?: string
  indent?: number
  gapAfter?: number
}

class PdfWriter {
  private readonly registered = new Set<string>()
  constructor(readonly doc: Doc) {}

  get width(): number {
    return this.doc.page.width - MARGIN * 2
  }

  /** Writes one line of text, wrapped, switching fonts per character run (export-fonts.ts). */
  paragraph(text: string, options: RichOptions = {}): void {
    const { weight = 'regular', size = BODY_SIZE, color = INK, link, indent = 0 } = options
    const doc = this.doc
    const width = this.width - indent
    let runs = fontRuns(text === '' ? ' ' : text, weight)
    for (const run of runs) this.register(run.font)
    let left = MARGIN + indent
    let align: 'left' | 'right' = 'left'
    if (RTL_FIRST.test(text)) {
      // No bidi in pdfkit: fontkit lays out each Arabic or Hebrew run right to left. A short
      // right-to-left line is drawn with its runs in visual order, pinned to the right; a longer
      // one with a single run is wrapped right-aligned; a mixed long one stays left to right.
      const measured = runs.map((run) => doc.font(run.font).fontSize(size).widthOfString(run.text))
      const total = measured.reduce((sum, runWidth) => sum + runWidth, 0)
      if (runs.length === 1) align = 'right'
      else if (total <= width) {
        runs = [...runs].reverse()
        left += width - total
      }
    }
    doc.x = left
    runs.forEach((run, index) => {
      doc.font(run.font).fontSize(size).fillColor(color)
      doc.text(run.text, {
        width: width - (left - MARGIN - indent),
        align,
        continued: index < runs.length - 1,
        link: link ?? null,
        underline: link !== undefined,
      })
    })
    doc.x = MARGIN
    if (options.gapAfter) doc.moveDown(options.gapAfter)
  }

  /** Message text: one call per line; '>' lines as indented quotes; blank lines as space. */
  messageText(text: string): void {
    for (const line of text.split('\n')) {
      if (line.trim() === '') this.doc.moveDown(0.5)
      else if (line.startsWith('>')) {
        this.paragraph(line.replace(/^>\s?/, ''), { indent: 12, color: MUTED })
      } else this.paragraph(line)
    }
  }

  private register(font: string): void {
    if (this.registered.has(font)) return
    this.doc.registerFont(font, fontSource(font))
    this.registered.add(font)
  }

  /** Starts a new page when fewer than `lines` body lines fit, so a header keeps its text. */
  keepLines(lines: number): void {
    const bottom = this.doc.page.height - MARGIN
    if (this.doc.y + lines * BODY_SIZE * 1.4 > bottom) this.doc.addPage()
  }
}

function writeEntry(writer: PdfWriter, entry: TranscriptEntry): void {
  writer.keepLines(4)
  const label = [entry.speaker, formatTime(entry.timestamp), entry.stopped ? STOPPED_MARK : '']
  writer.paragraph(label.filter(Boolean).join('  ·  '), {
    weight: 'bold',
    size: 9.5,
    color: entry.role === 'user' ? INK : '#3730a3',
  })
  writer.doc.moveDown(0.2)
  writer.messageText(entry.text)
  writer.doc.moveDown(0.35)
  if (entry.imageUrls.length > 0) {
    writer.paragraph('Images (links, not embedded):', { size: 9, color: MUTED })
    for (const url of entry.imageUrls) {
      const link = isWebLink(url) ? url : undefined
      writer.paragraph(url, {
        size: 9,
        color: link ? LINK : MUTED,
        indent: 12,
        ...(link && { link }),
      })
    }
    writer.doc.moveDown(0.35)
  }
  if (entry.crisis) {
    writer.paragraph(CRISIS_RESOURCES, { size: 9.5, color: CARE, indent: 12, gapAfter: 0.35 })
  }
  writer.doc.moveDown(0.6)
}

function shorten(text: string, length: number): string {
  const chars = Array.from(text)
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : text
}

function writeFooters(writer: PdfWriter, title: string): void {
  const doc = writer.doc
  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index)
    doc.page.margins.bottom = 0
    doc.y = doc.page.height - MARGIN + 18
    const footer = `${shorten(title, 60)}  ·  Page ${index + 1} of ${range.count}`
    writer.paragraph(footer, { size: 8, color: MUTED })
  }
}

export async function renderPdf(
  input: ExportInput,
  entries: TranscriptEntry[],
  now: Date,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of pdfDocument(input, entries, now)) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The finished document as a stream of its bytes (pdfkit's chunks, read as they are wanted). */
export function pdfDocument(input: ExportInput, entries: TranscriptEntry[], now: Date): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: input.session.title, Author: input.userName, Creator: 'Orion' },
  })
  const writer = new PdfWriter(doc)
  writer.paragraph(input.session.title, { weight: 'bold', size: 18 })
  doc.moveDown(0.2)
  writer.paragraph(
    `Conversation with Orion · started ${formatTime(input.session.createdAt)} · exported ${formatTime(now.toISOString())}`,
    { size: 9, color: MUTED },
  )
  doc.moveDown(0.4)
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + writer.width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#d1d5db')
    .stroke()
  doc.moveDown(1)
  if (entries.length === 0) writer.paragraph('This conversation has no messages.', { color: MUTED })
  for (const entry of entries) writeEntry(writer, entry)
  writeFooters(writer, input.session.title)
  doc.end()
  return doc
}
