import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { HttpError } from '../../server/http/errors'
import { createRateLimiter, type RateLimiter } from '../../server/http/rate-limit'
import { createTestApp, pgliteTemplateDump, type TestApp } from '../helpers/test-app'

// A generate request counts four limits (user and address, minute and hour) in one statement: each is
// counted only while the ones before it hold, as four statements stopping at the first 429 did.
let t: TestApp
let database: Database
let limiter: RateLimiter
let clock = new Date('2030-01-01T00:00:00Z')
beforeAll(async () => {
  t = await createTestApp()
  database = await openDatabase({
    databaseUrl: t.databaseUrl,
    dataDir: null,
    pgliteDump: t.databaseUrl ? undefined : await pgliteTemplateDump(),
  })
  limiter = createRateLimiter(database.db, () => clock)
})
afterAll(async () => {
  await database.close()
  await t.close()
})

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (err: unknown) => (err instanceof HttpError ? { status: err.statusCode, headers: err.headers } : err),
  )

describe('limits counted in turn', () => {
  it('a limit passed leaves the limits after it uncounted, and its 429 says when its window ends', async () => {
    const key = `turn-${Math.random()}`
    const limits = [
      { key: `${key}:a`, limit: 1, windowSeconds: 60 },
      { key: `${key}:b`, limit: 5, windowSeconds: 3600 },
    ]
    await limiter.hitInTurn(limits)
    clock = new Date(clock.getTime() + 20_000)
    // Twice past a's limit: b is not counted either time.
    expect(await refusal(limiter.hitInTurn(limits))).toEqual({
      status: 429,
      headers: { 'retry-after': '40' },
    })
    expect(await refusal(limiter.hitInTurn(limits))).toMatchObject({ status: 429 })
    // b was counted once: a limit of 2 lets one more through, then refuses with b's own window.
    await limiter.hit(`${key}:b`, 2, 3600)
    expect(await refusal(limiter.hit(`${key}:b`, 2, 3600))).toEqual({
      status: 429,
      headers: { 'retry-after': '3580' },
    })
    // a's window ends and it counts from 1 again; b goes on in its hour (3 so far, the refused hit included).
    clock = new Date(clock.getTime() + 60_000)
    await limiter.hitInTurn([limits[0], { ...limits[1], limit: 4 }])
    expect(
      await refusal(
        limiter.hitInTurn([
          { ...limits[0], limit: 2 },
          { ...limits[1], limit: 4 },
        ]),
      ),
    ).toMatchObject({
      status: 429,
    })
  })

  it('counts every limit when all hold, and refuses at the one passed further on', async () => {
    const key = `turn-${Math.random()}`
    const limits = [1, 2, 3].map((n) => ({ key: `${key}:${n}`, limit: 10, windowSeconds: 60 }))
    for (let i = 0; i < 4; i++) await limiter.hitInTurn(limits)
    // The second has been counted 4 times: with a limit of 4, the next attempt is refused there.
    expect(
      await refusal(limiter.hitInTurn([limits[0], { ...limits[1], limit: 4 }, limits[2]])),
    ).toMatchObject({
      status: 429,
    })
    // The third was not counted by the refused attempt: 4 so far, so a limit of 5 lets one more through.
    await limiter.hit(`${key}:3`, 5, 60)
    expect(await refusal(limiter.hit(`${key}:3`, 5, 60))).toMatchObject({ status: 429 })
  })
})
