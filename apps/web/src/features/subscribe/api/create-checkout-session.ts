import { apiRequest } from '@/lib/request'

/** POST /api/subscription/create-checkout-session. */
export async function createCheckoutSession(): Promise<{ checkoutUrl: string }> {
  return (await apiRequest('POST', '/api/subscription/create-checkout-session')).json()
}
