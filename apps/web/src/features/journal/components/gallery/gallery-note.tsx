import { USER_NOTE_MAX_LENGTH, type GalleryImage } from '@orion/contracts/uploads'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { useUpdateGalleryNote } from '@/features/journal/api/gallery'
import { toastError } from '@/lib/toast'

/** The personal note of a picture, edited in place (Save, Cancel). */
export function GalleryNote({ image }: { image: GalleryImage }) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(image.userNote ?? '')
  const update = useUpdateGalleryNote()

  function save() {
    update.mutate(
      { id: image.id, userNote: text.trim() === '' ? null : text },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => toastError('Failed to update note', error),
      },
    )
  }

  if (!editing) {
    return (
      <div className="flex items-start gap-2">
        <p className={image.userNote ? 'text-sm text-star' : 'text-sm text-star-muted italic'}>
          {image.userNote ?? 'No personal note yet'}
        </p>
        <button
          type="button"
          onClick={() => {
            setText(image.userNote ?? '')
            setEditing(true)
          }}
          aria-label={image.userNote ? 'Edit note' : 'Add note'}
          title={image.userNote ? 'Edit note' : 'Add note'}
          className="ml-auto inline-flex size-7 shrink-0 items-center justify-center rounded-md text-star-muted hover:bg-white/10 hover:text-star"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </button>
      </div>
    )
  }
  return (
    <div className="space-y-2">
      <label htmlFor={`note-${image.id}`} className="sr-only">
        Personal note
      </label>
      <textarea
        id={`note-${image.id}`}
        value={text}
        maxLength={USER_NOTE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        autoFocus
        placeholder="Add a personal note..."
        className="w-full rounded-lg border border-white/15 bg-night-900 px-2 py-1.5 text-sm text-star focus:border-accent focus:outline-none"
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setEditing(false)}
          className={buttonClasses('secondary', 'px-3 py-1 text-xs')}
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={save}
          disabled={update.isPending}
          className={buttonClasses('primary', 'px-3 py-1 text-xs')}
        >
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </div>
  )
}
