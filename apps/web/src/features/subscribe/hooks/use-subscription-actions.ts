import type { SubscriptionStatus } from '@orion/contracts/chat'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { format } from 'date-fns'
import { ApiRequestError, readableErrorMessage } from '@/lib/api-error'
import { useMeta } from '@/lib/meta'
import { toast, toastError } from '@/lib/toast'
import { cancelSubscription } from '@/features/subscribe/api/cancel-subscription'
import { createCheckoutSession } from '@/features/subscribe/api/create-checkout-session'
import { createPortalSession } from '@/features/subscribe/api/create-portal-session'
import { subscriptionStatusQueryKey } from '@/features/subscribe/api/query-keys'

// The subscribe page's actions and their toasts.

export const accessEndsOn = (iso: string | null) =>
  iso ? format(new Date(iso), 'MMMM d, yyyy') : 'the end of the billing period'

export function useSubscriptionActions(signedIn: boolean) {
  const queryClient = useQueryClient()
  const supportEmail = useMeta().data?.supportEmail

  const checkout = useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
    onError: (error) =>
      toast({
        title: 'Unable to start subscription',
        description: `${readableErrorMessage(error, 'Something went wrong.')} Please sign out, sign in again and retry.${
          supportEmail ? ` If it keeps happening, write to ${supportEmail}.` : ''
        }`,
        variant: 'destructive',
      }),
  })

  const portal = useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => {
      if (url) window.location.assign(url)
    },
    onError: (error) =>
      toastError(
        error instanceof ApiRequestError && error.status >= 500
          ? 'Billing portal temporarily unavailable'
          : 'Unable to open billing portal',
        error,
        'Please try again in a moment.',
      ),
  })

  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (status: SubscriptionStatus) => {
      queryClient.setQueryData(subscriptionStatusQueryKey, status)
      toast({
        title: 'Subscription Cancelled',
        description: `You keep unlimited messages until ${accessEndsOn(status.currentPeriodEnd)}.`,
      })
    },
    onError: (error) =>
      toastError(
        'Error',
        error,
        'Failed to cancel subscription. Please try again or contact support.',
      ),
  })

  return {
    subscribe() {
      if (!signedIn) {
        toast({ title: 'Please Sign In', description: 'You need to be signed in to subscribe.' })
        return
      }
      checkout.mutate()
    },
    subscribing: checkout.isPending || checkout.isSuccess,
    openPortal: () => portal.mutate(),
    openingPortal: portal.isPending,
    cancel: (onSettled: () => void) => cancel.mutate(undefined, { onSettled }),
    cancelling: cancel.isPending,
    reactivate: () =>
      toast({
        title: 'Coming Soon',
        description: 'Reactivating here is coming soon. Meanwhile, use Manage Billing to renew.',
      }),
  }
}
