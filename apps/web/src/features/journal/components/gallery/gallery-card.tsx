import type { GalleryImage } from '@orion/contracts/uploads'
import { format } from 'date-fns'
import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog'
import { downloadGalleryImage, useDeleteGalleryImage } from '@/features/journal/api/gallery'
import { GalleryNote } from '@/features/journal/components/gallery/gallery-note'
import { GalleryPicture } from '@/features/journal/components/gallery/gallery-picture'
import { toastError } from '@/lib/toast'

export const generatorLabel = (image: GalleryImage) =>
  image.generator ?? (image.source === 'upload' ? 'Uploaded' : 'AI generated')

const cardButton =
  'inline-flex size-8 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star disabled:opacity-50'

/** One picture of the gallery: picture, generator, date, prompt, note, actions. */
export function GalleryCard({ image, onOpen }: { image: GalleryImage; onOpen: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteGalleryImage()

  async function download() {
    try {
      await downloadGalleryImage(image)
    } catch (error) {
      toastError('Failed to download image', error)
    }
  }

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-white/10 bg-night-800/80">
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Open image from ${format(new Date(image.createdAt), 'MMM d, yyyy')}`}
        className="block aspect-square w-full"
      >
        <GalleryPicture
          src={image.thumbnailUrl}
          alt={image.prompt ?? 'Gallery image'}
          className="size-full"
        />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="rounded-full bg-accent-strong/30 px-2 py-0.5 text-xs whitespace-nowrap text-star">
            {generatorLabel(image)}
          </span>
          <time dateTime={image.createdAt} className="text-xs whitespace-nowrap text-star-muted">
            {format(new Date(image.createdAt), 'MMM d, yyyy')}
          </time>
          <span className="ml-auto flex">
            <button
              type="button"
              onClick={() => void download()}
              aria-label="Download"
              title="Download"
              className={cardButton}
            >
              <Download className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label="Delete"
              title="Delete"
              className={cardButton}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </span>
        </div>
        {image.prompt ? (
          <p className="line-clamp-3 text-sm text-star-muted">{image.prompt}</p>
        ) : null}
        <GalleryNote key={image.userNote ?? ''} image={image} />
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete image"
        description="Are you sure you want to delete this image?"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(image.id, {
            onSuccess: () => setConfirming(false),
            onError: (error) => toastError('Failed to delete image', error),
          })
        }
      />
    </li>
  )
}
