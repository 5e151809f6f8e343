import type { User } from '@orion/contracts/user'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { getQueryFn } from '@/lib/request'
import { userQueryKey } from '@/lib/session'
import { toast } from '@/lib/toast'
import { confirmPayment } from '@/features/subscribe/api/confirm-payment'
import { subscriptionStatusQueryKey } from '@/features/subscribe/api/query-keys'
import { reconcile } from '@/features/subscribe/api/reconcile'

// Payment return: payment_success=true with a token confirms the payment;
// success=true (Stripe Checkout's return) rehydrates the session and reconciles; cancelled=true
// says so. Each case then replaces the URL with /subscribe.

export const RECHECK_AFTER_MS = 3000

async function freshUser(queryClient: QueryClient): Promise<User | null> {
  return queryClient.fetchQuery({
    queryKey: userQueryKey,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    staleTime: 0,
  })
}

function announceBadge(user: User | null) {
  if (!user?.hasEverSubscribed) return
  toast({
    title: 'Subscriber Badge Activated!',
    description: 'Your avatar now has the golden glow of an Orion subscriber.',
  })
}

function paymentProcessing(queryClient: QueryClient) {
  toast({
    title: 'Payment Processing',
    description: 'We could not confirm your payment yet. We will check again in a moment.',
  })
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey })
    void queryClient.invalidateQueries({ queryKey: userQueryKey })
  }, RECHECK_AFTER_MS)
}

async function confirm(queryClient: QueryClient, token: string) {
  try {
    const answer = await confirmPayment(token)
    await queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey })
    if (!answer.success) {
      toast({ title: 'Processing Payment', description: answer.message })
      return
    }
    toast({ title: 'Payment Confirmed!', description: answer.message })
    announceBadge(await freshUser(queryClient))
  } catch {
    paymentProcessing(queryClient)
  }
}

async function rehydrateAndReconcile(queryClient: QueryClient) {
  const user = await freshUser(queryClient)
  if (!user) {
    toast({ title: 'Please Sign In', description: 'Sign in to see your subscription.' })
    return
  }
  try {
    await reconcile()
    await queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey })
    toast({
      title: 'Payment Successful!',
      description: 'Thank you for subscribing: your messages are now unlimited.',
    })
    announceBadge(await freshUser(queryClient))
  } catch {
    paymentProcessing(queryClient)
  }
}

/** Handles the query parameters Stripe (or a payment link) sends the browser back with. */
export function usePaymentReturn(userLoading: boolean) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const handled = useRef<string | null>(null)

  useEffect(() => {
    const query = params.toString()
    const token = params.get('token')
    const paymentSuccess = params.get('payment_success') === 'true' && token
    const success = params.get('success') === 'true'
    const cancelled = params.get('cancelled') === 'true'
    if (!(paymentSuccess || success || cancelled) || handled.current === query) return
    if (userLoading && !cancelled) return
    handled.current = query
    void navigate('/subscribe', { replace: true })
    if (paymentSuccess) void confirm(queryClient, token)
    else if (success) void rehydrateAndReconcile(queryClient)
    else toast({ title: 'Payment Cancelled', description: 'No payment was taken.' })
  }, [params, navigate, queryClient, userLoading])
}
