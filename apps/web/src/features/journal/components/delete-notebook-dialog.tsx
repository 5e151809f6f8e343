import type { Notebook } from '@orion/contracts/journal'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import {
  useDeleteNotebook,
  type NotebookEntriesChoice,
} from '@/features/journal/api/delete-notebook'
import { toast, toastError } from '@/lib/toast'

function entriesText(count: number) {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`
}

/**
 * Delete Notebook. A notebook with entries asks what happens to them: move them to All Entries
 * (the default) or delete them too; nothing is deleted silently.
 */
export function DeleteNotebookDialog({
  notebook,
  onOpenChange,
  onDeleted,
}: {
  notebook: Notebook | null
  onOpenChange: (open: boolean) => void
  onDeleted: (notebook: Notebook) => void
}) {
  return (
    <Dialog open={notebook !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        {notebook ? (
          <DeleteNotebookContent
            notebook={notebook}
            onCancel={() => onOpenChange(false)}
            onDeleted={() => {
              onDeleted(notebook)
              onOpenChange(false)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function DeleteNotebookContent({
  notebook,
  onCancel,
  onDeleted,
}: {
  notebook: Notebook
  onCancel: () => void
  onDeleted: () => void
}) {
  const [choice, setChoice] = useState<NotebookEntriesChoice>('unfile')
  const remove = useDeleteNotebook()
  const count = notebook.entryCount

  function confirm() {
    remove.mutate(
      { id: notebook.id, entries: count > 0 ? choice : 'unfile' },
      {
        onSuccess: (result) => {
          const description =
            result.entriesDeleted > 0
              ? `${entriesText(result.entriesDeleted)} deleted with it.`
              : result.entriesMoved > 0
                ? `${entriesText(result.entriesMoved)} moved to All Entries.`
                : undefined
          toast({ title: 'Notebook deleted', description })
          onDeleted()
        },
        onError: (error) => toastError('Error', error, 'Failed to delete notebook'),
      },
    )
  }

  return (
    <>
      <DialogTitle>Delete Notebook</DialogTitle>
      <DialogDescription>
        {count > 0
          ? `“${notebook.name}” holds ${entriesText(count)}. What should happen to ${count === 1 ? 'it' : 'them'}?`
          : `“${notebook.name}” is empty and will be deleted.`}
      </DialogDescription>
      {count > 0 ? (
        <fieldset className="mt-4 space-y-2">
          <legend className="sr-only">What happens to its entries</legend>
          {(
            [
              ['unfile', 'Move them to All Entries'],
              ['delete', 'Delete them too'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-white/15 px-3 py-2 text-sm has-checked:border-accent"
            >
              <input
                type="radio"
                name="notebook-entries"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="accent-violet-500"
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          Cancel
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          className={buttonClasses('primary', 'bg-red-600 hover:bg-red-500')}
        >
          {remove.isPending ? 'Deleting...' : 'Delete notebook'}
        </button>
      </div>
    </>
  )
}
