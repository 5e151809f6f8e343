import type { User } from '@orion/contracts/user'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Navigate, Outlet } from 'react-router'
import { PageSpinner } from '@/app/page-spinner'
import { buttonClasses } from '@/components/ui/button'
import { writeAuthBackup } from '@/lib/auth-backup'
import { readableErrorMessage } from '@/lib/api-error'
import { takeOAuthPending } from '@/lib/oauth-pending'
import { storeSignedInUser, useSessionCheck, useUser } from '@/lib/session'
import { toast } from '@/lib/toast'
import { firstName } from '@/lib/user-display'

const SignedInServices = lazy(() => import('@/app/auth/signed-in-services'))

/** Back from Google or Microsoft: greet once. */
function useSignedInEffects(user: User | null | undefined) {
  useEffect(() => {
    if (!user) return
    writeAuthBackup(user)
    const provider = takeOAuthPending()
    if (provider === 'microsoft') toast({ title: 'Microsoft login successful' })
    if (provider === 'google')
      toast({
        title: 'Login successful',
        description: `Welcome back, ${firstName(user.fullName) || user.username}!`,
      })
  }, [user])
}

/** Auth initialisation gives up waiting after 2 s. */
export const AUTH_INIT_TIMEOUT_MS = 2000

/** True once `waiting` has lasted AUTH_INIT_TIMEOUT_MS. */
function useAuthInitTimedOut(waiting: boolean) {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setTimedOut(true), AUTH_INIT_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [waiting])
  return timedOut
}

/**
 * Guards the protected routes: 'Accessing Orion' while the user loads; without a
 * user (or after the init timeout), the server's session check decides, and a visitor without a
 * session goes to /auth.
 */
export function RequireAuth() {
  const queryClient = useQueryClient()
  const user = useUser()
  const signedOut = user.isSuccess && user.data === null
  // Past the init timeout, a user request still pending no longer holds the page: the session
  // check decides, and without its answer in another 2 s, the visitor goes to /auth.
  const userTimedOut = useAuthInitTimedOut(user.isPending)
  const deciding = signedOut || (user.isPending && userTimedOut)
  const session = useSessionCheck({ enabled: deciding })
  const sessionTimedOut = useAuthInitTimedOut(deciding && session.isPending)
  const sessionUser = deciding && session.data?.authenticated ? session.data.user : null
  useEffect(() => {
    if (sessionUser) storeSignedInUser(queryClient, { user: sessionUser })
  }, [sessionUser, queryClient])
  useSignedInEffects(user.data)

  if (user.data)
    return (
      <>
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
        <Outlet />
      </>
    )
  if (user.isError)
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
        <p className="text-star">
          {readableErrorMessage(user.error, 'Orion could not reach its server.')}
        </p>
        <button type="button" onClick={() => void user.refetch()} className={buttonClasses()}>
          Try again
        </button>
      </div>
    )
  if (deciding && (session.isError || (session.isSuccess && !sessionUser) || sessionTimedOut))
    return <Navigate to="/auth" replace />
  return <PageSpinner fullPage label="Accessing Orion" />
}
