import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'

/**
 * POST /api/auth/request-password-reset: the same answer whether or not the address has an
 * account. The mailed link comes back to /reset-password?token=...
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, retry: false })
}

/** POST /api/auth/reset-password: sets the new password; the token works once. */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', body)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false })
}
