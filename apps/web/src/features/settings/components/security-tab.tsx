import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordFormSchema } from '@orion/contracts/auth'
import { Download, LoaderCircle, LogOut } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { useChangePassword } from '@/features/settings/api/change-password'
import { useDownloadMyData } from '@/features/settings/api/download-data'
import { DeleteAccountDialog } from '@/features/settings/components/delete-account-dialog'
import { TelemetrySetting } from '@/features/settings/components/telemetry-setting'
import { useMeta } from '@/lib/meta'
import { toast, toastError } from '@/lib/toast'

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Settings > Security: change the password, log out, reach support. */
export function SecurityTab() {
  const meta = useMeta()
  const change = useChangePassword()
  const download = useDownloadMyData()
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  })
  const { errors } = form.formState
  const values = useWatch({ control: form.control })
  const allFilled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword)

  const submit = form.handleSubmit(
    ({ currentPassword, newPassword }) =>
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: () => {
            toast({
              title: 'Password updated',
              description: 'Your other sessions were signed out.',
            })
            form.reset(emptyForm)
          },
          onError: (error) =>
            toastError(
              'Password update failed',
              error,
              'Failed to update password. Please check your current password.',
            ),
        },
      ),
    () => {
      // The schema checks the match only once the new password is valid; the toast always does.
      const { newPassword, confirmPassword } = form.getValues()
      if (newPassword !== confirmPassword)
        toast({
          title: "Passwords don't match",
          description: 'New password and confirmation must match.',
          variant: 'destructive',
        })
    },
  )

  const supportEmail = meta.data?.supportEmail
  return (
    <div className="max-w-lg space-y-10">
      <section aria-labelledby="password-heading" className="space-y-4">
        <h2 id="password-heading" className="text-lg font-semibold text-star">
          Change password
        </h2>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField
            id="current-password"
            label="Current Password"
            error={errors.currentPassword?.message}
          >
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField id="new-password" label="New Password" error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField
            id="confirm-new-password"
            label="Confirm New Password"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <button
            type="submit"
            disabled={!allFilled || change.isPending}
            className={buttonClasses()}
          >
            {change.isPending ? 'Updating...' : 'Update password'}
          </button>
        </form>
      </section>

      <section aria-labelledby="session-heading" className="space-y-3">
        <h2 id="session-heading" className="text-lg font-semibold text-star">
          Session
        </h2>
        <Link to="/logout" className={buttonClasses('secondary')}>
          <LogOut className="size-4" aria-hidden="true" />
          Log out
        </Link>
      </section>

      <TelemetrySetting />

      <section aria-labelledby="account-data-heading" className="space-y-2">
        <h2 id="account-data-heading" className="text-lg font-semibold text-star">
          Your account and data
        </h2>
        <p className="text-sm text-star-muted">
          Download everything your account holds: your profile, conversations, journal, notebooks,
          memories, pictures and documents, as one ZIP file.
        </p>
        <button
          type="button"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                toastError(
                  'Download failed',
                  error,
                  'Your data could not be prepared. Please try again.',
                ),
            })
          }
          className={buttonClasses('secondary')}
        >
          {download.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {download.isPending ? 'Preparing your data...' : 'Download my data'}
        </button>
        <p className="text-sm text-star-muted">
          Deleting your account removes everything in it, for good.
        </p>
        <DeleteAccountDialog />
        <p className="text-sm text-star-muted">
          Questions about your data? Contact support{' '}
          {supportEmail ? (
            <>
              {' at '}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium text-violet-200 underline underline-offset-2 hover:text-white"
              >
                {supportEmail}
              </a>
            </>
          ) : (
            ' (the person who runs this Orion server)'
          )}
          .
        </p>
      </section>
    </div>
  )
}
