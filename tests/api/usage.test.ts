import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges, subscriptions } from '../../server/db/schema'
import { authHeader, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const usage = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/images/usage/', headers: token ? authHeader(token) : {} })

const DAY = 24 * 3600_000
const charge = (userId: string, createdAt: Date) =>
  t.db.insert(generationCharges).values({ userId, createdAt })

describe('usage', () => {
  it('a new account is on the free plan with 0 of 10 pages used', async () => {
    const { token } = await registerUser(t.app)
    const res = await usage(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      plan: 'free',
      is_free_plan: true,
      images_generated: 0,
      total_limit: 10,
      monthly_limit: null,
    })
  })

  it('on the free plan every charge ever counts, however old', async () => {
    const { token, user } = await registerUser(t.app)
    await charge(user.id, new Date(Date.now() - 400 * DAY))
    await charge(user.id, new Date(Date.now() - 40 * DAY))
    await charge(user.id, new Date())
    const other = await registerUser(t.app)
    await charge(other.user.id, new Date())
    expect((await usage(token)).json().images_generated).toBe(3)
  })

  it('on a paid plan only the charges inside the current billing period count', async () => {
    const { token, user } = await registerUser(t.app)
    const start = new Date(Date.now() - 10 * DAY)
    const end = new Date(Date.now() + 20 * DAY)
    await t.db
      .update(subscriptions)
      .set({ plan: 'hobbyist', provider: 'sandbox', currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.userId, user.id))
    await charge(user.id, new Date(start.getTime() - 1000)) // previous period
    await charge(user.id, start) // first instant of this one
    await charge(user.id, new Date(Date.now() - DAY))
    await charge(user.id, new Date())
    await charge(user.id, end) // belongs to the next period
    const res = await usage(token)
    expect(res.json()).toEqual({
      plan: 'hobbyist',
      is_free_plan: false,
      images_generated: 3,
      total_limit: null,
      monthly_limit: 1000,
    })
  })

  it('a paid plan with no recorded period counts the calendar month (UTC)', async () => {
    const { token, user } = await registerUser(t.app)
    await t.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.userId, user.id))
    const now = new Date()
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    await charge(user.id, new Date(monthStart.getTime() - 1))
    await charge(user.id, monthStart)
    await charge(user.id, now)
    expect((await usage(token)).json().images_generated).toBe(2)
  })

  it.each([
    ['starter', 100],
    ['hobbyist', 1000],
    ['professional', 5000],
  ] as const)('the %s plan has a monthly limit of %i and no total limit', async (plan, limit) => {
    const { token, user } = await registerUser(t.app)
    await t.db.update(subscriptions).set({ plan }).where(eq(subscriptions.userId, user.id))
    const body = (await usage(token)).json()
    expect(body).toMatchObject({ plan, is_free_plan: false, monthly_limit: limit, total_limit: null })
  })

  it('the account and usage agree on the plan', async () => {
    const { token, user } = await registerUser(t.app)
    await t.db.update(subscriptions).set({ plan: 'starter' }).where(eq(subscriptions.userId, user.id))
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: authHeader(token) })
    expect(me.json().user.plan).toBe('starter')
  })

  it('a cancelled paid plan keeps its quota until the period ends, then falls back to free', async () => {
    const { token, user } = await registerUser(t.app)
    await t.db
      .update(subscriptions)
      .set({
        plan: 'starter',
        status: 'canceled',
        currentPeriodStart: new Date(Date.now() - DAY),
        currentPeriodEnd: new Date(Date.now() + DAY),
      })
      .where(eq(subscriptions.userId, user.id))
    expect((await usage(token)).json().plan).toBe('starter')
    t.advance(2 * DAY)
    expect((await usage(token)).json()).toMatchObject({ plan: 'free', is_free_plan: true, total_limit: 10 })
  })

  it('without a token usage answers 401', async () => {
    const res = await usage()
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toEqual(expect.any(String))
  })
})
