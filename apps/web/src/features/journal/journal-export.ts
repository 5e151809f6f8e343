import type { JournalEntry } from '@orion/contracts/journal'
import { format } from 'date-fns'

// Export of the shown entries as one standalone HTML document that Google Docs and Word import
// ("Export produces an HTML file for import into a document service").

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export function journalExportFilename(date: Date = new Date()): string {
  return `orion-journal-${format(date, 'yyyy-MM-dd')}.html`
}

/** Paragraphs at blank lines, line breaks inside them; everything escaped. */
function contentHtml(content: string): string {
  return content
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n')
}

function entryHtml(entry: JournalEntry, notebookName: string | undefined): string {
  const details = [
    `<span>${escapeHtml(format(new Date(entry.createdAt), 'MMMM d, yyyy'))}</span>`,
    notebookName ? `<span>Notebook: ${escapeHtml(notebookName)}</span>` : '',
    entry.mood ? `<span>Mood: ${escapeHtml(entry.mood)}</span>` : '',
    entry.tags.length > 0 ? `<span>Tags: ${entry.tags.map(escapeHtml).join(', ')}</span>` : '',
  ].filter(Boolean)
  return `<article>
<h2>${escapeHtml(entry.title)}</h2>
<p class="details">${details.join(' &middot; ')}</p>
${contentHtml(entry.content)}
</article>`
}

const styles = `body{font-family:Georgia,'Times New Roman',serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.6}
h1{font-size:1.8rem;margin-bottom:0.25rem}
.exported{color:#6b7280;margin-top:0}
article{border-top:1px solid #d1d5db;padding-top:1rem;margin-top:1.5rem}
h2{font-size:1.3rem;margin:0 0 0.25rem}
.details{color:#6b7280;font-size:0.9rem;margin-top:0}`

/** A complete document: inline CSS, no scripts, every value escaped. */
export function buildJournalHtml(
  entries: JournalEntry[],
  { notebookNames = new Map<string, string>(), exportedAt = new Date() } = {},
): string {
  const articles = entries
    .map((entry) =>
      entryHtml(entry, entry.notebookId ? notebookNames.get(entry.notebookId) : undefined),
    )
    .join('\n')
  const count = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Orion journal</title>
<style>
${styles}
</style>
</head>
<body>
<h1>Orion journal</h1>
<p class="exported">Exported ${escapeHtml(format(exportedAt, 'MMMM d, yyyy'))} &middot; ${count}</p>
${articles}
</body>
</html>
`
}
