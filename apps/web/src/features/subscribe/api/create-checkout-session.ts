import { apiRequest } from '@/lib/request'

/** POST /api/subscription/create-checkout-session (spec part 2 §7). */
export async function createCheckoutSession(): Promise<{ checkoutUrl: string }> {
  return (await apiRequest('POST', '/api/subscription/create-checkout-session')).json()
}
