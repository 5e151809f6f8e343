import type { JournalEntry } from '@orion/contracts/journal'
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog'
import { useDeleteEntry } from '@/features/journal/api/delete-entry'
import { entryDraftKey, clearEntryDraft } from '@/features/journal/entry-drafts'
import { useUser } from '@/lib/session'
import { toast, toastError } from '@/lib/toast'

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
      onError: (error) => toastError('Error', error, 'Failed to delete journal entry'),
    })
  }

  return (
    <ConfirmDeleteDialog
      open={entry !== null}
      onOpenChange={onOpenChange}
      title="Delete Journal Entry"
      description={`“${entry?.title ?? ''}” will be deleted. This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  )
}
