import type { GalleryImage } from '@orion/contracts/uploads'
import { format } from 'date-fns'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { generatorLabel } from '@/features/journal/components/gallery/gallery-card'
import { GalleryPicture } from '@/features/journal/components/gallery/gallery-picture'

/** The large view: the picture, its generator, created time, prompt and note. */
export function GalleryViewer({
  image,
  onClose,
}: {
  image: GalleryImage | null
  onClose: () => void
}) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        {image ? (
          <>
            <DialogTitle>{generatorLabel(image)}</DialogTitle>
            <DialogDescription>
              {format(new Date(image.createdAt), "MMM d, yyyy 'at' p")}
            </DialogDescription>
            <GalleryPicture
              src={image.imageUrl}
              alt={image.prompt ?? 'Gallery image'}
              className="mt-4 max-h-[65vh] w-full rounded-lg object-contain"
            />
            {image.prompt ? (
              <p className="mt-3 text-sm text-star">
                <span className="text-star-muted">Prompt: </span>
                {image.prompt}
              </p>
            ) : null}
            <p className="mt-2 text-sm text-star">
              <span className="text-star-muted">Note: </span>
              {image.userNote ?? 'No personal note yet'}
            </p>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
