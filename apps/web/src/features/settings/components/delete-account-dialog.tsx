import { DELETE_ACCOUNT_CONFIRMATION } from '@orion/contracts/user'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { useDeleteAccount } from '@/features/settings/api/delete-account'
import { readableErrorMessage } from '@/lib/api-error'

/** "Delete my account": the password (when the account has one) and the typed word. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [typed, setTyped] = useState('')
  const remove = useDeleteAccount()
  const confirmed = typed === DELETE_ACCOUNT_CONFIRMATION

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return
        setOpen(next)
        if (!next) {
          setPassword('')
          setTyped('')
          remove.reset()
        }
      }}
    >
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses('secondary', 'border-red-400/40 text-red-200 hover:bg-red-500/20')}
      >
        Delete my account
      </button>
      <DialogContent aria-describedby="delete-account-help">
        <DialogTitle>Delete your account?</DialogTitle>
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!confirmed) return
            remove.mutate({
              password: password || undefined,
              confirmation: DELETE_ACCOUNT_CONFIRMATION,
            })
          }}
        >
          <p id="delete-account-help" className="text-sm text-star-muted">
            Your conversations, journal, notebooks, memories, pictures and profile are deleted for
            good, you are signed out everywhere, and a subscription ends now. Download your data
            first if you want to keep a copy. This cannot be undone.
          </p>
          <FormField
            id="delete-account-password"
            label="Password"
            error={undefined}
            hint="Signed up with Google or Microsoft? Leave this empty; if you signed in more than 10 minutes ago, sign in again first."
          >
            <PasswordInput
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormField
            id="delete-account-confirmation"
            label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
            error={undefined}
          >
            <input
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
          {remove.isError ? (
            <p role="alert" className="text-sm text-red-300">
              {readableErrorMessage(
                remove.error,
                'Your account could not be deleted. Please try again.',
              )}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => setOpen(false)}
              className={buttonClasses('secondary')}
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={!confirmed || remove.isPending}
              className={buttonClasses('primary', 'bg-red-600 hover:bg-red-500')}
            >
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
