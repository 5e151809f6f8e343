// The subscription status: read by the subscribe page and the chat's trial counter, refreshed by
// whoever changes it (a message sent, a payment confirmed).

export const subscriptionStatusQueryKey = ['/api/subscription/status'] as const
