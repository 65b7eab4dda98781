import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSecret } from '../../server/auth/secrets'
import { authTokens, images, pageViews, passwordResetTokens, trialUses } from '../../server/db/schema'
import { PAGE_VIEW_DAYS, pruneRecords } from '../../server/jobs/prune-records'
import { DirectoryPageStore } from '../../server/storage/directory-store'
import { authHeader, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

const HOUR = 3600_000
const DAY = 24 * HOUR
let t: TestApp
const now = () => t.now()
const advance = (ms: number) => t.advance(ms)
const prune = () => pruneRecords({ db: t.db, files: new DirectoryPageStore(t.dataDir) }, now())

beforeAll(async () => {
  // These tests prune themselves, at the times they choose.
  t = await createTestApp({ BILLING_JOBS_EVERY_MINUTES: '0' })
})
afterAll(() => t.close())

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: authHeader(token) })
const tokensOf = async (userId: string) => t.db.select().from(authTokens).where(eq(authTokens.userId, userId))

describe('rows no request can use any more are pruned', () => {
  it('deletes a signed-out session at once and an idle one after 90 days; both still answer 401', async () => {
    const account = await registerUser(t.app)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: account.password },
    })
    const second: string = login.json().token
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: authHeader(account.token),
    })
    expect(out.statusCode).toBe(204)
    expect(await tokensOf(account.user.id)).toHaveLength(2)
    expect((await prune()).sessions).toBeGreaterThanOrEqual(1)
    expect((await tokensOf(account.user.id)).map((r) => r.tokenHash)).toEqual([hashSecret(second)])
    expect((await me(account.token)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(200)
    advance(89 * DAY)
    await prune()
    expect(await tokensOf(account.user.id)).toHaveLength(1)
    advance(2 * DAY)
    await prune()
    expect(await tokensOf(account.user.id)).toHaveLength(0)
    const gone = await me(second)
    expect(gone.statusCode).toBe(401)
    expect(gone.json().error).toMatch(/session has ended/)
  })

  it('deletes reset links used or expired, and keeps a live one', async () => {
    const account = await registerUser(t.app)
    const link = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: account.user.id,
      tokenHash: hashSecret(`${name}-${account.user.id}`),
      expiresAt,
      usedAt,
      createdAt: now(),
    })
    const hour = new Date(now().getTime() + HOUR)
    await t.db
      .insert(passwordResetTokens)
      .values([link('live', hour), link('used', hour, now()), link('expired', new Date(now().getTime() - 1))])
    await prune()
    const left = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id))
    expect(left.map((r) => r.tokenHash)).toEqual([hashSecret(`live-${account.user.id}`)])
  })

  it("deletes a visitor's trial page, its file and its booking once the trial's 30 days are over", async () => {
    const visitorId = 'retention-visitor-1'
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/images/trial/',
      payload: { prompt: 'a friendly dragon', visitor_id: visitorId },
      remoteAddress: '203.0.113.77',
    })
    expect(made.statusCode).toBe(200)
    const [page] = await t.db.select().from(images).where(eq(images.visitorId, visitorId))
    const file = path.join(new DirectoryPageStore(t.dataDir).dir, page.pngFile as string)
    expect(fs.existsSync(file)).toBe(true)
    const download = () =>
      t.app.inject({ method: 'GET', url: `/api/images/download_trial/?visitor_id=${visitorId}` })
    advance(29 * DAY)
    await prune()
    expect((await download()).statusCode).toBe(200)
    advance(2 * DAY)
    const pruned = await prune()
    expect(pruned.trialPages).toBeGreaterThanOrEqual(1)
    expect(pruned.trialBookings).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(images).where(eq(images.id, page.id))).toHaveLength(0)
    expect(await t.db.select().from(trialUses).where(eq(trialUses.visitorId, visitorId))).toHaveLength(0)
    expect(fs.existsSync(file)).toBe(false)
    expect((await download()).statusCode).toBe(404)
  })

  it(`deletes page views after ${PAGE_VIEW_DAYS} days`, async () => {
    const view = (pagePath: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/pageview/',
        payload: { path: pagePath, referrer: null, visitor_id: null },
      })
    expect((await view('/retention-old')).statusCode).toBe(204)
    // An hour either side of the limit: the requests themselves take real time.
    advance(PAGE_VIEW_DAYS * DAY - HOUR)
    expect((await view('/retention-new')).statusCode).toBe(204)
    await prune()
    const paths = async () => (await t.db.select({ path: pageViews.path }).from(pageViews)).map((r) => r.path)
    expect(await paths()).toEqual(expect.arrayContaining(['/retention-old', '/retention-new']))
    advance(2 * HOUR)
    await prune()
    expect(await paths()).not.toContain('/retention-old')
    expect(await paths()).toContain('/retention-new')
  })
})
