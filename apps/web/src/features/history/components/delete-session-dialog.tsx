import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useDeleteSession } from '@/features/history/api/delete-session'
import { readableErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'

/** Asks before deleting a conversation for good. */
export function DeleteSessionDialog({
  session,
  open,
  onOpenChange,
}: {
  session: { id: string; title: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const remove = useDeleteSession()

  function confirm() {
    remove.mutate(session.id, {
      onSuccess: () => {
        toast({
          title: 'Session deleted',
          description: 'The session has been deleted successfully.',
        })
        onOpenChange(false)
      },
      onError: (error) =>
        toast({
          title: 'Delete failed',
          description: readableErrorMessage(error, 'Failed to delete session.'),
          variant: 'destructive',
        }),
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete this conversation?</DialogTitle>
        <DialogDescription>
          “{session.title}” and all of its messages will be deleted. This cannot be undone.
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
