import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/cn'

/** A gallery picture, or the failed-to-load placeholder. */
export function GalleryPicture({
  src,
  alt,
  className,
}: {
  src: string
  alt: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <span
        role="img"
        aria-label="Image failed to load"
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-night-900 text-sm text-star-muted',
          className,
        )}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        Image failed to load
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('bg-night-900 object-cover', className)}
    />
  )
}
