import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog'
import { useDeleteMemory } from '@/features/memory/api/delete-memory'
import { toast, toastError } from '@/lib/toast'

/** Asks before forgetting a memory for good. */
export function DeleteMemoryDialog({
  memoryId,
  open,
  onOpenChange,
}: {
  memoryId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const remove = useDeleteMemory()

  function confirm() {
    remove.mutate(memoryId, {
      onSuccess: () => {
        toast({ title: 'Memory deleted' })
        onOpenChange(false)
      },
      onError: (error) =>
        toastError('Error deleting memory', error, 'Something went wrong. Please try again.'),
    })
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this memory?"
      description="Orion will no longer remember it. This cannot be undone."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  )
}
