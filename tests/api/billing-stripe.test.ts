import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { billingEvents, subscriptions, users } from '../../server/db/schema'
import { runBillingJobs } from '../../server/jobs/billing-jobs'
import { DirectoryPageStore } from '../../server/storage/directory-store'
import { completedCheckout, invoiceFor, type StripeFake, startStripeFake } from '../fakes/stripe-fake'
import { registerUser } from '../helpers/accounts'
import { checkoutSession, openPortal, startCheckout, subscriptionState, usage } from '../helpers/billing'
import { createTestApp, type TestApp } from '../helpers/test-app'

const DAY = 24 * 3600_000
const PRICES = {
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_m',
  STRIPE_PRICE_STARTER_YEARLY: 'price_starter_y',
  STRIPE_PRICE_HOBBYIST_MONTHLY: 'price_hobbyist_m',
  STRIPE_PRICE_HOBBYIST_YEARLY: 'price_hobbyist_y',
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_pro_y',
}

let t: TestApp
let stripe: StripeFake
const now = () => t.now()
const advance = (ms: number) => t.advance(ms)

beforeAll(async () => {
  stripe = await startStripeFake()
  t = await createTestApp({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.apiBase,
    BILLING_JOBS_EVERY_MINUTES: '0',
    ...PRICES,
  })
})
afterAll(async () => {
  await t.close()
  await stripe.close()
})
beforeEach(() => {
  stripe.failing = false
})

/** Delivers an event as Stripe does: the JSON body and its Stripe-Signature header. */
async function deliver(
  event: unknown,
  options: { signature?: string | null; body?: string; secret?: string; atMs?: number } = {},
) {
  const payload = JSON.stringify(event)
  const signature =
    options.signature === undefined
      ? stripe.sign(payload, options.atMs ?? now().getTime(), options.secret)
      : options.signature
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: options.body ?? payload,
  })
}

const rowOf = async (userId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]

/** A user who went through Stripe Checkout for a price: the subscription exists and the event arrived. */
async function subscribed(priceId = 'price_starter_m') {
  const account = await registerUser(t.app)
  await startCheckout(t.app, account.token, priceId)
  const customer = (await rowOf(account.user.id)).providerCustomerId as string
  const subscriptionId = `sub_${account.user.id.slice(0, 8)}`
  const start = now()
  stripe.putSubscription(subscriptionId, {
    customer,
    priceId,
    userId: account.user.id,
    periodStart: start,
    periodEnd: new Date(start.getTime() + 30 * DAY),
  })
  const event = stripe.event(
    'checkout.session.completed',
    completedCheckout({ userId: account.user.id, customer, subscription: subscriptionId }),
  )
  const res = await deliver(event)
  expect(res.statusCode).toBe(200)
  return { ...account, customer, subscriptionId, start }
}

describe('Stripe checkout and portal', () => {
  it('plans carry the configured Stripe price ids and are not in test mode', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/plans/' })).json()
    expect(body.testMode).toBe(false)
    expect(body.plans.map((p: { priceIds: unknown }) => p.priceIds)).toEqual([
      { monthly: 'price_starter_m', yearly: 'price_starter_y' },
      { monthly: 'price_hobbyist_m', yearly: 'price_hobbyist_y' },
      { monthly: 'price_pro_m', yearly: 'price_pro_y' },
    ])
  })

  it('checkout creates a subscription-mode Checkout Session for the user and reuses the Stripe customer', async () => {
    const { token, user, email } = await registerUser(t.app)
    stripe.requests.length = 0
    const url = await startCheckout(t.app, token, 'price_hobbyist_y')
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const [customerCall, sessionCall] = stripe.requests
    expect(customerCall).toMatchObject({ method: 'POST', path: '/v1/customers', body: { email } })
    expect(customerCall.body.metadata).toEqual({ userId: user.id })
    expect(sessionCall).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      body: {
        mode: 'subscription',
        client_reference_id: user.id,
        line_items: [{ price: 'price_hobbyist_y', quantity: '1' }],
        success_url: 'http://colorly.test/account',
        cancel_url: 'http://colorly.test/pricing',
        subscription_data: { metadata: { userId: user.id } },
      },
    })
    const customer = sessionCall.body.customer
    expect((await rowOf(user.id)).providerCustomerId).toBe(customer)

    await startCheckout(t.app, token, 'price_starter_m')
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1)
    expect(stripe.requests.at(-1)?.body.customer).toBe(customer)
    // Nothing is granted before Stripe says the payment went through.
    expect((await usage(t.app, token)).plan).toBe('free')
  })

  it('the portal opens a Stripe billing portal session returning to the account page', async () => {
    const { token } = await registerUser(t.app)
    const url = await openPortal(t.app, token)
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//)
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      body: { return_url: 'http://colorly.test/account' },
    })
  })

  it('a sandbox price id is unknown when Stripe is configured: 400', async () => {
    const { token } = await registerUser(t.app)
    const res = await checkoutSession(t.app, token, {
      priceId: 'sandbox_starter_monthly',
      successUrl: '/account',
      cancelUrl: '/pricing',
    })
    expect(res.statusCode).toBe(400)
  })

  it('a subscriber who picks another plan is sent to the billing portal instead of paying twice', async () => {
    const { token } = await subscribed('price_starter_m')
    const url = await startCheckout(t.app, token, 'price_pro_y')
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//)
  })

  it('when Stripe is down, checkout answers 502 with a plain message', async () => {
    const { token } = await registerUser(t.app)
    stripe.failing = true
    const res = await checkoutSession(t.app, token, {
      priceId: 'price_starter_m',
      successUrl: '/account',
      cancelUrl: '/pricing',
    })
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toMatch(/payment service/)
    expect(res.body).not.toContain(stripe.secretKey)
  })
})

describe('Stripe webhooks', () => {
  it('checkout.session.completed starts the plan with the period from the subscription item', async () => {
    const { token, user, customer, subscriptionId, start } = await subscribed('price_starter_m')
    expect(await usage(t.app, token)).toMatchObject({
      plan: 'starter',
      monthly_limit: 100,
      is_free_plan: false,
    })
    const state = await subscriptionState(t.app, token)
    expect(state).toMatchObject({
      plan: 'starter',
      interval: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      provider: 'stripe',
      testMode: false,
    })
    expect(Date.parse(state.currentPeriodStart)).toBe(Math.floor(start.getTime() / 1000) * 1000)
    expect(state.renewsAt).toBe(state.currentPeriodEnd)
    const row = await rowOf(user.id)
    expect(row).toMatchObject({ providerCustomerId: customer, providerSubscriptionId: subscriptionId })
  })

  it('a replayed event is processed once: 200, and nothing changes', async () => {
    const { token, user, customer, subscriptionId } = await registerUser(t.app).then(async (a) => {
      await startCheckout(t.app, a.token, 'price_starter_m')
      const c = (await rowOf(a.user.id)).providerCustomerId as string
      return { ...a, customer: c, subscriptionId: `sub_replay_${a.user.id.slice(0, 6)}` }
    })
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_starter_m',
      userId: user.id,
      periodStart: now(),
      periodEnd: new Date(now().getTime() + 30 * DAY),
    })
    const event = stripe.event(
      'checkout.session.completed',
      completedCheckout({ userId: user.id, customer, subscription: subscriptionId }),
    )
    expect((await deliver(event)).json()).toEqual({ received: true })
    const before = await rowOf(user.id)

    // Meanwhile the subscription changed at Stripe; a replay of the old event must not apply it.
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_pro_m',
      userId: user.id,
      periodStart: now(),
      periodEnd: new Date(now().getTime() + 30 * DAY),
    })
    const lookups = stripe.requests.filter((r) => r.path.startsWith('/v1/subscriptions/')).length
    advance(1000)
    const replay = await deliver(event)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual({ received: true, duplicate: true })
    expect(await rowOf(user.id)).toEqual(before)
    expect((await usage(t.app, token)).plan).toBe('starter')
    expect(stripe.requests.filter((r) => r.path.startsWith('/v1/subscriptions/')).length).toBe(lookups)
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toHaveLength(1)
  })

  it('the same event delivered twice at once is applied once', async () => {
    const { user, customer, subscriptionId } = await subscribed('price_starter_m')
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_hobbyist_m',
      userId: user.id,
      periodStart: now(),
      periodEnd: new Date(now().getTime() + 30 * DAY),
    })
    const event = stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscriptionId))
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(answers.filter((a) => !a.json().duplicate)).toHaveLength(1)
    expect((await rowOf(user.id)).plan).toBe('hobbyist')
  })

  it.each([
    ['an unsigned request', { signature: null }],
    ['a signature made with another secret', { secret: 'whsec_not_ours' }],
    ['a garbage signature header', { signature: 't=1,v1=deadbeef' }],
    ['a signature older than five minutes', { atMs: Date.now() - 10 * 60_000 }],
  ])('%s answers 400 and changes nothing', async (_what, options) => {
    const { user, token } = await registerUser(t.app)
    await startCheckout(t.app, token, 'price_pro_y')
    const customer = (await rowOf(user.id)).providerCustomerId as string
    const subscriptionId = `sub_forged_${user.id.slice(0, 8)}`
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_pro_y',
      userId: user.id,
      periodStart: now(),
      periodEnd: new Date(now().getTime() + 365 * DAY),
    })
    const event = stripe.event(
      'checkout.session.completed',
      completedCheckout({ userId: user.id, customer, subscription: subscriptionId }),
    )
    const atMs = 'atMs' in options ? now().getTime() - 10 * 60_000 : undefined
    const res = await deliver(event, { ...options, atMs })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual(expect.any(String))
    expect((await rowOf(user.id)).plan).toBe('free')
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toEqual([])
  })

  it('a body changed after signing answers 400 and changes nothing', async () => {
    const { user, customer, subscriptionId } = await subscribed('price_starter_m')
    const event = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId))
    const signed = JSON.stringify(event)
    const signature = stripe.sign(signed, now().getTime())
    const tampered = signed.replace('"customer.subscription.deleted"', '"customer.subscription.updated"')
    const res = await deliver(event, { signature, body: tampered })
    expect(res.statusCode).toBe(400)
    expect((await rowOf(user.id)).status).toBe('active')
    expect(customer).toMatch(/^cus_/)
  })

  it('cancel in the portal (cancel_at_period_end) keeps the plan until the period end; reactivating clears it', async () => {
    const { token, user, customer, subscriptionId, start } = await subscribed('price_hobbyist_m')
    const periodEnd = new Date(start.getTime() + 30 * DAY)
    const update = (cancel: { cancelAtPeriodEnd?: boolean; cancelAt?: Date | null }) => {
      stripe.putSubscription(subscriptionId, {
        customer,
        priceId: 'price_hobbyist_m',
        userId: user.id,
        periodStart: start,
        periodEnd,
        ...cancel,
      })
      return deliver(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscriptionId)))
    }
    expect((await update({ cancelAtPeriodEnd: true })).statusCode).toBe(200)
    const cancelling = await subscriptionState(t.app, token)
    expect(cancelling).toMatchObject({ plan: 'hobbyist', cancelAtPeriodEnd: true, renewsAt: null })
    expect(Date.parse(cancelling.endsAt)).toBe(Math.floor(periodEnd.getTime() / 1000) * 1000)
    expect(Date.parse(cancelling.dataDeletionAt)).toBe(Date.parse(cancelling.endsAt) + 30 * DAY)

    await update({ cancelAtPeriodEnd: false })
    expect(await subscriptionState(t.app, token)).toMatchObject({ cancelAtPeriodEnd: false, endsAt: null })

    // Newer API versions cancel through cancel_at instead.
    await update({ cancelAt: periodEnd })
    expect((await subscriptionState(t.app, token)).cancelAtPeriodEnd).toBe(true)
  })

  it('customer.subscription.deleted ends the plan; 30 days later the job deletes the account', async () => {
    const { token, user, customer, subscriptionId, start } = await subscribed('price_starter_y')
    const endedAt = new Date(start.getTime() + 10 * DAY)
    advance(10 * DAY)
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_starter_y',
      userId: user.id,
      status: 'canceled',
      periodStart: start,
      periodEnd: new Date(start.getTime() + 365 * DAY),
      endedAt,
    })
    const res = await deliver(
      stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId)),
    )
    expect(res.statusCode).toBe(200)
    expect(await usage(t.app, token)).toMatchObject({ plan: 'free', is_free_plan: true })
    const state = await subscriptionState(t.app, token)
    expect(state).toMatchObject({ plan: 'free', status: 'canceled' })
    expect(Date.parse(state.endsAt)).toBe(Math.floor(endedAt.getTime() / 1000) * 1000)

    const jobs = { db: t.db, files: new DirectoryPageStore(t.dataDir), log: t.app.log }
    advance(29 * DAY)
    await runBillingJobs(jobs, now())
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)
    advance(2 * DAY)
    await runBillingJobs(jobs, now())
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(fs.existsSync(t.dataDir)).toBe(true)
  })

  it('invoice.paid moves the period forward (recent invoice shape, period on the item)', async () => {
    const { token, user, customer, subscriptionId, start } = await subscribed('price_pro_m')
    const nextStart = new Date(start.getTime() + 30 * DAY)
    advance(30 * DAY)
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_pro_m',
      userId: user.id,
      periodStart: nextStart,
      periodEnd: new Date(nextStart.getTime() + 31 * DAY),
    })
    expect((await deliver(stripe.event('invoice.paid', invoiceFor(subscriptionId)))).statusCode).toBe(200)
    const state = await subscriptionState(t.app, token)
    expect(Date.parse(state.currentPeriodStart)).toBe(Math.floor(nextStart.getTime() / 1000) * 1000)
    expect(state).toMatchObject({ plan: 'professional', status: 'active' })
  })

  it('invoice.paid in the older shape (invoice.subscription, period on the subscription) is understood too', async () => {
    const { token, user, customer, subscriptionId, start } = await subscribed('price_starter_m')
    const nextStart = new Date(start.getTime() + 30 * DAY)
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_starter_y',
      userId: user.id,
      periodStart: nextStart,
      periodEnd: new Date(nextStart.getTime() + 365 * DAY),
      legacyPeriods: true,
    })
    const event = stripe.event('invoice.paid', invoiceFor(subscriptionId, { legacy: true }))
    expect((await deliver(event)).statusCode).toBe(200)
    const state = await subscriptionState(t.app, token)
    expect(state).toMatchObject({ plan: 'starter', interval: 'yearly' })
    expect(Date.parse(state.currentPeriodStart)).toBe(Math.floor(nextStart.getTime() / 1000) * 1000)
  })

  it('invoice.payment_failed marks the plan past due and keeps it while Stripe retries', async () => {
    const { token, user, customer, subscriptionId, start } = await subscribed('price_hobbyist_m')
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_hobbyist_m',
      userId: user.id,
      status: 'past_due',
      periodStart: start,
      periodEnd: new Date(start.getTime() + 30 * DAY),
    })
    expect(
      (await deliver(stripe.event('invoice.payment_failed', invoiceFor(subscriptionId)))).statusCode,
    ).toBe(200)
    expect(await subscriptionState(t.app, token)).toMatchObject({ plan: 'hobbyist', status: 'past_due' })
    expect((await usage(t.app, token)).monthly_limit).toBe(1000)
  })

  it('when Stripe cannot be reached the webhook answers 502 and records nothing, so a redelivery works', async () => {
    const account = await registerUser(t.app)
    await startCheckout(t.app, account.token, 'price_starter_m')
    const customer = (await rowOf(account.user.id)).providerCustomerId as string
    const subscriptionId = `sub_retry_${account.user.id.slice(0, 8)}`
    stripe.putSubscription(subscriptionId, {
      customer,
      priceId: 'price_starter_m',
      userId: account.user.id,
      periodStart: now(),
      periodEnd: new Date(now().getTime() + 30 * DAY),
    })
    const event = stripe.event(
      'checkout.session.completed',
      completedCheckout({ userId: account.user.id, customer, subscription: subscriptionId }),
    )
    stripe.failing = true
    expect((await deliver(event)).statusCode).toBe(502)
    expect((await rowOf(account.user.id)).plan).toBe('free')
    stripe.failing = false
    expect((await deliver(event)).json()).toEqual({ received: true })
    expect((await rowOf(account.user.id)).plan).toBe('starter')
  })

  it('events of other types are acknowledged and ignored', async () => {
    const res = await deliver(stripe.event('charge.succeeded', { id: 'ch_1', object: 'charge' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, ignored: true })
  })

  it('a late event about an older, ended subscription does not undo the newer one', async () => {
    const { token, user, customer, subscriptionId } = await subscribed('price_starter_m')
    const oldId = `sub_old_${user.id.slice(0, 8)}`
    stripe.putSubscription(oldId, {
      customer,
      priceId: 'price_pro_m',
      userId: user.id,
      status: 'canceled',
      periodStart: new Date(now().getTime() - 60 * DAY),
      periodEnd: new Date(now().getTime() - 30 * DAY),
      endedAt: new Date(now().getTime() - 30 * DAY),
    })
    await deliver(stripe.event('customer.subscription.deleted', stripe.subscriptions.get(oldId)))
    expect(await usage(t.app, token)).toMatchObject({ plan: 'starter' })
    expect((await rowOf(user.id)).providerSubscriptionId).toBe(subscriptionId)
  })
})
