import { zodResolver } from '@hookform/resolvers/zod'
import { forgotPasswordFormSchema } from '@orion/contracts/auth'
import { useForm } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { useRequestPasswordReset } from '@/features/auth/api/password-reset'
import { readableErrorMessage } from '@/lib/api-error'
import { useMeta } from '@/lib/meta'

/** 'Forgot password?': one address in, the same answer out whether or not it has an account. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  defaultEmail: string
}) {
  const meta = useMeta()
  const request = useRequestPasswordReset()
  const form = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    values: { email: defaultEmail },
  })
  const submit = form.handleSubmit(({ email }) => request.mutate(email))
  const toLog = meta.data?.mailDelivers === false

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) request.reset()
        onOpenChange(next)
      }}
    >
      <DialogContent aria-describedby="forgot-password-help">
        <DialogTitle>Reset your password</DialogTitle>
        {request.isSuccess ? (
          <div role="status" className="mt-4 space-y-3 text-star-muted">
            <p>
              If an account uses this address, a link to choose a new password is on its way. It
              works once, for 30 minutes.
            </p>
            {toLog && (
              <p>
                This server sends no e-mail: the link is written to its log. Ask the person who runs
                this Orion server for it.
              </p>
            )}
            <button type="button" className={buttonClasses()} onClick={() => onOpenChange(false)}>
              Back to sign in
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <p id="forgot-password-help" className="text-sm text-star-muted">
              Enter the address you sign in with. Signed up with Google or Microsoft? You have no
              password here: use that button on the sign-in page instead.
              {toLog && ' This server sends no e-mail: reset links go to the server log.'}
            </p>
            <FormField
              id="forgot-email"
              label="Email"
              error={
                form.formState.errors.email?.message ??
                (request.isError
                  ? readableErrorMessage(
                      request.error,
                      'Could not send the link. Please try again.',
                    )
                  : undefined)
              }
            >
              <input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <button
              type="submit"
              disabled={request.isPending}
              className={buttonClasses('primary', 'w-full py-2.5')}
            >
              {request.isPending ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
