import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog'
import { useDeleteMemory } from '@/features/memory/api/delete-memory'
import { readableErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'

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
        toast({
          title: 'Error deleting memory',
          description: readableErrorMessage(error, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        }),
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
