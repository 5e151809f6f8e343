import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog'
import { useDeleteSession } from '@/features/history/api/delete-session'
import { toast, toastError } from '@/lib/toast'

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
      onError: (error) => toastError('Delete failed', error, 'Failed to delete session.'),
    })
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this conversation?"
      description={`“${session.title}” and all of its messages will be deleted. This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  )
}
