import { startFakeStripe } from '../apps/server/src/test/fakes/stripe-server'

// The Stripe API the browser tests' server talks to (started by playwright.config.ts): the fake
// serves Checkout's page, so the browser can "pay" and come back, and delivers signed webhooks.
const port = Number(process.env.FAKE_STRIPE_PORT ?? 5197)
const fake = await startFakeStripe({
  port,
  secretKey: 'sk_test_e2e',
  webhookSecret: 'whsec_e2e',
  priceId: 'price_e2e_monthly',
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
})
console.log(`fake Stripe API at ${fake.apiBase}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
