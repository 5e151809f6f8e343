import type { User } from '@orion/contracts/user'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { ApiRequestError } from '@/lib/api-error'
import { getAuthTokenExpiry, onAuthTokenChange } from '@/lib/auth-token'
import { startKeepAlive } from '@/lib/keep-alive'
import { apiRequestWithoutRedirect, refreshAuthToken } from '@/lib/request'
import { startTokenRefresh } from '@/lib/token-refresh'
import { userQueryKey } from '@/lib/session'
import { toast } from '@/lib/toast'

export const SESSION_EXPIRED_TOAST = {
  title: 'Session expired',
  description: 'Your session has expired. Please sign in again.',
  variant: 'destructive',
} as const

/**
 * Keep-alive: GET /api/user?_refresh=true every 20 h for an active person, so a session in use
 * never lapses; and the bearer token refreshed 5 min before it expires, before a call fails.
 */
export function useKeepAlive(signedIn: boolean) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useEffect(() => {
    if (!signedIn) return
    async function refreshSession() {
      try {
        const response = await apiRequestWithoutRedirect('GET', '/api/user?_refresh=true')
        queryClient.setQueryData(userQueryKey, (await response.json()) as User)
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status !== 401) return
        toast(SESSION_EXPIRED_TOAST)
        queryClient.setQueryData(userQueryKey, null)
        void navigate('/auth', { replace: true })
      }
    }
    const stopKeepAlive = startKeepAlive({ refresh: () => void refreshSession() })
    // The bearer token is renewed before it expires, not after a request is refused.
    const stopTokenRefresh = startTokenRefresh({
      refresh: async () => (await refreshAuthToken()) !== null,
      expiresAt: getAuthTokenExpiry,
      onTokenChange: onAuthTokenChange,
    })
    return () => {
      stopKeepAlive()
      stopTokenRefresh()
    }
  }, [signedIn, queryClient, navigate])
}
