import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { authHeader, registerUser } from '../helpers/accounts'
import {
  checkoutSession,
  manage,
  openPortal,
  payInSandbox,
  sessionOf,
  startCheckout,
  subscriptionState,
} from '../helpers/billing'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = (await registerUser(t.app)).token
})
afterAll(() => t.close())

const checkout = { priceId: 'sandbox_starter_monthly', successUrl: '/account', cancelUrl: '/pricing' }

describe('plans', () => {
  it('GET /api/plans/ answers the three plan cards with prices, quotas, features and price ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ currency: 'usd', testMode: true })
    expect(
      body.plans.map((p: Record<string, unknown>) => [
        p.name,
        p.monthlyPrice,
        p.yearlyPrice,
        p.yearlyTotal,
        p.imagesPerMonth,
        p.mostPopular,
      ]),
    ).toEqual([
      ['Starter', 10, 7, 84, 100, false],
      ['Hobbyist', 15, 10, 120, 1000, true],
      ['Professional', 37, 25, 300, 5000, false],
    ])
    expect(body.plans[0].priceIds).toEqual({
      monthly: 'sandbox_starter_monthly',
      yearly: 'sandbox_starter_yearly',
    })
    expect(body.plans[2].features).toContain('Commercial license')
    expect(body.plans[2].features).toContain('No watermark')
    expect(body.plans[0].features).toContain('Personal license')
    for (const plan of body.plans) {
      expect(plan.cta).toEqual(expect.any(String))
      expect(plan.features.length).toBeGreaterThan(3)
    }
  })
})

describe('create-checkout-session: refusals', () => {
  it('without a token, checkout and portal answer 401', async () => {
    expect((await checkoutSession(t.app, undefined, checkout)).statusCode).toBe(401)
    expect((await checkoutSession(t.app, undefined, { returnUrl: '/account' })).statusCode).toBe(401)
    expect((await checkoutSession(t.app, 'not-a-real-token', checkout)).statusCode).toBe(401)
  })

  it('an unknown price id answers 400', async () => {
    const res = await checkoutSession(t.app, token, { ...checkout, priceId: 'price_free_forever' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toContain('price id')
  })

  it.each([
    ['another site', 'https://evil.example/account'],
    ['a protocol-relative url', '//evil.example/account'],
    ['a backslash trick', '/\\evil.example/account'],
    ['a user-info trick', 'http://colorly.test@evil.example/account'],
    ['a script url', 'javascript:alert(1)'],
    ['another port of our host', 'http://colorly.test:8443/account'],
    ['https when we are http', 'https://colorly.test/account'],
    ['localhost when we are not on localhost', 'http://localhost/account'],
  ])('a successUrl, cancelUrl or returnUrl on %s answers 400 (no open redirect)', async (_what, url) => {
    for (const body of [
      { ...checkout, successUrl: url },
      { ...checkout, cancelUrl: url },
      { returnUrl: url },
    ]) {
      const res = await checkoutSession(t.app, token, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatch(/must be a page of this site/)
    }
  })

  it('our own absolute urls and same-origin paths are accepted', async () => {
    const res = await checkoutSession(t.app, token, {
      ...checkout,
      successUrl: 'http://colorly.test/account?welcome=1',
      cancelUrl: '/pricing',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().url).toMatch(/^http:\/\/colorly\.test\/api\/billing\/sandbox\/checkout\//)
  })

  it('on the default localhost address, the other loopback names of the same port count as ours', async () => {
    const local = await createTestApp({ PUBLIC_URL: 'http://localhost:8080' })
    try {
      const { token: localToken } = await registerUser(local.app)
      const res = await checkoutSession(local.app, localToken, {
        ...checkout,
        successUrl: 'http://127.0.0.1:8080/account',
        cancelUrl: 'http://127.0.0.1:8080/pricing',
      })
      expect(res.statusCode).toBe(200)
      // The checkout page opens on the address the buyer is using.
      expect(res.json().url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/api\/billing\/sandbox\/checkout\//)
      const otherPort = await checkoutSession(local.app, localToken, {
        returnUrl: 'http://127.0.0.1:9999/account',
      })
      expect(otherPort.statusCode).toBe(400)
    } finally {
      await local.close()
    }
  })

  it('bad JSON, an empty body, missing fields and wrong types answer 400 with a readable error', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: { ...authHeader(token), 'content-type': 'application/json' },
      payload: '{"priceId": "sandbox_starter_monthly",',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('The request body is not valid JSON.')

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session/',
      headers: authHeader(token),
    })
    expect(empty.statusCode).toBe(400)

    for (const [body, message] of [
      [{}, /priceId.*returnUrl/],
      [[], /priceId.*returnUrl/],
      [{ priceId: 'sandbox_starter_monthly' }, /Success url is required/],
      [{ priceId: 42, successUrl: '/a', cancelUrl: '/b' }, /Price id must be text/],
      [{ returnUrl: '' }, /Return url is required/],
    ] as const) {
      const res = await checkoutSession(t.app, token, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatch(message)
    }
  })
})

describe('create-checkout-session: rate limit', () => {
  it('past 60 checkout or portal sessions in 10 minutes, one account gets 429 with Retry-After', async () => {
    const { token: busy } = await registerUser(t.app)
    for (let i = 0; i < 60; i++) {
      expect((await checkoutSession(t.app, busy, { returnUrl: '/account' })).statusCode).toBe(200)
    }
    const limited = await checkoutSession(t.app, busy, checkout)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Someone else is not affected.
    expect((await checkoutSession(t.app, token, { returnUrl: '/account' })).statusCode).toBe(200)
  })
})

describe('subscription state', () => {
  it('a new account is on the free plan with nothing to renew or delete', async () => {
    expect(await subscriptionState(t.app, token)).toEqual({
      plan: 'free',
      planName: 'Free',
      interval: null,
      status: 'free',
      cancelAtPeriodEnd: false,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      renewsAt: null,
      endsAt: null,
      dataDeletionAt: null,
      provider: null,
      testMode: true,
    })
  })

  it('without a token the subscription state answers 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/subscription/' })).statusCode).toBe(401)
  })

  it('without Stripe configured there is no Stripe webhook route', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook/', payload: {} })
    expect(res.statusCode).toBe(404)
  })
})

describe('billing configuration', () => {
  it('a Stripe key without the webhook secret and price ids is refused at boot, naming what is missing', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PRICE_HOBBYIST_YEARLY/)
  })

  it('two plans sharing one Stripe price id are refused at boot', () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_STARTER_MONTHLY: 'price_same',
      STRIPE_PRICE_STARTER_YEARLY: 'price_2',
      STRIPE_PRICE_HOBBYIST_MONTHLY: 'price_same',
      STRIPE_PRICE_HOBBYIST_YEARLY: 'price_4',
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_5',
      STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_6',
    }
    expect(() => loadConfig(env)).toThrow(/its own price id/)
  })

  it('with no Stripe key the sandbox is used', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'sandbox' })
  })
})

describe('billing logs', () => {
  it('a checkout, a payment and a cancellation log no checkout or manage link secret', async () => {
    let logs = ''
    const logStream = new PassThrough()
    logStream.on('data', (chunk) => {
      logs += chunk.toString()
    })
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, { logStream })
    try {
      const account = await registerUser(logged.app)
      const checkoutUrl = await startCheckout(logged.app, account.token, 'sandbox_starter_monthly')
      expect((await payInSandbox(logged.app, checkoutUrl)).statusCode).toBe(303)
      const portalUrl = await openPortal(logged.app, account.token)
      expect((await manage(logged.app, portalUrl, 'cancel')).statusCode).toBe(303)

      expect(logs).toContain('/api/billing/sandbox/checkout/?session=[redacted]')
      for (const secret of [sessionOf(checkoutUrl), sessionOf(portalUrl), account.token]) {
        expect(logs).not.toContain(secret)
      }
    } finally {
      await logged.close()
    }
  })
})
