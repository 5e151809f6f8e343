import type { GalleryImage } from '@orion/contracts/uploads'
import { ImageIcon } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { useGallery } from '@/features/journal/api/gallery'
import { GalleryCard } from '@/features/journal/components/gallery/gallery-card'
import { GalleryViewer } from '@/features/journal/components/gallery/gallery-viewer'

export const GALLERY_SKELETON_CARDS = 8

/** The Image Gallery tab of /journal. */
export function GalleryTab() {
  const gallery = useGallery()
  const [open, setOpen] = useState<GalleryImage | null>(null)
  const images = gallery.data?.pages.flatMap((page) => page.images) ?? []
  const total = gallery.data?.pages[0]?.total ?? 0

  if (gallery.isPending) {
    return (
      <ul aria-label="Loading images" aria-busy="true" className={gridClasses}>
        {Array.from({ length: GALLERY_SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            data-testid="gallery-skeleton"
            className="animate-pulse overflow-hidden rounded-xl border border-white/10 bg-night-800/80"
          >
            <div className="aspect-square bg-white/5" />
            <div className="space-y-2 p-3">
              <div className="h-3 w-1/2 rounded bg-white/10" />
              <div className="h-3 w-3/4 rounded bg-white/10" />
            </div>
          </li>
        ))}
      </ul>
    )
  }
  if (gallery.isError) {
    return <p className="text-sm text-red-300">Could not load your images. Please try again.</p>
  }

  return (
    <section data-telemetry-private aria-label="Image gallery">
      <div className="mb-4 flex items-center gap-2">
        <h2 className="text-lg font-semibold text-star">Image Gallery</h2>
        <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs text-star">
          {total} {total === 1 ? 'image' : 'images'}
        </span>
      </div>
      {images.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-white/15 py-16 text-star-muted">
          <ImageIcon className="size-8" aria-hidden="true" />
          <p>No images yet</p>
        </div>
      ) : (
        <ul className={gridClasses}>
          {images.map((image) => (
            <GalleryCard key={image.id} image={image} onOpen={() => setOpen(image)} />
          ))}
        </ul>
      )}
      {gallery.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void gallery.fetchNextPage()}
            disabled={gallery.isFetchingNextPage}
            className={buttonClasses('secondary')}
          >
            {gallery.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </button>
        </div>
      ) : null}
      <GalleryViewer image={open} onClose={() => setOpen(null)} />
    </section>
  )
}

const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
