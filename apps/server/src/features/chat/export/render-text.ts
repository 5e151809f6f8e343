import {
  CRISIS_RESOURCES,
  STOPPED_MARK,
  formatTime,
  type ExportInput,
  type TranscriptEntry,
} from './export-transcript.js'

// Plain text, wrapped at 78 columns on spaces; words and URLs longer than a line are kept whole,
// and text without spaces (Chinese, Japanese) is broken between characters.

const WIDTH = 78
const SPACELESS_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

function wrapLine(line: string, width: number, indent = ''): string[] {
  const lines: string[] = []
  let current = ''
  const push = () => {
    if (current !== '') lines.push(indent + current)
    current = ''
  }
  for (const word of line.split(/ +/)) {
    const chars = Array.from(word)
    if (chars.length > width && SPACELESS_SCRIPT.test(word)) {
      push()
      for (let start = 0; start < chars.length; start += width) {
        current = chars.slice(start, start + width).join('')
        if (start + width < chars.length) push()
      }
      continue
    }
    const candidate = current === '' ? word : `${current} ${word}`
    if (Array.from(candidate).length > width && current !== '') {
      push()
      current = word
    } else current = candidate
  }
  push()
  return lines.length > 0 ? lines : ['']
}

function wrap(text: string, indent = ''): string {
  return text
    .split('\n')
    .flatMap((line) =>
      line.trim() === '' ? [''] : wrapLine(line.trimEnd(), WIDTH - indent.length, indent),
    )
    .join('\n')
}

function entryText(entry: TranscriptEntry): string {
  const label = [entry.speaker, `(${formatTime(entry.timestamp)})`]
  if (entry.stopped) label.push(STOPPED_MARK)
  const blocks = [`${label.join(' ')}:`, wrap(entry.text || '(no text)', '  ')]
  if (entry.imageUrls.length > 0) {
    blocks.push(['  Images (links):', ...entry.imageUrls.map((url) => `    ${url}`)].join('\n'))
  }
  if (entry.crisis) blocks.push(wrap(`[Support] ${CRISIS_RESOURCES}`, '  '))
  return blocks.join('\n')
}

export function renderText(input: ExportInput, entries: TranscriptEntry[], now: Date): string {
  const header = [
    input.session.title,
    '='.repeat(Math.min(WIDTH, Math.max(3, Array.from(input.session.title).length))),
    `Conversation with Orion, started ${formatTime(input.session.createdAt)}`,
    `Exported ${formatTime(now.toISOString())}`,
  ].join('\n')
  const body =
    entries.length > 0 ? entries.map(entryText).join('\n\n') : 'This conversation has no messages.'
  return `${header}\n\n${body}\n`
}
