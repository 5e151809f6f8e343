import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import {
  customerObject,
  eventObject,
  list,
  newId,
  nowSeconds,
  parseStripeForm,
  periodEnd,
  priceObject,
  subscriptionObject,
  type StripeObject,
} from './stripe-objects'

// A Stripe API subset on a loopback port: customers,
// prices, Checkout Sessions, Billing Portal sessions and subscriptions, form-encoded requests and
// Stripe's JSON shapes, reached by the real `stripe` SDK through its host/port/protocol options.
// It also serves the pages a browser visits (/checkout/:id to "pay", /portal/:id) and, when given
// a webhook URL, delivers the events its changes cause, signed the way Stripe signs them.

export interface FakeStripeOptions {
  port?: number
  secretKey?: string
  webhookSecret?: string
  priceId?: string
  /** Price in cents; 979 = $9.79. */
  unitAmount?: number
  /** Where to POST events (the app's /api/stripe/webhook); none in integration tests. */
  webhookUrl?: string
}

const signer = new Stripe('sk_test_signer')
type Params = Record<string, unknown>

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake'
  const webhookSecret = options.webhookSecret ?? 'whsec_fake'
  const priceId = options.priceId ?? 'price_orion_monthly'
  const price = priceObject(priceId, options.unitAmount ?? 979)
  const customers = new Map<string, StripeObject>()
  const sessions = new Map<string, StripeObject>()
  const subscriptions = new Map<string, StripeObject>()
  const idempotent = new Map<string, StripeObject>()
  const events: StripeObject[] = []
  const requests: { method: string; path: string; params: Params }[] = []
  let apiBase = ''

  function signedWebhook(event: StripeObject) {
    const payload = JSON.stringify(event)
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    return { payload, signature }
  }

  async function deliver(event: StripeObject): Promise<number | null> {
    if (!options.webhookUrl) return null
    const { payload, signature } = signedWebhook(event)
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
    return response.status
  }

  async function emit(type: string, object: StripeObject, previous?: object) {
    const event = eventObject(type, structuredClone(object), previous)
    events.push(event)
    await deliver(event)
    return event
  }

  function createSubscription(customerId: string, status = 'active') {
    const subscription = subscriptionObject(customerId, price, status)
    subscriptions.set(subscription.id, subscription)
    return subscription
  }

  function updateSubscription(id: string, patch: Params) {
    const subscription = subscriptions.get(id)!
    const previous = Object.fromEntries(Object.keys(patch).map((key) => [key, subscription[key]]))
    Object.assign(subscription, patch)
    if ('cancel_at_period_end' in patch) {
      subscription.cancel_at = patch.cancel_at_period_end ? periodEnd(subscription) : null
    }
    return { subscription, previous }
  }

  function cancelSubscription(id: string) {
    return updateSubscription(id, {
      status: 'canceled',
      canceled_at: nowSeconds(),
      ended_at: nowSeconds(),
    })
  }

  /** What Stripe does when someone pays on the Checkout page. */
  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId)!
    const subscription = createSubscription(session.customer as string)
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
    })
    await emit('customer.subscription.created', subscription)
    await emit('checkout.session.completed', session)
    return subscription
  }

  const notFound = (kind: string, id: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
        param: 'id',
      },
    },
  })
  const ok = (body: unknown) => ({ status: 200, body })

  async function api(
    method: string,
    path: string,
    params: Params,
    headers: http.IncomingHttpHeaders,
  ) {
    const key = headers['idempotency-key']
    const [, , resource, id, sub] = path.split('/')
    if (method === 'POST' && path === '/v1/customers') {
      const cached = typeof key === 'string' ? idempotent.get(key) : undefined
      if (cached) return ok(cached)
      const customer = customerObject(params)
      customers.set(customer.id, customer)
      if (typeof key === 'string') idempotent.set(key, customer)
      return ok(customer)
    }
    if (method === 'GET' && path === '/v1/customers') {
      const all = [...customers.values()].filter((c) => !params.email || c.email === params.email)
      return ok(list('/v1/customers', all.reverse()))
    }
    if (method === 'GET' && resource === 'customers' && id) {
      return customers.has(id) ? ok(customers.get(id)) : notFound('customer', id)
    }
    if (method === 'GET' && resource === 'prices' && id) {
      return id === priceId ? ok(price) : notFound('price', id)
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = params.line_items as { price: string }[] | undefined
      if (items?.[0]?.price !== priceId) return notFound('price', String(items?.[0]?.price))
      if (!customers.has(params.customer as string))
        return notFound('customer', String(params.customer))
      const sessionId = newId('cs_test')
      const session: StripeObject = {
        id: sessionId,
        object: 'checkout.session',
        amount_total: price.unit_amount,
        cancel_url: params.cancel_url ?? null,
        client_reference_id: params.client_reference_id ?? null,
        created: nowSeconds(),
        currency: price.currency,
        customer: params.customer,
        expires_at: nowSeconds() + 24 * 3600,
        livemode: false,
        metadata: params.metadata ?? {},
        mode: params.mode,
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        success_url: params.success_url,
        url: `${apiBase}/checkout/${sessionId}`,
      }
      sessions.set(sessionId, session)
      return ok(session)
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const sessionId = path.split('/')[4]!
      return sessions.has(sessionId)
        ? ok(sessions.get(sessionId))
        : notFound('checkout.session', sessionId)
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(params.customer as string))
        return notFound('customer', String(params.customer))
      const portalId = newId('bps')
      return ok({
        id: portalId,
        object: 'billing_portal.session',
        configuration: 'bpc_fake',
        created: nowSeconds(),
        customer: params.customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: params.return_url ?? null,
        url: `${apiBase}/portal/${portalId}?return=${encodeURIComponent(String(params.return_url ?? ''))}`,
      })
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const all = [...subscriptions.values()]
        .filter((s) => !params.customer || s.customer === params.customer)
        .filter((s) =>
          params.status === 'all'
            ? true
            : params.status
              ? s.status === params.status
              : s.status !== 'canceled',
        )
        .sort((a, b) => (b.created as number) - (a.created as number))
      return ok(list('/v1/subscriptions', all))
    }
    if (resource === 'subscriptions' && id && !sub) {
      if (!subscriptions.has(id)) return notFound('subscription', id)
      if (method === 'GET') return ok(subscriptions.get(id))
      if (method === 'POST') {
        const patch: Params = {}
        if (params.cancel_at_period_end !== undefined) {
          patch.cancel_at_period_end = params.cancel_at_period_end === 'true'
        }
        const { subscription, previous } = updateSubscription(id, patch)
        void emit('customer.subscription.updated', subscription, previous)
        return ok(subscription)
      }
      if (method === 'DELETE') {
        const { subscription } = cancelSubscription(id)
        void emit('customer.subscription.deleted', subscription)
        return ok(subscription)
      }
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    }
  }

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`

  async function browser(method: string, url: URL, response: http.ServerResponse) {
    const [, kind, id, action] = url.pathname.split('/')
    const session = kind === 'checkout' ? sessions.get(id!) : undefined
    if (session && method === 'GET' && !action) {
      const amount = `$${((price.unit_amount as number) / 100).toFixed(2)}`
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        page(
          'Fake Stripe Checkout',
          `<p>Orion monthly: ${amount} per month</p><form method="post" action="/checkout/${id}/pay"><button type="submit">Pay ${amount}</button></form><a href="${session.cancel_url}">Cancel</a>`,
        ),
      )
      return
    }
    if (session && method === 'POST' && action === 'pay') {
      await completeCheckout(id!)
      const target = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id!)
      response.writeHead(303, { location: target })
      response.end()
      return
    }
    if (kind === 'healthz') {
      response.writeHead(200).end('ok')
      return
    }
    if (kind === 'portal' && method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        page(
          'Fake Stripe Billing Portal',
          `<a href="${url.searchParams.get('return')}">Return to Orion</a>`,
        ),
      )
      return
    }
    response.writeHead(404).end()
  }

  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake')
      if (!url.pathname.startsWith('/v1/')) {
        void browser(request.method ?? 'GET', url, response)
        return
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        response.writeHead(401, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
          }),
        )
        return
      }
      const params =
        request.method === 'GET' || request.method === 'DELETE'
          ? parseStripeForm(url.search.slice(1))
          : parseStripeForm(body)
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params })
      void api(request.method ?? 'GET', url.pathname, params, request.headers).then(
        ({ status, body: answer }) => {
          response.writeHead(status, {
            'content-type': 'application/json',
            'request-id': newId('req'),
          })
          response.end(JSON.stringify(answer))
        },
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    /** STRIPE_API_BASE for the app. */
    apiBase,
    secretKey,
    webhookSecret,
    priceId,
    price,
    customers,
    sessions,
    subscriptions,
    /** Every event the fake's changes caused, in order. */
    events,
    requests,
    createSubscription,
    updateSubscription,
    cancelSubscription,
    completeCheckout,
    event: (type: string, object: StripeObject, previous?: object) =>
      eventObject(type, structuredClone(object), previous),
    signedWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
