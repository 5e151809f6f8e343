import { useMutation } from '@tanstack/react-query'
import { fullPageLoad } from '@/lib/full-page-load'
import { markOAuthPending, type OAuthProvider } from '@/lib/oauth-pending'
import { apiRequest } from '@/lib/request'

/** Asks the server where to send the browser to sign in with Google or Microsoft, and goes. */
export async function startOAuthSignIn(providerId: OAuthProvider): Promise<void> {
  const response = await apiRequest('POST', '/api/auth/sign-in/oauth2', {
    providerId,
    callbackURL: '/',
    errorCallbackURL: '/auth?error=oauth',
  })
  const { url } = (await response.json()) as { url: string }
  markOAuthPending(providerId)
  fullPageLoad(url)
}

export function useOAuthSignIn() {
  return useMutation({ mutationFn: startOAuthSignIn, retry: false })
}
