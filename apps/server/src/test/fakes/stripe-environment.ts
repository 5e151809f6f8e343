import type { FakeStripe } from './stripe-server'

/** The STRIPE_* variables that point the app at a fake Stripe server. */
export function stripeEnvironment(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_ID: fake.priceId,
    STRIPE_API_BASE: fake.apiBase,
  }
}
