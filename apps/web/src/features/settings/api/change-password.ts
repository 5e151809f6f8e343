import { useMutation } from '@tanstack/react-query'
import { setAuthToken } from '@/lib/auth-token'
import { apiRequest } from '@/lib/request'

export interface ChangePasswordRequest {
  currentPassword: string
  newPassword: string
}

/**
 * POST /api/user/change-password. The server signs out every other session and answers a fresh
 * token for this one, which replaces the stored token.
 */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  const response = await apiRequest('POST', '/api/user/change-password', body)
  const { token, expiresAt } = (await response.json()) as {
    success: boolean
    token?: string
    expiresAt?: string
  }
  if (token) setAuthToken(token, expiresAt)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, retry: false })
}
