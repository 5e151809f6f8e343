import * as Tabs from '@radix-ui/react-tabs'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { AUTHENTICATION_ERROR, AUTHENTICATION_FALLBACK } from '@/features/auth/auth-messages'
import { RegisterForm } from '@/features/auth/components/register-form'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { clearLoggingOutFlag, isLoggingOut, loggedOutRecently } from '@/lib/logout-markers'
import { takeOAuthPending } from '@/lib/oauth-pending'
import { storeSignedInUser, useSessionCheck } from '@/lib/session'
import { toast } from '@/lib/toast'

const tabClasses =
  'flex-1 rounded-lg px-3 py-2 text-sm font-medium text-star-muted hover:text-star data-[state=active]:bg-accent-strong data-[state=active]:text-white'

/** The logging-out flag clears 2 s after the logout reached /auth. */
const LOGGING_OUT_CLEAR_MS = 2000

/** ?error=oauth (a provider sign-in came back failed) -> one toast, and a clean URL. */
function useOAuthErrorNotice() {
  const [searchParams, setSearchParams] = useSearchParams()
  const shown = useRef(false)
  const failed = searchParams.get('error') === 'oauth'
  useEffect(() => {
    if (!failed || shown.current) return
    shown.current = true
    takeOAuthPending()
    toast({
      title: AUTHENTICATION_ERROR,
      description: AUTHENTICATION_FALLBACK,
      variant: 'destructive',
    })
    setSearchParams({}, { replace: true })
  }, [failed, setSearchParams])
}

function useEndOfLogout() {
  useEffect(() => {
    if (!isLoggingOut()) return
    const timer = setTimeout(clearLoggingOutFlag, LOGGING_OUT_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [])
}

/** /auth: Sign In (default) and Register. */
export default function AuthPage() {
  const queryClient = useQueryClient()
  const session = useSessionCheck()
  useOAuthErrorNotice()
  useEndOfLogout()

  const signedInUser = session.data?.authenticated ? session.data.user : null
  // Only a visitor who arrived signed in is sent home from here. Once the page has seen a
  // signed-out answer, a sign-in on this page leaves by its own form (sign-in waits 1.5 s,
  // registration reloads the page): a second, immediate navigation would race them.
  const [arrivedSignedOut, setArrivedSignedOut] = useState(false)
  const answeredSignedOut = session.isError || (session.isSuccess && signedInUser === null)
  useEffect(() => {
    if (answeredSignedOut) setArrivedSignedOut(true)
  }, [answeredSignedOut])
  // A signed-in visitor goes to /, except just after a logout (60 s).
  const sendHome = signedInUser !== null && !arrivedSignedOut && !loggedOutRecently()
  useEffect(() => {
    if (sendHome && signedInUser) storeSignedInUser(queryClient, { user: signedInUser })
  }, [sendHome, signedInUser, queryClient])
  if (sendHome) return <Navigate to="/" replace />

  return (
    <main
      id="main-content"
      className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center"
    >
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-lg font-semibold tracking-wide text-star">
          <span aria-hidden="true">✦ </span>Orion
        </p>
        <Tabs.Root
          defaultValue="sign-in"
          className="rounded-2xl border border-white/10 bg-night-800/80 p-6 shadow-xl shadow-black/30 sm:p-8"
        >
          <Tabs.List
            aria-label="Sign in or register"
            className="mb-6 flex gap-1 rounded-xl border border-white/10 bg-night-900/70 p-1"
          >
            <Tabs.Trigger value="sign-in" className={tabClasses}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClasses}>
              Register
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in" className="outline-none">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="register" className="outline-none">
            <RegisterForm />
          </Tabs.Content>
        </Tabs.Root>
        <p className="mt-4 text-center text-sm text-star-muted">
          Orion is an AI companion, not a person or a therapist.{' '}
          <Link to="/safety" className="font-medium text-violet-200 underline underline-offset-2">
            How Orion keeps you safe
          </Link>
        </p>
      </div>
    </main>
  )
}
