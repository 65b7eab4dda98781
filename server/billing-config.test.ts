import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_sm',
  STRIPE_PRICE_STARTER_YEARLY: 'price_sy',
  STRIPE_PRICE_HOBBYIST_MONTHLY: 'price_hm',
  STRIPE_PRICE_HOBBYIST_YEARLY: 'price_hy',
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_pm',
  STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_py',
}

// A production start needs the operator's details too (operator-config.test.ts).
const OPERATOR = {
  SUPPORT_EMAIL: 'help@colorly.com',
  COMPANY_NAME: 'Colorly Ltd',
  COMPANY_ADDRESS: '1 Main Street, Springfield',
}

describe('billing fails closed', () => {
  it('npm start on the embedded defaults (no NODE_ENV, no Stripe) runs the sandbox', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'sandbox' })
  })

  it('a production start without Stripe refuses to start, naming every missing variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER_MONTHLY, .*STRIPE_PRICE_PROFESSIONAL_YEARLY: a production start \(NODE_ENV=production\) takes payments through Stripe/,
    )
  })

  it('a production start with only some Stripe settings names the ones missing', () => {
    const { STRIPE_WEBHOOK_SECRET: _, ...partial } = STRIPE
    expect(() => loadConfig({ NODE_ENV: 'production', ...partial })).toThrow(/STRIPE_WEBHOOK_SECRET/)
  })

  it('production runs the sandbox only when the operator asks for it by name', () => {
    expect(loadConfig({ NODE_ENV: 'production', BILLING: 'sandbox', ...OPERATOR }).billing).toEqual({
      provider: 'sandbox',
    })
  })

  it('BILLING=stripe without its settings refuses to start, even outside production', () => {
    expect(() => loadConfig({ BILLING: 'stripe' })).toThrow(/STRIPE_SECRET_KEY.*BILLING=stripe/)
  })

  it('BILLING=sandbox together with a Stripe key is a contradiction, not a guess', () => {
    expect(() => loadConfig({ BILLING: 'sandbox', ...STRIPE })).toThrow(
      /BILLING=sandbox .* STRIPE_SECRET_KEY is set/,
    )
  })

  it('production with every Stripe setting takes payments through Stripe', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...STRIPE, ...OPERATOR }).billing).toMatchObject({
      provider: 'stripe',
    })
  })
})
