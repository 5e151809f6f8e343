import crypto from 'node:crypto'

// Stripe API objects as the API version the SDK pins (2026-10-28) returns them: the fields our
// code reads plus the ones around them, so the SDK parses what it would parse from api.stripe.com.
// The billing period lives on subscription items (removed from the subscription in 2025-03-31.basil).

export const FAKE_API_VERSION = '2026-10-28.endive'

export const newId = (prefix: string) =>
  `${prefix}_${crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`
export const nowSeconds = () => Math.floor(Date.now() / 1000)
const MONTH_SECONDS = 30 * 24 * 60 * 60

export type StripeObject = Record<string, unknown> & { id: string }

/** Decodes Stripe's form encoding (`metadata[userId]=x`, `line_items[0][price]=y`) into objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]/).filter((part, index) => index === 0 || part !== '')
    let node: Record<string, unknown> = root
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value
        return
      }
      node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}
      node = node[part] as Record<string, unknown>
    })
  }
  return root
}

export function list(url: string, data: unknown[]) {
  return { object: 'list', data, has_more: false, url }
}

export function customerObject(params: Record<string, unknown>): StripeObject {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: (params.description as string) ?? null,
    discount: null,
    email: (params.email as string) ?? null,
    invoice_prefix: crypto.randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: (params.metadata as Record<string, string>) ?? {},
    name: (params.name as string) ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  }
}

export function priceObject(id: string, unitAmount: number, currency = 'usd'): StripeObject {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: 'Orion monthly',
    product: 'prod_orion',
    recurring: { interval: 'month', interval_count: 1, meter: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  }
}

export function subscriptionObject(
  customer: string,
  price: StripeObject,
  status = 'active',
): StripeObject {
  const id = newId('sub')
  const start = nowSeconds()
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: start,
    billing_mode: { type: 'flexible' },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: price.currency,
    customer,
    days_until_due: null,
    default_payment_method: 'pm_card_visa',
    description: null,
    discounts: [],
    ended_at: null,
    items: list(`/v1/subscription_items?subscription=${id}`, [
      {
        id: newId('si'),
        object: 'subscription_item',
        created: start,
        current_period_end: start + MONTH_SECONDS,
        current_period_start: start,
        discounts: [],
        metadata: {},
        price,
        quantity: 1,
        subscription: id,
        tax_rates: [],
      },
    ]),
    latest_invoice: newId('in'),
    livemode: false,
    metadata: {},
    pause_collection: null,
    start_date: start,
    status,
    test_clock: null,
    trial_end: null,
    trial_start: null,
  }
}

/** The end of a subscription's billing period, read the way the API version requires. */
export function periodEnd(subscription: StripeObject): number {
  const items = (subscription.items as { data: { current_period_end: number }[] }).data
  return Math.max(...items.map((item) => item.current_period_end))
}

export function eventObject(type: string, object: StripeObject, previous?: object): StripeObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: FAKE_API_VERSION,
    created: nowSeconds(),
    data: previous ? { object, previous_attributes: previous } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
}
