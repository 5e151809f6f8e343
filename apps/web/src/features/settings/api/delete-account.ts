import type { DeleteAccountRequest } from '@orion/contracts/user'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { clearAuthToken } from '@/lib/auth-token'
import { fullPageLoad } from '@/lib/full-page-load'
import { queueToastForNextPage } from '@/lib/next-page-toast'
import { apiRequest } from '@/lib/request'

/** Nothing of the deleted account stays in this browser: storage (drafts too), token, cache. */
function forgetAccount() {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().clear()
    } catch {
      // Storage unavailable: nothing stored there.
    }
  }
  clearAuthToken()
}

/** POST /api/user/delete-account, then the sign-in page, fresh. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: DeleteAccountRequest) => {
      await apiRequest('POST', '/api/user/delete-account', request)
    },
    onSuccess: () => {
      forgetAccount()
      queryClient.clear()
      queueToastForNextPage({
        title: 'Account deleted',
        description: 'Your account and everything in it have been deleted.',
      })
      fullPageLoad('/auth')
    },
  })
}
