import { useEffect, useState } from 'react'

/**
 * Sanitizes inline SVG with DOMPurify, loaded only when a message contains SVG. Event-handler
 * attributes, scripts and javascript: URLs are removed.
 */
export async function sanitizeSvg(svg: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify')
  return DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } })
}

export function SvgBlock({ svg }: { svg: string }) {
  const [html, setHtml] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void sanitizeSvg(svg).then((clean) => {
      if (current) setHtml(clean)
    })
    return () => {
      current = false
    }
  }, [svg])
  if (html === null) return <div className="my-2 h-24 animate-pulse rounded-lg bg-white/5" />
  return (
    <div
      role="img"
      aria-label="Illustration"
      className="my-2 max-w-full overflow-x-auto [&_svg]:h-auto [&_svg]:max-w-full"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
