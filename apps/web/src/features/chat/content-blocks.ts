// Message rendering: inline SVG, image URLs as images, the rest as Markdown.

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

// The spec's "image-generation storage host" rule: Orion's own stored pictures (uploaded or
// generated), /api/images/{id} on this site, relative or absolute, with or without a signature.
const OWN_PICTURE_URL =
  /(?<=^|\s)(?:https?:\/\/[^\s/<>()"'\]]+)?\/api\/images\/[0-9a-f-]{36}(?:\?[^\s<>()"'\]]*[^\s<>()"'\].,!?])?(?=$|[\s),.!?])/gim

const currentOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin)

/** True for a URL of one of Orion's own stored pictures on this site. */
export function isOwnPictureUrl(url: string, origin = currentOrigin()): boolean {
  const match = /^(https?:\/\/[^\s/]+)?\/api\/images\/[0-9a-f-]{36}(?:\?\S*)?$/i.exec(url)
  if (!match) return false
  return match[1] === undefined || match[1].toLowerCase() === origin.toLowerCase()
}

/** Turns bare image URLs, and bare URLs of Orion's own pictures, into Markdown images. */
export function linkBareImages(markdown: string, origin = currentOrigin()): string {
  return markdown
    .replace(BARE_IMAGE_URL, (url) => `![Image](${url})`)
    .replace(OWN_PICTURE_URL, (url) => (isOwnPictureUrl(url, origin) ? `![Image](${url})` : url))
}

/** True for a URL the chat shows as a picture. */
export function isImageUrl(url: string, origin = currentOrigin()): boolean {
  return (
    /^https?:\/\/\S+\.(?:png|jpe?g|gif|webp)(?:\?\S*)?$/i.test(url) || isOwnPictureUrl(url, origin)
  )
}
