import type { User } from '@orion/contracts/user'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Navigate, Outlet } from 'react-router'
import { useKeepAlive } from '@/app/auth/use-keep-alive'
import { PageSpinner } from '@/app/page-spinner'
import { buttonClasses } from '@/components/ui/button'
import { writeAuthBackup } from '@/lib/auth-backup'
import { readableErrorMessage } from '@/lib/api-error'
import { takeOAuthPending } from '@/lib/oauth-pending'
import { storeSignedInUser, useSessionCheck, useUser } from '@/lib/session'
import { toast } from '@/lib/toast'
import { firstName } from '@/lib/user-display'

/** Back from Google or Microsoft: greet once (spec part 1 §8 success toasts). */
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

/**
 * Guards the protected routes (spec part 1 §2): 'Accessing Orion' while the user loads; without a
 * user, the server's session check decides, and a visitor without a session goes to /auth.
 */
export function RequireAuth() {
  const queryClient = useQueryClient()
  const user = useUser()
  const signedOut = user.isSuccess && user.data === null
  const session = useSessionCheck({ enabled: signedOut })
  const sessionUser = signedOut && session.data?.authenticated ? session.data.user : null
  useEffect(() => {
    if (sessionUser) storeSignedInUser(queryClient, { user: sessionUser })
  }, [sessionUser, queryClient])
  useSignedInEffects(user.data)
  useKeepAlive(Boolean(user.data))

  if (user.data) return <Outlet />
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
  if (signedOut && (session.isError || (session.isSuccess && !sessionUser)))
    return <Navigate to="/auth" replace />
  return <PageSpinner fullPage label="Accessing Orion" />
}
