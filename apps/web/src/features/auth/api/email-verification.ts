import { useMutation, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'

interface IdentitySession {
  user: { email: string; emailVerified: boolean }
}

export const identitySessionQueryKey = ['/api/auth/get-session'] as const

/** Whether the signed-in person's address is confirmed (Better Auth's own session view). */
export function useEmailVerification() {
  return useQuery({
    queryKey: identitySessionQueryKey,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/auth/get-session')
      return (await response.json()) as IdentitySession | null
    },
    staleTime: 60_000,
    retry: false,
  })
}

/** POST /api/auth/send-verification-email: a new confirmation link to the person's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async (email: string) => {
      await apiRequest('POST', '/api/auth/send-verification-email', {
        email,
        callbackURL: `${window.location.origin}/`,
      })
    },
    retry: false,
  })
}
