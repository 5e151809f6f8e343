import type { JournalEntry } from '@orion/contracts/journal'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useDeleteEntry } from '@/features/journal/api/delete-entry'
import { entryDraftKey, clearEntryDraft } from '@/features/journal/entry-drafts'
import { useUser } from '@/lib/session'
import { toast } from '@/lib/toast'

/** Delete Journal Entry: asks before deleting an entry for good. */
export function DeleteEntryDialog({
  entry,
  onOpenChange,
}: {
  entry: JournalEntry | null
  onOpenChange: (open: boolean) => void
}) {
  const remove = useDeleteEntry()
  const user = useUser().data

  function confirm() {
    if (!entry) return
    remove.mutate(entry.entryId, {
      onSuccess: () => {
        if (user) clearEntryDraft(entryDraftKey(user.id, entry.entryId))
        toast({ title: 'Journal entry deleted successfully' })
        onOpenChange(false)
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete journal entry',
          variant: 'destructive',
        }),
    })
  }

  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete Journal Entry</DialogTitle>
        <DialogDescription>
          “{entry?.title}” will be deleted. This cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className={buttonClasses('secondary')}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={remove.isPending}
            className={buttonClasses('primary', 'bg-red-600 hover:bg-red-500')}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
