import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button'
import { deferredResolver } from '@/lib/deferred-resolver'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { useRegister } from '@/features/auth/api/register'
import { REGISTRATION_FAILED, registrationErrorMessage } from '@/features/auth/auth-messages'
import { Divider, OAuthButtons } from '@/features/auth/components/oauth-buttons'
import { fullPageLoad } from '@/lib/full-page-load'
import { queueToastForNextPage } from '@/lib/next-page-toast'
import { storeSignedInUser } from '@/lib/session'
import { toast } from '@/lib/toast'
import { firstName } from '@/lib/user-display'

const registerResolver = deferredResolver(async () => {
  const [{ zodResolver }, { registerFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@orion/contracts/auth'),
  ])
  return zodResolver(registerFormSchema)
})

export function RegisterForm() {
  const queryClient = useQueryClient()
  const registration = useRegister()
  const [redirecting, setRedirecting] = useState(false)
  const form = useForm({
    resolver: registerResolver.resolver,
    defaultValues: {
      fullName: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false as unknown as true,
      confirmAdult: false as unknown as true,
    },
  })
  const { errors } = form.formState
  const pending = registration.isPending || redirecting

  const submit = form.handleSubmit(({ fullName, email, username, password }) =>
    registration.mutate(
      { fullName, email, username, password },
      {
        onSuccess: (result) => {
          storeSignedInUser(queryClient, result)
          const welcome = {
            title: 'Registration successful',
            description: `Welcome to Orion, ${firstName(result.user.fullName) || result.user.username}!`,
          }
          toast(welcome)
          // New-user registration ends with a full page load to /.
          queueToastForNextPage(welcome)
          setRedirecting(true)
          fullPageLoad('/')
        },
        onError: (error) =>
          toast({
            title: REGISTRATION_FAILED,
            description: registrationErrorMessage(error),
            variant: 'destructive',
          }),
      },
    ),
  )

  return (
    <section aria-labelledby="register-heading">
      <h1 id="register-heading" className="mb-6 text-2xl font-semibold tracking-tight">
        Create Account
      </h1>
      <OAuthButtons />
      <Divider label="Or register with email" />
      <form onSubmit={submit} onFocus={registerResolver.preload} noValidate className="space-y-4">
        <FormField id="register-full-name" label="Full Name" error={errors.fullName?.message}>
          <input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField id="register-username" label="Username" error={errors.username?.message}>
          <input autoComplete="username" {...form.register('username')} />
        </FormField>
        <FormField id="register-password" label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField
          id="register-confirm-password"
          label="Confirm Password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <div className="space-y-1.5">
          <label className="flex items-start gap-2 text-sm text-star-muted">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-accent-strong"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'register-terms-error' : undefined}
              {...form.register('acceptTerms')}
            />
            {/* A new tab keeps what was typed in the form. */}
            <span>
              I agree to the{' '}
              <a href="/terms" target="_blank" className="text-star underline">
                Terms of Service
              </a>{' '}
              and{' '}
              <a href="/privacy" target="_blank" className="text-star underline">
                Privacy Policy
              </a>
            </span>
          </label>
          {errors.acceptTerms ? (
            <p id="register-terms-error" className="text-sm text-red-300">
              {errors.acceptTerms.message}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <label className="flex items-start gap-2 text-sm text-star-muted">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-accent-strong"
              aria-invalid={errors.confirmAdult ? true : undefined}
              aria-describedby={errors.confirmAdult ? 'register-adult-error' : undefined}
              {...form.register('confirmAdult')}
            />
            <span>I confirm that I am 18 or older</span>
          </label>
          {errors.confirmAdult ? (
            <p id="register-adult-error" className="text-sm text-red-300">
              {errors.confirmAdult.message}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={pending}
          className={buttonClasses('primary', 'w-full py-2.5')}
        >
          {pending ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
    </section>
  )
}
