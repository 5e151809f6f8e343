import { ImageOff } from 'lucide-react'
import { useState } from 'react'

/** An image from a URL, or a placeholder when it fails to load. */
export function SafeImage({ src, alt }: { src: string; alt?: string }) {
  const [failed, setFailed] = useState(false)
  if (failed)
    return (
      <span
        role="img"
        aria-label={`Image failed to load${alt && alt !== 'Image' ? `: ${alt}` : ''}`}
        className="my-2 inline-flex items-center gap-2 rounded-lg border border-dashed border-white/25 px-3 py-2 text-sm text-star-muted"
      >
        <ImageOff className="size-4" aria-hidden="true" />
        Image failed to load
      </span>
    )
  return (
    <img
      src={src}
      alt={alt || 'Image'}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="my-2 max-h-96 max-w-full rounded-lg border border-white/10"
    />
  )
}
