// spec part 1 §2 "Message rendering": inline SVG, image URLs as images, the rest as Markdown.

export type ContentBlock = { kind: 'markdown'; text: string } | { kind: 'svg'; svg: string }

const SVG_BLOCK = /<svg[\s>][\s\S]*?<\/svg>/gi

/** Splits message text into Markdown runs and inline SVG documents, in order. */
export function splitContentBlocks(text: string): ContentBlock[] {
  const blocks: ContentBlock[] = []
  let last = 0
  for (const match of text.matchAll(SVG_BLOCK)) {
    const before = text.slice(last, match.index)
    if (before.trim() !== '') blocks.push({ kind: 'markdown', text: before })
    blocks.push({ kind: 'svg', svg: match[0] })
    last = match.index + match[0].length
  }
  const rest = text.slice(last)
  if (rest.trim() !== '') blocks.push({ kind: 'markdown', text: rest })
  return blocks
}

// A bare http(s) URL ending in an image extension, not already inside a Markdown link or image.
const BARE_IMAGE_URL =
  /(?<![(<\]"'=])\bhttps?:\/\/[^\s<>()"'\]]+\.(?:png|jpe?g|gif|webp)(?:\?[^\s<>()"'\]]*)?(?=$|[\s),.!?])/gim

/** Turns bare image URLs into Markdown images, so they render as pictures. */
export function linkBareImages(markdown: string): string {
  return markdown.replace(BARE_IMAGE_URL, (url) => `![Image](${url})`)
}

/** True for a URL the chat shows as a picture. */
export function isImageUrl(url: string): boolean {
  return /^https?:\/\/\S+\.(?:png|jpe?g|gif|webp)(?:\?\S*)?$/i.test(url)
}
