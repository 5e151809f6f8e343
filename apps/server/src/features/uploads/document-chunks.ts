// A document's text in passages of about CHUNK_CHARACTERS, cut at a paragraph, line or sentence
// end where there is one, so that a passage ranked by full-text search reads as a whole.

export const CHUNK_CHARACTERS = 1500

export function splitIntoChunks(text: string, size = CHUNK_CHARACTERS): string[] {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  const chunks: string[] = []
  let start = 0
  while (start < clean.length) {
    let end = Math.min(clean.length, start + size)
    if (end < clean.length) {
      const window = clean.slice(start + Math.floor(size / 2), end)
      const cut = Math.max(
        window.lastIndexOf('\n\n'),
        window.lastIndexOf('\n'),
        window.lastIndexOf('. '),
      )
      if (cut >= 0) end = start + Math.floor(size / 2) + cut + 1
    }
    const chunk = clean.slice(start, end).trim()
    if (chunk) chunks.push(chunk)
    start = end
  }
  return chunks
}
