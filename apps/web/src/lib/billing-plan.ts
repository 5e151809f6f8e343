import type { SubscriptionPlan } from '@orion/contracts/subscription'
import { useQuery } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/request'

// The plan's price as Stripe's Price object says (GET /api/subscription/plan), shown on the
// welcome panel and the subscribe page: one true figure instead of the spec's $9.79 / $6.66.

export const planQueryKey = ['/api/subscription/plan'] as const

export function usePlan() {
  return useQuery({
    queryKey: planQueryKey,
    queryFn: getQueryFn<SubscriptionPlan>({ on401: 'returnNull' }),
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
  })
}

type Price = NonNullable<SubscriptionPlan['price']>

/** "$9.79" (amounts come in the currency's smallest unit). */
export function formatAmount(price: Pick<Price, 'unitAmount' | 'currency'>): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: price.currency.toUpperCase(),
  })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(price.unitAmount / 10 ** digits)
}

/** "$9.79/month", or "$20.00 every 3 months". */
export function formatPrice(price: Price): string {
  const amount = formatAmount(price)
  return price.intervalCount === 1
    ? `${amount}/${price.interval}`
    : `${amount} every ${price.intervalCount} ${price.interval}s`
}
