import dns from 'node:dns'
import net from 'node:net'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LONG_WORD, conversation, message, personas, session } from './export-fixture.js'
import { fontRuns } from './export-fonts.js'
import { renderSessionExport } from './render-export.js'

async function readPdf(body: Buffer | string) {
  expect(Buffer.isBuffer(body)).toBe(true)
  const pdf = await getDocumentProxy(new Uint8Array(body as Buffer))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return { pdf, totalPages, text }
}

afterEach(() => vi.restoreAllMocks())

describe('PDF export', () => {
  it('keeps every script readable: accents, Cyrillic, Greek, Chinese, kana, Arabic, emoji', async () => {
    const file = await renderSessionExport(conversation, 'pdf')
    expect(file.contentType).toBe('application/pdf')
    expect(file.filename).toBe('orion-cafe-creme-a-long-week-2026-11-21.pdf')
    const { text } = await readPdf(file.body)
    for (const expected of [
      'Café crème',
      'Привет',
      'Γειά σου',
      '你好世界',
      '你們好',
      'こんにちは',
      'カタカナ',
    ]) {
      expect(text).toContain(expected)
    }
    // Right-to-left text comes back in visual order: check the letters, not their order.
    for (const letter of 'مرحبا') expect(text).toContain(letter)
    expect(text).toContain('🙂')
    expect(text).toContain('🌙')
  })

  it('draws each character with a font that has it (no tofu)', () => {
    expect(fontRuns('Café Привет مرحبا').map((run) => run.font)).toEqual(['text-regular'])
    expect(fontRuns('你們好こんにちは').every((run) => run.font.startsWith('cjk-'))).toBe(true)
    expect(fontRuns('🙂🌙❤️').map((run) => run.font)).toEqual(['emoji'])
    expect(fontRuns('Hi 🙂 你好').map((run) => run.font)).toEqual([
      'text-regular',
      'emoji',
      expect.stringMatching(/^cjk-/),
    ])
  })

  it('shows speakers, stopped replies, crisis resources and page numbers', async () => {
    const { text } = await readPdf((await renderSessionExport(conversation, 'pdf')).body)
    for (const persona of personas) expect(text).toContain(persona.name)
    expect(text).toContain('Ana Łucja')
    expect(text).toContain('An unknown persona speaks here.')
    expect(text).toMatch(/Orion the Coach · 2026-11-21 \d\d:\d\d UTC · \(stopped\)/)
    expect(text).toContain('text HOME to 741741')
    expect(text).toContain('988')
    expect(text).toContain('Page 1 of 1')
  })

  it('wraps a 300-character word inside the margins', async () => {
    const { pdf, totalPages, text } = await readPdf(
      (await renderSessionExport(conversation, 'pdf')).body,
    )
    expect(totalPages).toBe(1)
    expect(text.replace(/\s/g, '')).toContain(LONG_WORD)
    const page = await pdf.getPage(1)
    const [, , pageWidth] = page.view
    const content = await page.getTextContent()
    for (const item of content.items) {
      if (!('transform' in item) || item.str.trim() === '') continue
      expect(item.transform[4] + item.width).toBeLessThanOrEqual(pageWidth! - 54 + 1)
    }
  })

  it('lists image links without fetching them', async () => {
    const lookup = vi.spyOn(dns, 'lookup')
    const connect = vi.spyOn(net.Socket.prototype, 'connect')
    const fetch = vi.spyOn(globalThis, 'fetch')
    const input = {
      ...conversation,
      messages: [
        message('user', 'See ![cat](https://cdn.unreachable.invalid/cat.webp?size=2) too', {
          imageUrls: ['https://images.does-not-resolve.invalid/a.png', 'not a url', ''],
        }),
      ],
    }
    const { text } = await readPdf((await renderSessionExport(input, 'pdf')).body)
    expect(text).toContain('https://images.does-not-resolve.invalid/a.png')
    expect(text).toContain('https://cdn.unreachable.invalid/cat.webp?size=2')
    expect(text).toContain('not a url')
    expect(lookup).not.toHaveBeenCalled()
    expect(connect).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('renders an empty conversation', async () => {
    const { text } = await readPdf(
      (await renderSessionExport({ ...conversation, messages: [] }, 'pdf')).body,
    )
    expect(text).toContain('This conversation has no messages.')
  })

  it('renders a 5,000-message conversation', { timeout: 180_000 }, async () => {
    const lines = [
      'Café crème and a short note.',
      'Привет! 你好世界 🙂',
      'مرحبا بك',
      'A longer reply. '.repeat(12),
    ]
    const messages = Array.from({ length: 5000 }, (_, index) =>
      index % 2 === 0
        ? message('user', `${index}: ${lines[index % lines.length]}`)
        : message(
            'assistant',
            `[[persona:listener]]\n${lines[(index + 1) % lines.length]}\n\n[[persona:coach]]\nOne step.`,
          ),
    )
    const started = performance.now()
    const file = await renderSessionExport({ ...conversation, session, messages }, 'pdf')
    const seconds = (performance.now() - started) / 1000
    const { totalPages } = await readPdf(file.body)
    console.log(
      `5,000-message PDF: ${seconds.toFixed(1)} s, ${(file.body.length / 1e6).toFixed(1)} MB, ${totalPages} pages`,
    )
    expect(totalPages).toBeGreaterThan(100)
  })
})
