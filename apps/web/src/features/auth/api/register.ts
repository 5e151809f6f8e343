import type { RegisterRequest } from '@orion/contracts/auth'
import type { AuthResult } from '@orion/contracts/user'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'

/** POST /api/firebase-auth/register (confirmPassword is dropped). 201 = new user. */
export async function register(body: RegisterRequest): Promise<AuthResult> {
  const response = await apiRequest('POST', '/api/firebase-auth/register', body)
  return (await response.json()) as AuthResult
}

export function useRegister() {
  return useMutation({ mutationFn: register, retry: false })
}
