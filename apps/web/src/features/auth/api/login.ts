import type { LoginRequest } from '@orion/contracts/auth'
import type { AuthResult } from '@orion/contracts/user'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/request'

/** POST /api/firebase-auth/login: the user and a bearer token, plus the session cookie. */
export async function login(body: LoginRequest): Promise<AuthResult> {
  const response = await apiRequest('POST', '/api/firebase-auth/login', body)
  return (await response.json()) as AuthResult
}

// Never retried: a repeated wrong password only brings the rate limit closer.
export function useLogin() {
  return useMutation({ mutationFn: login, retry: false })
}
