import { apiRequest } from '@/lib/request'

/** POST /api/subscription/confirm-payment. */
export async function confirmPayment(
  token: string,
): Promise<{ success: boolean; message: string }> {
  return (await apiRequest('POST', '/api/subscription/confirm-payment', { token })).json()
}
