// What a reply sounds like read aloud: Markdown, code and inline SVG
// are not read as symbols; the text is cut into sentences so that speech can start after the first.

const FENCE = /^\s*(```|~~~)/

/** Markdown as a person would say it: no code blocks, markup, URLs or HTML. */
export function speakableText(markdown: string): string {
  const lines: string[] = []
  let inFence = false
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence
      continue
    }
    if (!inFence) lines.push(line)
  }
  return lines
    .join('\n')
    .replace(/<svg[\s\S]*?<\/svg>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their description
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '') // headings
    .replace(/^\s{0,3}>\s?/gm, '') // quotes
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '') // list markers
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, '') // horizontal rules
    .replace(/^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*$/gm, '') // table separators
    .replace(/^[ \t]*\||\|[ \t]*$/gm, '') // table row edges
    .replace(/[ \t]*\|[ \t]*/g, ', ') // table cells
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/[*_#`~]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim()
}

/** Sentences of plain text: cut after . ! ? … (and their closing quotes) and at line ends. */
export function splitSentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?…]["'”’)\]]*)\s+(?=["'“‘([]?[A-Z0-9À-ÖØ-Þ¿¡])/u))
    .map((sentence) => sentence.replace(/^[,\s]+|[,\s]+$/g, '').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
}

/**
 * Reads a persona's text as it streams: `take` answers the sentences completed since the last
 * call, never cutting inside a code block; `finish` answers the rest once the text is complete.
 */
export function createSentenceCursor() {
  let consumed = 0
  return {
    take(text: string): string[] {
      const end = lastSafeBoundary(text, consumed)
      if (end <= consumed) return []
      const chunk = text.slice(consumed, end)
      consumed = end
      return splitSentences(speakableText(chunk))
    },
    finish(text: string): string[] {
      const chunk = text.slice(consumed)
      consumed = text.length
      return splitSentences(speakableText(chunk))
    },
  }
}

const SENTENCE_END = /[.!?…]["'”’)\]]*\s+(?=["'“‘([]?[A-Z0-9À-ÖØ-Þ¿¡])/gu

/** The end of the last whole sentence or line after `from` that is outside a code fence. */
function lastSafeBoundary(text: string, from: number): number {
  let best = from
  let inFence = false
  for (let lineStart = 0; lineStart <= text.length;) {
    const newline = text.indexOf('\n', lineStart)
    const complete = newline !== -1
    const lineEnd = complete ? newline : text.length
    const line = text.slice(lineStart, lineEnd)
    if (complete && FENCE.test(line)) {
      inFence = !inFence
      if (!inFence) best = Math.max(best, lineEnd + 1) // a finished code block is skipped whole
    } else if (!inFence) {
      for (const match of line.matchAll(SENTENCE_END)) {
        best = Math.max(best, lineStart + match.index + match[0].length)
      }
      if (complete) best = Math.max(best, lineEnd + 1)
    }
    if (!complete) break
    lineStart = lineEnd + 1
  }
  return best
}
