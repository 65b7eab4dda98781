import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

// A contract fake: a local server that answers as Stripe's documented API does for
// POST /v1/customers, /v1/checkout/sessions, /v1/billing_portal/sessions and
// GET /v1/subscriptions/:id, with form-encoded requests, Bearer keys and Stripe's error shape. It
// also builds subscription objects and signed webhook events the way Stripe sends them. Tests only.

export type RecordedRequest = { method: string; path: string; body: Record<string, unknown> }

export type FakeSubscriptionInput = {
  customer: string
  priceId: string
  userId?: string
  status?: Stripe.Subscription.Status
  periodStart: Date
  periodEnd: Date
  cancelAtPeriodEnd?: boolean
  /** Newer portal cancellations set cancel_at instead of cancel_at_period_end. */
  cancelAt?: Date | null
  endedAt?: Date | null
  /** Put the period on the subscription itself, as API versions before 2025-03-31 did. */
  legacyPeriods?: boolean
}

export type StripeFake = {
  /** For STRIPE_API_BASE, e.g. http://127.0.0.1:41234 */
  apiBase: string
  secretKey: string
  webhookSecret: string
  requests: RecordedRequest[]
  customers: Map<string, Record<string, unknown>>
  subscriptions: Map<string, Record<string, unknown>>
  /** Makes every API call answer 500, as when Stripe has an outage. */
  failing: boolean
  /** Stores (or replaces) a subscription the API then returns. */
  putSubscription: (id: string, input: FakeSubscriptionInput) => Stripe.Subscription
  /** An event envelope as Stripe sends it to a webhook endpoint. */
  event: (type: string, object: unknown, id?: string) => Stripe.Event
  /** The Stripe-Signature header for a payload, signed with the webhook secret (or another). */
  sign: (payload: string, atMs: number, secret?: string) => string
  close: () => Promise<void>
}

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

/** Reads Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> | unknown[] = root
    path.forEach((part, i) => {
      const last = i === path.length - 1
      const container = node as Record<string, unknown>
      if (last) {
        container[part] = value
        return
      }
      if (container[part] === undefined) container[part] = /^\d+$/.test(path[i + 1]) ? [] : {}
      node = container[part] as Record<string, unknown>
    })
  }
  return root
}

export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_${crypto.randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${crypto.randomBytes(16).toString('hex')}`
  const fake: StripeFake = {
    apiBase: '',
    secretKey,
    webhookSecret,
    requests: [],
    customers: new Map(),
    subscriptions: new Map(),
    failing: false,
    putSubscription(id, input) {
      const periods = {
        current_period_start: seconds(input.periodStart),
        current_period_end: seconds(input.periodEnd),
      }
      const subscription = {
        id,
        object: 'subscription',
        customer: input.customer,
        status: input.status ?? 'active',
        cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
        cancel_at: input.cancelAt ? seconds(input.cancelAt) : null,
        canceled_at: null,
        ended_at: input.endedAt ? seconds(input.endedAt) : null,
        created: seconds(input.periodStart),
        livemode: false,
        metadata: input.userId ? { userId: input.userId } : {},
        ...(input.legacyPeriods ? periods : {}),
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: input.priceId, object: 'price', recurring: { interval: 'month' } },
              quantity: 1,
              subscription: id,
              ...(input.legacyPeriods ? {} : periods),
            },
          ],
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
      }
      fake.subscriptions.set(id, subscription)
      return subscription as unknown as Stripe.Subscription
    },
    event(type, object, id = newId('evt')) {
      return {
        id,
        object: 'event',
        api_version: '2025-03-31.basil',
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      } as unknown as Stripe.Event
    },
    sign(payload, atMs, secret = webhookSecret) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(atMs / 1000) })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.fake')
      const body = parseStripeForm(raw)
      fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, body })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
        res.end(JSON.stringify(json))
      }
      const fail = (status: number, type: string, message: string, code?: string) =>
        send(status, { error: { type, message, ...(code ? { code } : {}) } })
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return fail(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****')
      }
      if (fake.failing) return fail(500, 'api_error', 'Something went wrong on our end.')
      route(req.method ?? 'GET', url.pathname, body, send, fail)
    })
  })

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    send: (status: number, json: unknown) => void,
    fail: (status: number, type: string, message: string, code?: string) => void,
  ) {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      }
      fake.customers.set(customer.id, customer)
      return send(200, customer)
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (body.mode !== 'subscription') return fail(400, 'invalid_request_error', 'mode must be subscription')
      const items = body.line_items as { price?: string; quantity?: string }[] | undefined
      if (!items?.[0]?.price)
        return fail(400, 'invalid_request_error', 'line_items is required', 'parameter_missing')
      if (!body.success_url)
        return fail(400, 'invalid_request_error', 'success_url is required', 'parameter_missing')
      if (body.customer && !fake.customers.has(body.customer as string)) {
        return fail(400, 'invalid_request_error', `No such customer: '${body.customer}'`, 'resource_missing')
      }
      const id = newId('cs_test')
      return send(200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      })
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!body.customer || !fake.customers.has(body.customer as string)) {
        return fail(400, 'invalid_request_error', `No such customer: '${body.customer}'`, 'resource_missing')
      }
      const id = newId('bps')
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.com/p/session/test_${id}`,
      })
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (method === 'GET' && match) {
      const subscription = fake.subscriptions.get(match[1])
      if (!subscription) {
        return fail(404, 'invalid_request_error', `No such subscription: '${match[1]}'`, 'resource_missing')
      }
      return send(200, subscription)
    }
    return fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** A checkout.session.completed object for a subscription checkout that has been paid. */
export function completedCheckout(input: { userId: string; customer: string; subscription: string }) {
  return {
    id: newId('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: input.userId,
    customer: input.customer,
    subscription: input.subscription,
    metadata: { userId: input.userId },
  }
}

/** An invoice object as recent API versions send it (subscription under parent), or the older shape. */
export function invoiceFor(subscription: string, options: { legacy?: boolean } = {}) {
  const base = { id: newId('in'), object: 'invoice', status: 'paid', billing_reason: 'subscription_cycle' }
  return options.legacy
    ? { ...base, subscription }
    : { ...base, parent: { type: 'subscription_details', subscription_details: { subscription } } }
}
