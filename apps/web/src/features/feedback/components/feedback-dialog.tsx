import { zodResolver } from '@hookform/resolvers/zod'
import { feedbackRequestSchema, type FeedbackRequest } from '@orion/contracts/feedback'
import { useForm } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useSendFeedback } from '@/features/feedback/api/send-feedback'
import { FormField } from '@/components/ui/form-field'
import { toast, toastError } from '@/lib/toast'

const emptyForm: FeedbackRequest = { name: '', email: '', feedback: '' }

/** The feedback form. */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const form = useForm({
    resolver: zodResolver(feedbackRequestSchema),
    defaultValues: emptyForm,
  })
  const { errors } = form.formState
  const sending = useSendFeedback()

  const submit = form.handleSubmit(
    (values) =>
      sending.mutate(values, {
        onSuccess: () => {
          toast({
            title: 'Feedback Sent!',
            description: "Thank you for your feedback! We'll review it soon.",
          })
          form.reset(emptyForm)
          onOpenChange(false)
        },
        onError: (error) =>
          toastError(
            'Error Sending Feedback',
            error,
            'Please try again or contact support directly.',
          ),
      }),
    (invalid) => {
      if (invalid.feedback && !form.getValues('feedback').trim()) {
        toast({
          title: 'Feedback Required',
          description: 'Please enter your feedback before submitting.',
          variant: 'destructive',
        })
      }
    },
  )

  function cancel() {
    form.reset(emptyForm)
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Submit Feedback</DialogTitle>
        <DialogDescription>
          Tell us what works, what doesn't and what you would like Orion to do.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <FormField id="feedback-name" label="Name (Optional)" error={errors.name?.message}>
            <input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField id="feedback-email" label="Email (Optional)" error={errors.email?.message}>
            <input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField id="feedback-text" label="Feedback *" error={errors.feedback?.message}>
            <textarea rows={5} aria-required="true" {...form.register('feedback')} />
          </FormField>
          <div className="flex justify-end gap-3 pt-2">
            <button type="button" onClick={cancel} className={buttonClasses('secondary')}>
              Cancel
            </button>
            <button type="submit" disabled={sending.isPending} className={buttonClasses()}>
              {sending.isPending ? 'Sending...' : 'Send Feedback'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
