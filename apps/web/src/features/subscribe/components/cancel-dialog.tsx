import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { accessEndsOn } from '@/features/subscribe/hooks/use-subscription-actions'

/** Cancelling a subscription asks for confirmation first. */
export function CancelDialog({
  open,
  onOpenChange,
  currentPeriodEnd,
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  currentPeriodEnd: string | null
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>Cancel your subscription?</DialogTitle>
        <DialogDescription>
          You keep unlimited messages until {accessEndsOn(currentPeriodEnd)}; after that you will
          not be charged again.
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className={buttonClasses('secondary')}
          >
            Keep Subscription
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className={buttonClasses('primary', 'bg-red-600 hover:bg-red-500')}
          >
            {pending ? 'Cancelling...' : 'Cancel Subscription'}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
