import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingEvents, generationCharges, images, subscriptions, users } from '../../server/db/schema'
import { runBillingJobs, scheduleBillingJobs } from '../../server/jobs/billing-jobs'
import { DirectoryPageStore } from '../../server/storage/directory-store'
import { authHeader, registerUser } from '../helpers/accounts'
import {
  manage,
  openPortal,
  pathOf,
  payInSandbox,
  sessionOf,
  startCheckout,
  submitForm,
  subscriptionState,
  usage,
} from '../helpers/billing'
import { createTestApp, type TestApp } from '../helpers/test-app'

const DAY = 24 * 3600_000
let t: TestApp
const now = () => t.now()
const advance = (ms: number) => t.advance(ms)
const runJobs = () =>
  runBillingJobs({ db: t.db, files: new DirectoryPageStore(t.dataDir), log: t.app.log }, now())

beforeAll(async () => {
  // These tests run the billing jobs themselves, at the times they choose.
  t = await createTestApp({ BILLING_JOBS_EVERY_MINUTES: '0' })
})
afterAll(() => t.close())

async function subscribe(priceId = 'sandbox_starter_monthly') {
  const account = await registerUser(t.app)
  const paid = await payInSandbox(t.app, await startCheckout(t.app, account.token, priceId))
  expect(paid.statusCode).toBe(303)
  return account
}

const rowOf = async (userId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]

/** A saved page with its PNG and PDF files, as the generator leaves it. */
async function savePage(userId: string) {
  const [row] = await t.db
    .insert(images)
    .values({ userId, promptRaw: 'a cat', promptFinal: 'a cat', complexity: 'easy', style: 'cartoon' })
    .returning()
  const files = new DirectoryPageStore(t.dataDir)
  const png = await files.put(row.id, 'png', Buffer.from('png bytes'))
  const pdf = await files.put(row.id, 'pdf', Buffer.from('pdf bytes'))
  await t.db.update(images).set({ pngFile: png, pdfFile: pdf }).where(eq(images.id, row.id))
  return [path.join(files.dir, png), path.join(files.dir, pdf)]
}

describe('sandbox checkout', () => {
  it('the checkout page says test mode, names the plan and price, and offers Pay and a way back', async () => {
    const { token, email } = await registerUser(t.app)
    const url = await startCheckout(t.app, token, 'sandbox_starter_yearly')
    expect(url).toMatch(/^http:\/\/colorly\.test\/api\/billing\/sandbox\/checkout\/\?session=[\w-]{43}$/)
    const page = await t.app.inject({ method: 'GET', url: pathOf(url) })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('Test mode: no card is charged')
    expect(page.body).toContain('Subscribe to Starter')
    expect(page.body).toContain('$84.00 per year')
    expect(page.body).toContain(email)
    expect(page.body).toMatch(/<button type="submit" class="primary">Pay \$84\.00/)
    expect(page.body).toContain('href="http://colorly.test/pricing"')
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['cache-control']).toBe('no-store')
  })

  it('paying for Starter redirects to the success page and usage shows a monthly limit of 100', async () => {
    const { token } = await registerUser(t.app)
    const paid = await payInSandbox(t.app, await startCheckout(t.app, token, 'sandbox_starter_monthly'))
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe('http://colorly.test/account')
    expect(await usage(t.app, token)).toEqual({
      plan: 'starter',
      is_free_plan: false,
      images_generated: 0,
      total_limit: null,
      monthly_limit: 100,
    })
    const state = await subscriptionState(t.app, token)
    expect(state).toMatchObject({
      plan: 'starter',
      planName: 'Starter',
      interval: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      endsAt: null,
      dataDeletionAt: null,
      provider: 'sandbox',
      testMode: true,
    })
    const start = new Date(state.currentPeriodStart)
    const end = new Date(state.currentPeriodEnd)
    expect(Math.abs(start.getTime() - now().getTime())).toBeLessThan(5000)
    expect((end.getTime() - start.getTime()) / DAY).toBeGreaterThanOrEqual(28)
    expect((end.getTime() - start.getTime()) / DAY).toBeLessThanOrEqual(31)
    expect(state.renewsAt).toBe(state.currentPeriodEnd)
  })

  it('an annual plan gets a one-year period', async () => {
    const { token } = await subscribe('sandbox_professional_yearly')
    const state = await subscriptionState(t.app, token)
    expect(state).toMatchObject({ plan: 'professional', interval: 'yearly' })
    const days = (Date.parse(state.currentPeriodEnd) - Date.parse(state.currentPeriodStart)) / DAY
    expect(days === 365 || days === 366).toBe(true)
    expect((await usage(t.app, token)).monthly_limit).toBe(5000)
  })

  it('a checkout link is paid once: pressing Pay again answers 410 and changes nothing', async () => {
    const { token, user } = await registerUser(t.app)
    const url = await startCheckout(t.app, token, 'sandbox_hobbyist_monthly')
    expect((await payInSandbox(t.app, url)).statusCode).toBe(303)
    const before = await rowOf(user.id)
    advance(60_000)
    const again = await submitForm(t.app, '/api/billing/sandbox/checkout/pay/', { session: sessionOf(url) })
    expect(again.statusCode).toBe(410)
    expect(again.body).toContain('already been paid')
    expect(await rowOf(user.id)).toEqual(before)
  })

  it('a checkout link expires after an hour', async () => {
    const { token, user } = await registerUser(t.app)
    const url = await startCheckout(t.app, token, 'sandbox_starter_monthly')
    advance(61 * 60_000)
    expect((await t.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(410)
    const pay = await submitForm(t.app, '/api/billing/sandbox/checkout/pay/', { session: sessionOf(url) })
    expect(pay.statusCode).toBe(410)
    expect((await rowOf(user.id)).plan).toBe('free')
  })

  it('a made-up checkout link answers 404 with a page saying so, and changes nothing', async () => {
    const { user } = await registerUser(t.app)
    const forged = 'A'.repeat(43)
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/billing/sandbox/checkout/?session=${forged}`,
    })
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('This link is not valid')
    const pay = await submitForm(t.app, '/api/billing/sandbox/checkout/pay/', { session: forged })
    expect(pay.statusCode).toBe(404)
    const noSession = await submitForm(t.app, '/api/billing/sandbox/checkout/pay/', {})
    expect(noSession.statusCode).toBe(400)
    expect((await rowOf(user.id)).plan).toBe('free')
  })

  it('a checkout link is bound to the user who asked for it: paying it changes no one else', async () => {
    const buyer = await registerUser(t.app)
    const other = await registerUser(t.app)
    await payInSandbox(t.app, await startCheckout(t.app, buyer.token, 'sandbox_starter_monthly'))
    expect((await usage(t.app, buyer.token)).plan).toBe('starter')
    expect((await usage(t.app, other.token)).plan).toBe('free')
  })

  it('the cancel link of the checkout page goes back to the cancel url and changes nothing', async () => {
    const { token, user } = await registerUser(t.app)
    const url = await startCheckout(t.app, token, 'sandbox_starter_monthly')
    const page = await t.app.inject({ method: 'GET', url: pathOf(url) })
    expect(page.body).toMatch(
      /<a class="link-button secondary" href="http:\/\/colorly\.test\/pricing">Cancel/,
    )
    expect((await rowOf(user.id)).plan).toBe('free')
  })
})

describe('sandbox manage page and lifecycle', () => {
  it('cancel keeps Starter until the period end and shows the end and deletion dates; reactivate undoes it', async () => {
    const { token } = await subscribe()
    const portal = await openPortal(t.app, token)
    expect(portal).toMatch(/^http:\/\/colorly\.test\/api\/billing\/sandbox\/portal\/\?session=/)
    const page = await t.app.inject({ method: 'GET', url: pathOf(portal) })
    expect(page.body).toContain('Test mode: no card is charged')
    expect(page.body).toContain('Cancel subscription')
    expect(page.body).toContain('href="http://colorly.test/account"')

    const cancelled = await manage(t.app, portal, 'cancel')
    expect(cancelled.statusCode).toBe(303)
    const after = await t.app.inject({ method: 'GET', url: cancelled.headers.location as string })
    expect(after.body).toContain('Your subscription is cancelled')
    expect(after.body).toContain('Reactivate subscription')

    const state = await subscriptionState(t.app, token)
    expect(state).toMatchObject({
      plan: 'starter',
      status: 'active',
      cancelAtPeriodEnd: true,
      renewsAt: null,
    })
    expect(state.endsAt).toBe(state.currentPeriodEnd)
    expect(Date.parse(state.dataDeletionAt) - Date.parse(state.endsAt)).toBe(30 * DAY)
    expect((await usage(t.app, token)).monthly_limit).toBe(100)

    expect((await manage(t.app, portal, 'reactivate')).statusCode).toBe(303)
    expect(await subscriptionState(t.app, token)).toMatchObject({
      plan: 'starter',
      cancelAtPeriodEnd: false,
      renewsAt: state.currentPeriodEnd,
      endsAt: null,
      dataDeletionAt: null,
    })
  })

  it('a cancelled plan ends at the period end (free again), and 30 days later the job deletes the account and its files', async () => {
    const keeper = await registerUser(t.app)
    const keeperFiles = await savePage(keeper.user.id)
    const { token, user } = await subscribe()
    const files = await savePage(user.id)
    await manage(t.app, await openPortal(t.app, token), 'cancel')
    const { currentPeriodEnd } = await subscriptionState(t.app, token)
    const periodEnd = Date.parse(currentPeriodEnd)

    advance(periodEnd - now().getTime() - 60_000) // a minute before the end
    await runJobs()
    expect((await rowOf(user.id)).status).toBe('active')
    expect((await usage(t.app, token)).plan).toBe('starter')

    advance(2 * 60_000) // just past the end
    expect((await runJobs()).ended).toBeGreaterThanOrEqual(1)
    expect(await usage(t.app, token)).toMatchObject({ plan: 'free', is_free_plan: true, total_limit: 10 })
    const ended = await subscriptionState(t.app, token)
    expect(ended).toMatchObject({ plan: 'free', status: 'canceled', endsAt: currentPeriodEnd })
    expect(ended.dataDeletionAt).toBe(new Date(periodEnd + 30 * DAY).toISOString())
    expect((await rowOf(user.id)).endedAt?.toISOString()).toBe(currentPeriodEnd)

    advance(29 * DAY)
    await runJobs()
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)
    expect(files.every((f) => fs.existsSync(f))).toBe(true)

    advance(DAY)
    expect((await runJobs()).deletedAccounts).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(await t.db.select().from(images).where(eq(images.userId, user.id))).toEqual([])
    expect(files.some((f) => fs.existsSync(f))).toBe(false)
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: authHeader(token) })
    expect(me.statusCode).toBe(401)
    // Nobody else's account or pages are touched.
    expect((await usage(t.app, keeper.token)).plan).toBe('free')
    expect(keeperFiles.every((f) => fs.existsSync(f))).toBe(true)
  })

  it('a plan not cancelled renews: the job rolls the period forward and the quota counts the new period only', async () => {
    const { token, user } = await subscribe('sandbox_hobbyist_monthly')
    await t.db.insert(generationCharges).values([{ userId: user.id, createdAt: now() }])
    expect((await usage(t.app, token)).images_generated).toBe(1)
    const first = await subscriptionState(t.app, token)

    advance(Date.parse(first.currentPeriodEnd) - now().getTime() + 1000)
    // Before the job has run, the old period's charge already no longer counts.
    expect(await usage(t.app, token)).toMatchObject({ plan: 'hobbyist', images_generated: 0 })
    expect((await runJobs()).renewed).toBeGreaterThanOrEqual(1)
    const second = await subscriptionState(t.app, token)
    expect(second).toMatchObject({ plan: 'hobbyist', status: 'active', cancelAtPeriodEnd: false })
    expect(second.currentPeriodStart).toBe(first.currentPeriodEnd)
    expect(Date.parse(second.currentPeriodEnd)).toBeGreaterThan(now().getTime())
    expect(second.renewsAt).toBe(second.currentPeriodEnd)

    // A second pass renews nothing more.
    const again = await runJobs()
    expect(again.renewed).toBe(0)
    expect((await subscriptionState(t.app, token)).currentPeriodEnd).toBe(second.currentPeriodEnd)
  })

  it('a server that was off for months renews once, to the period that contains now', async () => {
    const { token } = await subscribe('sandbox_starter_monthly')
    advance(75 * DAY)
    await runJobs()
    const state = await subscriptionState(t.app, token)
    expect(Date.parse(state.currentPeriodStart)).toBeLessThanOrEqual(now().getTime())
    expect(Date.parse(state.currentPeriodEnd)).toBeGreaterThan(now().getTime())
  })

  it('switching plan on the manage page applies at once with a new period', async () => {
    const { token } = await subscribe('sandbox_starter_monthly')
    advance(5 * DAY)
    const portal = await openPortal(t.app, token)
    const page = await t.app.inject({ method: 'GET', url: pathOf(portal) })
    expect(page.body).toContain('value="sandbox_professional_yearly"')
    expect(page.body).not.toContain('value="sandbox_starter_monthly"')
    const res = await manage(t.app, portal, 'switch', { priceId: 'sandbox_professional_yearly' })
    expect(res.statusCode).toBe(303)
    const state = await subscriptionState(t.app, token)
    expect(state).toMatchObject({ plan: 'professional', interval: 'yearly', cancelAtPeriodEnd: false })
    expect(Math.abs(Date.parse(state.currentPeriodStart) - now().getTime())).toBeLessThan(5000)
    expect((await manage(t.app, portal, 'switch', { priceId: 'nope' })).statusCode).toBe(400)
    expect(
      (await manage(t.app, portal, 'switch', { priceId: 'sandbox_professional_yearly' })).statusCode,
    ).toBe(400)
  })

  it('a checkout for another plan while subscribed switches at once on paying; the same plan opens the manage page', async () => {
    const { token } = await subscribe('sandbox_starter_monthly')
    const same = await startCheckout(t.app, token, 'sandbox_starter_monthly')
    expect(same).toMatch(/\/api\/billing\/sandbox\/portal\/\?session=/)
    const other = await startCheckout(t.app, token, 'sandbox_hobbyist_monthly')
    const page = await t.app.inject({ method: 'GET', url: pathOf(other) })
    expect(page.body).toContain('This replaces your Starter (monthly) plan now')
    expect((await payInSandbox(t.app, other)).statusCode).toBe(303)
    expect((await usage(t.app, token)).monthly_limit).toBe(1000)
  })

  it('after the plan has ended, Reactivate is refused and a new checkout starts the plan again and cancels the deletion', async () => {
    const { token } = await subscribe()
    const portal = await openPortal(t.app, token)
    await manage(t.app, portal, 'cancel')
    advance(Date.parse((await subscriptionState(t.app, token)).currentPeriodEnd) - now().getTime() + 1000)
    await runJobs()
    const fresh = await openPortal(t.app, token)
    const page = await t.app.inject({ method: 'GET', url: pathOf(fresh) })
    expect(page.body).toContain('You are on the <strong>Free</strong> plan')
    expect(page.body).toContain('href="http://colorly.test/pricing">See plans')
    const refused = await manage(t.app, fresh, 'reactivate')
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('Choose a plan on the pricing page')

    expect(
      (await payInSandbox(t.app, await startCheckout(t.app, token, 'sandbox_starter_monthly'))).statusCode,
    ).toBe(303)
    expect(await subscriptionState(t.app, token)).toMatchObject({
      plan: 'starter',
      status: 'active',
      dataDeletionAt: null,
    })
    advance(31 * DAY)
    await runJobs()
    expect((await usage(t.app, token)).plan).toBe('starter')
  })

  it('a free account with no plan gets a manage page offering the plans, and is never deleted by the job', async () => {
    const { token, user } = await registerUser(t.app)
    const page = await t.app.inject({ method: 'GET', url: pathOf(await openPortal(t.app, token)) })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('See plans')
    expect((await manage(t.app, await openPortal(t.app, token), 'cancel')).statusCode).toBe(400)
    advance(60 * DAY)
    await runJobs()
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)
  })

  it('the scheduled jobs run on their own and stop when asked', async () => {
    const { token, user } = await subscribe()
    await manage(t.app, await openPortal(t.app, token), 'cancel')
    advance(Date.parse((await subscriptionState(t.app, token)).currentPeriodEnd) - now().getTime() + 1000)
    const stop = scheduleBillingJobs(
      { db: t.db, files: new DirectoryPageStore(t.dataDir), log: t.app.log },
      now,
      50,
    )
    try {
      await expect.poll(async () => (await rowOf(user.id)).status, { timeout: 5000 }).toBe('canceled')
    } finally {
      await stop()
    }
  })

  it('every change made through the sandbox pages is recorded as a billing event', async () => {
    const before = (await t.db.select().from(billingEvents)).length
    const { token } = await subscribe()
    const portal = await openPortal(t.app, token)
    await manage(t.app, portal, 'cancel')
    await manage(t.app, portal, 'reactivate')
    expect((await t.db.select().from(billingEvents)).length).toBe(before + 3)
  })
})
