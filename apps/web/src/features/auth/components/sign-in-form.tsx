import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { useLogin } from '@/features/auth/api/login'
import { authErrorMessage, LOGIN_FAILED, LOGIN_FALLBACK } from '@/features/auth/auth-messages'
import { Divider, OAuthButtons } from '@/features/auth/components/oauth-buttons'
import { readAuthBackup } from '@/lib/auth-backup'
import { useMeta } from '@/lib/meta'
import { storeSignedInUser } from '@/lib/session'
import { toast } from '@/lib/toast'
import { deferredResolver } from '@/lib/deferred-resolver'
import { firstName } from '@/lib/user-display'

const loginResolver = deferredResolver(async () => {
  const [{ zodResolver }, { loginFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@orion/contracts/auth'),
  ])
  return zodResolver(loginFormSchema)
})

// The dialog's code arrives when it is first asked for (or hovered), not with the page.
const loadForgotPasswordDialog = () => import('@/features/auth/components/forgot-password-dialog')
const ForgotPasswordDialog = lazy(async () => ({
  default: (await loadForgotPasswordDialog()).ForgotPasswordDialog,
}))

/** The final redirect after login waits 1.5 s (the toast is read). */
export const LOGIN_REDIRECT_DELAY_MS = 1500

export function SignInForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const meta = useMeta()
  const login = useLogin()
  const [redirecting, setRedirecting] = useState(false)
  const [forgotOpen, setForgotOpen] = useState(false)
  const [forgotAsked, setForgotAsked] = useState(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  const form = useForm({
    resolver: loginResolver.resolver,
    // A session that expired leaves the auth backup: offer the same email again.
    defaultValues: { email: readAuthBackup()?.email ?? '', password: '', rememberMe: false },
  })
  const { errors } = form.formState
  const pending = login.isPending || redirecting

  const submit = form.handleSubmit(({ email, password }) =>
    login.mutate(
      { email, password },
      {
        onSuccess: (result) => {
          storeSignedInUser(queryClient, result)
          const name = firstName(result.user.fullName) || result.user.username
          toast({ title: 'Login successful', description: `Welcome back, ${name}!` })
          setRedirecting(true)
          redirectTimer.current = setTimeout(
            () => void navigate('/', { replace: true }),
            LOGIN_REDIRECT_DELAY_MS,
          )
        },
        onError: (error) =>
          toast({
            title: LOGIN_FAILED,
            description: authErrorMessage(error, LOGIN_FALLBACK),
            variant: 'destructive',
          }),
      },
    ),
  )

  return (
    <section aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className="mb-6 text-2xl font-semibold tracking-tight">
        Sign In
      </h1>
      <OAuthButtons />
      <Divider label="Or continue with email" />
      <form onSubmit={submit} onFocus={loginResolver.preload} noValidate className="space-y-4">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 text-star-muted">
            <input
              type="checkbox"
              className="size-4 accent-accent-strong"
              {...form.register('rememberMe')}
            />
            Remember me
          </label>
          <button
            type="button"
            onClick={() => {
              setForgotAsked(true)
              setForgotOpen(true)
            }}
            onPointerEnter={() => void loadForgotPasswordDialog()}
            onFocus={() => void loadForgotPasswordDialog()}
            className="rounded font-medium text-violet-200 underline-offset-2 hover:text-white hover:underline"
          >
            Forgot password?
          </button>
        </div>
        {meta.data?.mailDelivers === false && (
          <p className="text-xs text-star-muted">
            This server sends no e-mail: password reset links go to the server log.
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          className={buttonClasses('primary', 'w-full py-2.5')}
        >
          {pending ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
      {forgotAsked && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onOpenChange={setForgotOpen}
            defaultEmail={form.getValues('email')}
          />
        </Suspense>
      )}
    </section>
  )
}
