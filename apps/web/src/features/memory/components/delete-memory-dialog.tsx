import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete this memory?</DialogTitle>
        <DialogDescription>
          Orion will no longer remember it. This cannot be undone.
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
