// What the product needs from a payment provider (Stripe: platform/billing/stripe-gateway.ts).
// Nothing here trusts a webhook's payload beyond its id, type and customer: state is always re-read.

export interface BillingPlan {
  /** In the currency's smallest unit (cents). */
  unitAmount: number
  currency: string
  interval: 'day' | 'week' | 'month' | 'year'
  intervalCount: number
}

export interface BillingCustomer {
  id: string
  email: string | null
  /** The account id we stored in the customer's metadata when we created it; null if not ours. */
  userId: string | null
  deleted: boolean
}

export interface SubscriptionState {
  id: string
  /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string
  cancelAtPeriodEnd: boolean
  currentPeriodEnd: Date | null
}

export interface CheckoutSessionState {
  id: string
  customerId: string | null
  clientReferenceId: string | null
  /** open, complete or expired. */
  status: string | null
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string
}

export interface WebhookEvent {
  id: string
  type: string
  /** The customer the event concerns, when it concerns one. */
  customerId: string | null
}

/** A provider answered with an error (declined, not found, unreachable, misconfigured). */
export class BillingProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; null when it could not be reached. */
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'BillingProviderError'
  }
}

/** The webhook's signature did not match its body (or is too old). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

export interface BillingGateway {
  plan(): Promise<BillingPlan>
  createCustomer(input: { userId: string; email: string; name: string }): Promise<BillingCustomer>
  retrieveCustomer(customerId: string): Promise<BillingCustomer | null>
  findCustomersByEmail(email: string): Promise<BillingCustomer[]>
  createCheckoutSession(input: {
    customerId: string
    userId: string
    successUrl: string
    cancelUrl: string
  }): Promise<{ id: string; url: string }>
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null>
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>
  /** The customer's subscription that matters now: a live one if any, else the latest. */
  currentSubscription(customerId: string): Promise<SubscriptionState | null>
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>
  /** Ends the subscription at once (the account is being deleted). */
  cancelNow(subscriptionId: string): Promise<void>
  /** Verifies the signature over the exact bytes received; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent
}
