import {
  CRISIS_RESOURCES,
  STOPPED_MARK,
  formatTime,
  isWebLink,
  type ExportInput,
  type TranscriptEntry,
} from './export-transcript.js'

// A standalone page: inline CSS, no scripts, and a policy that would block any that got in.
// Message text is untrusted: it is escaped first, and only then given bold, italic and quotes.

const STYLE = `
:root { color-scheme: light; }
body { margin: 0; background: #f8fafc; color: #1f2937;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC",
    "PingFang SC", "Microsoft YaHei", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"; }
main { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
.meta, .who time, .images { color: #6b7280; font-size: .85rem; }
article { background: #fff; border: 1px solid #e5e7eb; border-radius: .75rem; padding: .75rem 1rem; margin: .75rem 0; }
article.user { background: #eef2ff; }
.who { margin: 0 0 .35rem; font-weight: 600; }
.stopped { color: #92400e; font-weight: 400; }
p { margin: .35rem 0; overflow-wrap: anywhere; }
blockquote { margin: .35rem 0; padding-left: .75rem; border-left: 3px solid #cbd5e1; color: #475569; }
.images a { overflow-wrap: anywhere; }
.care { border-left: 3px solid #c2410c; background: #fff7ed; padding: .5rem .75rem; margin: .5rem 0 0; font-size: .9rem; }
@media print { body { background: #fff; } main { max-width: none; padding: 0; }
  article { break-inside: avoid; border-color: #d1d5db; } a { color: inherit; } }
`

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Bold and italic on already-escaped text: the markers can only wrap escaped characters. */
function inline(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])/g, '$1<em>$2</em>')
}

/** Paragraphs at blank lines, <br> within them, and runs of '>' lines as quotes. */
export function messageHtml(text: string): string {
  const blocks: string[] = []
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n')
    let group: string[] = []
    let quoting = false
    const flush = () => {
      if (group.length === 0) return
      const body = group.map((line) => inline(escapeHtml(line))).join('<br>')
      blocks.push(
        quoting ? `<blockquote dir="auto">${body}</blockquote>` : `<p dir="auto">${body}</p>`,
      )
      group = []
    }
    for (const line of lines) {
      const isQuote = line.startsWith('>')
      if (isQuote !== quoting) flush()
      quoting = isQuote
      group.push(isQuote ? line.replace(/^>\s?/, '') : line)
    }
    flush()
  }
  return blocks.join('\n')
}

function entryHtml(entry: TranscriptEntry): string {
  const stopped = entry.stopped ? ` <span class="stopped">${STOPPED_MARK}</span>` : ''
  const parts = [
    `<article class="${entry.role}">`,
    `<p class="who" dir="auto">${escapeHtml(entry.speaker)} · <time datetime="${escapeHtml(entry.timestamp)}">${escapeHtml(formatTime(entry.timestamp))}</time>${stopped}</p>`,
    messageHtml(entry.text),
  ]
  if (entry.imageUrls.length > 0) {
    const items = entry.imageUrls.map((url) =>
      isWebLink(url)
        ? `<li><a href="${escapeHtml(url)}" rel="noopener noreferrer nofollow">${escapeHtml(url)}</a></li>`
        : `<li>${escapeHtml(url)}</li>`,
    )
    parts.push(`<div class="images">Images (links, not embedded):<ul>${items.join('')}</ul></div>`)
  }
  if (entry.crisis) parts.push(`<p class="care" role="note">${escapeHtml(CRISIS_RESOURCES)}</p>`)
  parts.push('</article>')
  return parts.join('\n')
}

export function renderHtml(input: ExportInput, entries: TranscriptEntry[], now: Date): string {
  const title = escapeHtml(input.session.title)
  const body =
    entries.length > 0
      ? entries.map(entryHtml).join('\n')
      : '<p class="meta">This conversation has no messages.</p>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1 dir="auto">${title}</h1>
<p class="meta">Conversation with Orion · started ${escapeHtml(formatTime(input.session.createdAt))} · exported ${escapeHtml(formatTime(now.toISOString()))}</p>
${body}
</main>
</body>
</html>
`
}
