import { lazy, Suspense } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useMeta } from '@/lib/meta'
import { FeaturesContent } from '@/features/help/components/features-content'
import { ResourcesContent } from '@/features/help/components/resources-content'

export type ShellDialog = 'resources' | 'features' | 'feedback' | null

// The feedback form (react-hook-form + zod) loads only when someone opens it.
const FeedbackDialog = lazy(() =>
  import('@/features/feedback/components/feedback-dialog').then((module) => ({
    default: module.FeedbackDialog,
  })),
)

function FeaturesBody() {
  const meta = useMeta()
  return <FeaturesContent supportEmail={meta.data?.supportEmail} />
}

/** The dialogs the navigation opens: Resources, Features and Submit Feedback. */
export function ShellDialogs({
  open,
  onOpenChange,
}: {
  open: ShellDialog
  onOpenChange: (dialog: ShellDialog) => void
}) {
  const closeUnless = (dialog: ShellDialog) => (isOpen: boolean) => {
    onOpenChange(isOpen ? dialog : null)
  }
  return (
    <>
      <Dialog open={open === 'resources'} onOpenChange={closeUnless('resources')}>
        <DialogContent>
          <DialogTitle>Crisis Resources</DialogTitle>
          <DialogDescription className="mb-4">
            If you are struggling, you don't have to face it alone. These services are free and
            confidential.
          </DialogDescription>
          <ResourcesContent />
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'features'} onOpenChange={closeUnless('features')}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>Features</DialogTitle>
          <DialogDescription className="mb-4">
            What Orion offers, and what to do when something goes wrong.
          </DialogDescription>
          <FeaturesBody />
        </DialogContent>
      </Dialog>
      {open === 'feedback' ? (
        <Suspense fallback={null}>
          <FeedbackDialog open onOpenChange={closeUnless('feedback')} />
        </Suspense>
      ) : null}
    </>
  )
}
