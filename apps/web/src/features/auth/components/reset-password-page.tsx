import { zodResolver } from '@hookform/resolvers/zod'
import { resetPasswordFormSchema } from '@orion/contracts/auth'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { useResetPassword } from '@/features/auth/api/password-reset'
import { readableErrorMessage } from '@/lib/api-error'
import { toast } from '@/lib/toast'

const LINK_UNUSABLE =
  'This reset link has expired or was already used. Ask for a new one with "Forgot password?".'

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center"
    >
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-night-800/80 p-6 shadow-xl shadow-black/30 sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight">Choose a new password</h1>
        {children}
      </div>
    </main>
  )
}

/** /reset-password?token=...: where the mailed link lands (public; the token is the proof). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  const reset = useResetPassword()
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  if (!token || params.get('error'))
    return (
      <Frame>
        <p role="alert" className="text-star-muted">
          {LINK_UNUSABLE}
        </p>
        <Link to="/auth" className={buttonClasses('primary', 'mt-6 inline-block')}>
          Back to sign in
        </Link>
      </Frame>
    )

  const submit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({
            title: 'Password updated',
            description: 'Sign in with your new password. Every device was signed out.',
          })
          void navigate('/auth', { replace: true })
        },
      },
    ),
  )
  const failure = reset.isError
    ? /invalid token/i.test(readableErrorMessage(reset.error, ''))
      ? LINK_UNUSABLE
      : readableErrorMessage(reset.error, 'Could not change the password. Please try again.')
    : null

  return (
    <Frame>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField id="reset-password" label="New Password" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField
          id="reset-confirm-password"
          label="Confirm New Password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        {failure && (
          <p role="alert" className="text-sm text-red-300">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={reset.isPending}
          className={buttonClasses('primary', 'w-full py-2.5')}
        >
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </Frame>
  )
}
