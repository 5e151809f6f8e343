import type { JournalEntry, Notebook } from '@orion/contracts/journal'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useCreateEntry } from '@/features/journal/api/create-entry'
import { useUpdateEntry } from '@/features/journal/api/update-entry'
import { EntryForm } from '@/features/journal/components/entry-form'
import { entryDraftKey } from '@/features/journal/entry-drafts'
import {
  emptyEntryValues,
  entryInput,
  entryValues,
  type EntryFormOutput,
} from '@/features/journal/entry-form-schema'
import { useUser } from '@/lib/session'
import { toast, toastError } from '@/lib/toast'

/**
 * Create New Journal Entry (no `entry`) or Edit Journal Entry. New entries start in
 * `defaultNotebookId`, the folder being looked at.
 */
export function EntryFormDialog({
  open,
  onOpenChange,
  entry,
  notebooks,
  defaultNotebookId = null,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  entry: JournalEntry | null
  notebooks: Notebook[]
  defaultNotebookId?: string | null
}) {
  const user = useUser().data
  const create = useCreateEntry()
  const update = useUpdateEntry()
  const editing = entry !== null
  const draftKey = user ? entryDraftKey(user.id, entry?.entryId ?? null) : null

  function submit(values: EntryFormOutput, discardDraft: () => void) {
    const input = entryInput(values)
    const onSuccess = (message: string) => () => {
      discardDraft()
      toast({ title: message })
      onOpenChange(false)
    }
    const onError = (message: string) => (error: unknown) => toastError('Error', error, message)
    if (entry)
      update.mutate(
        { entryId: entry.entryId, changes: input },
        {
          onSuccess: onSuccess('Journal entry updated successfully'),
          onError: onError('Failed to update journal entry'),
        },
      )
    else
      create.mutate(input, {
        onSuccess: onSuccess('Journal entry created successfully'),
        onError: onError('Failed to create journal entry'),
      })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{editing ? 'Edit Journal Entry' : 'Create New Journal Entry'}</DialogTitle>
        <DialogDescription>
          Your changes are kept as a draft on this device until you save.
        </DialogDescription>
        <EntryForm
          original={entry ? entryValues(entry) : emptyEntryValues(defaultNotebookId)}
          draftKey={draftKey}
          notebooks={notebooks}
          submitLabel={editing ? 'Save changes' : 'Create entry'}
          pendingLabel={editing ? 'Saving...' : 'Creating...'}
          pending={editing ? update.isPending : create.isPending}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
