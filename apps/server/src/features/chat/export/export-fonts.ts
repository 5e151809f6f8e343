import fs from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

// export: peers' PDF exports break on non-Latin text and emoji, ours must not.
// Each character is drawn with the first font that has it:
//   DejaVu Sans: Latin, Greek, Cyrillic, Arabic (shaped by fontkit), Hebrew, many symbols;
//   Noto Emoji: monochrome emoji (emoji-presentation characters try it first);
//   Noto Sans SC: Chinese (simplified and traditional), Japanese kana, CJK punctuation, in ~100
//     slices by unicode-range, loaded only when a character needs one. fonts/noto-sans-sc/ holds
//     them as static Regular WOFF files made by fonts/instance-noto-sans-sc.py from the
//     @fontsource-variable/noto-sans-sc woff2 slices: fontkit embeds neither woff2 glyphs nor
//     variable-font instances correctly (the glyphs come out blank in the PDF).

const require = createRequire(import.meta.url)
const CJK_DIR = new URL('./fonts/noto-sans-sc/', import.meta.url)
const fontFile = (specifier: string) =>
  specifier.startsWith('cjk:') ? new URL(specifier.slice(4), CJK_DIR) : require.resolve(specifier)

export type TextWeight = 'regular' | 'bold'

export interface FontRun {
  /** The name the font is registered under in the PDF document (see registerRunFont). */
  font: string
  text: string
}

const TEXT_FILES: Record<TextWeight, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
}
const EMOJI_FILE = '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'

const buffers = new Map<string, Buffer>()
const faces = new Map<string, fontkit.Font>()

function bufferOf(specifier: string): Buffer {
  let buffer = buffers.get(specifier)
  if (!buffer) {
    buffer = fs.readFileSync(fontFile(specifier))
    buffers.set(specifier, buffer)
  }
  return buffer
}

function faceOf(specifier: string): fontkit.Font {
  let face = faces.get(specifier)
  if (!face) {
    face = fontkit.create(bufferOf(specifier))
    faces.set(specifier, face)
  }
  return face
}

type CjkRange = [start: number, end: number, slice: string]
let cjkRanges: CjkRange[] | undefined

/** fontsource's unicode.json: { "[118]": "U+4e00-4e01,U+4e03,..." } per woff2 slice. */
function loadCjkRanges(): CjkRange[] {
  const table = JSON.parse(fs.readFileSync(fontFile('cjk:unicode.json'), 'utf8')) as Record<
    string,
    string
  >
  const ranges: CjkRange[] = []
  for (const [key, list] of Object.entries(table)) {
    const slice = key.replace(/[[\]]/g, '')
    for (const item of list.split(',')) {
      const [start, end] = item.trim().replace(/^U\+/i, '').split('-')
      const from = parseInt(start ?? '', 16)
      if (Number.isNaN(from)) continue
      ranges.push([from, end ? parseInt(end, 16) : from, slice])
    }
  }
  return ranges.sort((a, b) => a[0] - b[0])
}

function cjkSliceFor(codePoint: number): string | null {
  cjkRanges ??= loadCjkRanges()
  let low = 0
  let high = cjkRanges.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const [start, end, slice] = cjkRanges[middle]!
    if (codePoint < start) high = middle - 1
    else if (codePoint > end) low = middle + 1
    else return slice
  }
  return null
}

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u
/** Marks, joiners, selectors and skin tones belong with the character before them. */
const JOINS_PREVIOUS = /^(?:\p{M}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|[\u{e0020}-\u{e007f}])$/u

function fontFor(char: string, next: string | undefined, weight: TextWeight): string {
  const codePoint = char.codePointAt(0)!
  const wantsEmoji = EMOJI_PRESENTATION.test(char) || next === '\ufe0f'
  if (wantsEmoji && faceOf(EMOJI_FILE).hasGlyphForCodePoint(codePoint)) return 'emoji'
  if (faceOf(TEXT_FILES[weight]).hasGlyphForCodePoint(codePoint)) return `text-${weight}`
  const slice = cjkSliceFor(codePoint)
  if (slice) return `cjk-${slice}`
  if (faceOf(EMOJI_FILE).hasGlyphForCodePoint(codePoint)) return 'emoji'
  return `text-${weight}`
}

/** Splits text into runs that each one font can draw. */
export function fontRuns(text: string, weight: TextWeight = 'regular'): FontRun[] {
  const runs: FontRun[] = []
  const chars = Array.from(text)
  let current: FontRun | undefined
  chars.forEach((char, index) => {
    const neutral = JOINS_PREVIOUS.test(char) || (char === ' ' && current !== undefined)
    const font = neutral && current ? current.font : fontFor(char, chars[index + 1], weight)
    if (current && current.font === font) current.text += char
    else {
      current = { font, text: char }
      runs.push(current)
    }
  })
  return runs
}

/** The font file for a run's font name, for PDFDocument.registerFont. */
export function fontSource(font: string): Buffer {
  if (font === 'emoji') return bufferOf(EMOJI_FILE)
  if (font.startsWith('cjk-')) {
    return bufferOf(`cjk:noto-sans-sc-${font.slice(4)}-400.woff`)
  }
  return bufferOf(font === 'text-bold' ? TEXT_FILES.bold : TEXT_FILES.regular)
}
