import Markdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import remarkBreaks from 'remark-breaks'
import remarkGfm from 'remark-gfm'
import { linkBareImages, splitContentBlocks } from '@/features/chat/content-blocks'
import { SafeImage } from '@/features/chat/components/safe-image'
import { SvgBlock } from '@/features/chat/components/svg-block'

// A single newline typed with Shift+Enter is a line break, as in any chat (code blocks keep theirs).
const remarkPlugins = [remarkGfm, remarkBreaks]

const components: Components = {
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-violet-200 underline underline-offset-2 hover:text-white"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ),
  img: ({ src, alt }) => (typeof src === 'string' ? <SafeImage src={src} alt={alt} /> : null),
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-l-4 border-accent/60 pl-3 text-star-muted italic">
      {children}
    </blockquote>
  ),
}

/**
 * Message text: Markdown with GFM but never raw HTML
 * (react-markdown escapes it, rehype-sanitize is a second guard), '>' lines as quotes, image URLs
 * as images, and inline SVG sanitized.
 */
export function MessageContent({ text }: { text: string }) {
  return (
    <div className="message-markdown space-y-2 break-words">
      {splitContentBlocks(text).map((block, index) =>
        block.kind === 'svg' ? (
          <SvgBlock key={index} svg={block.svg} />
        ) : (
          <Markdown
            key={index}
            remarkPlugins={remarkPlugins}
            rehypePlugins={[rehypeSanitize]}
            components={components}
          >
            {linkBareImages(block.text)}
          </Markdown>
        ),
      )}
    </div>
  )
}
