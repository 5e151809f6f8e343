import type { AuthResult, SessionCheck, User } from '@orion/contracts/user'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { writeAuthBackup } from '@/lib/auth-backup'
import { setAuthToken } from '@/lib/auth-token'
import { isSafariLike } from '@/lib/query-client'
import { getQueryFn } from '@/lib/request'

export const userQueryKey = ['/api/user'] as const
export const sessionCheckQueryKey = ['/api/firebase-auth/session'] as const

// User query stale time: 30 s (5 s with 3 retries in Safari).
export function userQueryTiming(userAgent: string = navigator.userAgent) {
  return isSafariLike(userAgent)
    ? { staleTime: 5_000, retry: 3 }
    : { staleTime: 30_000, retry: false as const }
}

/** The signed-in user: GET /api/user, null when signed out (401 after a failed refresh). */
export function useUser() {
  return useQuery({
    queryKey: userQueryKey,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    ...userQueryTiming(),
  })
}

/** GET /api/firebase-auth/session: does the server see a session (it never answers 401)? */
export function useSessionCheck({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sessionCheckQueryKey,
    queryFn: getQueryFn<SessionCheck>({ on401: 'returnNull' }),
    enabled,
    refetchOnWindowFocus: false,
  })
}

/** After login, registration or a session check: remember the user and the bearer token. */
export function storeSignedInUser(
  queryClient: QueryClient,
  result: Partial<AuthResult> & { user: User },
) {
  if (result.token) setAuthToken(result.token, result.expiresAt)
  writeAuthBackup(result.user)
  queryClient.setQueryData(userQueryKey, result.user)
  queryClient.setQueryData<SessionCheck>(sessionCheckQueryKey, {
    authenticated: true,
    user: result.user,
  })
}
