import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges } from '../../server/db/schema'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_GENERATE_PER_MINUTE: '3',
    RATE_LIMIT_GENERATE_PER_HOUR: '5',
    RATE_LIMIT_GENERATE_PER_IP_PER_MINUTE: '6',
    RATE_LIMIT_GENERATE_PER_IP_PER_HOUR: '100',
  })
})
afterAll(() => t.close())

let lastOctet = 0
const newIp = () => `198.51.100.${++lastOctet}`
const generate = (user: RegisteredUser, prompt: string, ip: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt, improve_prompt: false },
    headers: { ...authHeader(user.token), ...(key ? { 'idempotency-key': key } : {}) },
    remoteAddress: ip,
  })
const REFUSED = 'a man stabbing another man with a knife'

describe('generation is limited per user and per address', () => {
  it('a burst past the per-minute limit answers 429 with Retry-After; failed attempts count too', async () => {
    const user = await registerUser(t.app)
    const ip = newIp()
    expect((await generate(user, REFUSED, ip)).statusCode).toBe(400)
    expect((await generate(user, REFUSED, ip)).statusCode).toBe(400)
    expect((await generate(user, 'a cat', ip)).statusCode).toBe(201)
    const res = await generate(user, 'a cat', ip)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(res.json()).toEqual({
      error: 'You are making pages faster than we can keep up with. Please try again in 1 minute.',
    })
    // Another user on another address is unaffected.
    expect((await generate(await registerUser(t.app), 'a dog', newIp())).statusCode).toBe(201)
  })

  it('a page asked for again with the same Idempotency-Key is not a new attempt', async () => {
    // A tablet whose answers were lost sends its page again and again: it gets that page each time,
    // not a 429, and its allowance is still there for new pages.
    const user = await registerUser(t.app)
    const ip = newIp()
    const first = await generate(user, 'a cat', ip, 'page-1')
    expect(first.statusCode).toBe(201)
    for (let i = 0; i < 5; i++) {
      const again = await generate(user, 'a cat', ip, 'page-1')
      expect(again.statusCode).toBe(200)
      expect(again.json().id).toBe(first.json().id)
    }
    expect((await generate(user, 'a dog', ip, 'page-2')).statusCode).toBe(201)
    expect((await generate(user, 'a fish', ip, 'page-3')).statusCode).toBe(201)
    // A new key is a new attempt: the fourth in the minute.
    expect((await generate(user, 'a bird', ip, 'page-4')).statusCode).toBe(429)
  })

  it('the per-hour limit holds after the minute has passed', async () => {
    const user = await registerUser(t.app)
    const ip = newIp()
    for (let i = 0; i < 3; i++) expect((await generate(user, REFUSED, ip)).statusCode).toBe(400)
    t.advance(61_000)
    for (let i = 0; i < 2; i++) expect((await generate(user, REFUSED, ip)).statusCode).toBe(400)
    const res = await generate(user, 'a cat', ip)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60)
  })

  it('one address is limited across the accounts it uses', async () => {
    const ip = newIp()
    for (let i = 0; i < 3; i++) {
      const user = await registerUser(t.app)
      const expected = i < 2 ? [400, 400, 400] : [429, 429, 429]
      const codes = []
      for (let j = 0; j < 3; j++) codes.push((await generate(user, REFUSED, ip)).statusCode)
      expect(codes).toEqual(expected)
    }
  })

  it('with the quota spent, pressing Generate quickly answers the limit (403) every time, never 429', async () => {
    const user = await registerUser(t.app)
    const ip = newIp()
    await t.db.insert(generationCharges).values(
      Array.from({ length: 10 }, () => ({
        userId: user.user.id,
        createdAt: new Date(Date.now() - 60_000),
      })),
    )
    // More presses than the burst limit (3 a minute) allows.
    for (let i = 0; i < 6; i++) {
      const res = await generate(user, 'a cat', ip)
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe(
        "You've used all 10 free coloring pages. Upgrade your plan to create more coloring pages!",
      )
    }
    // The presses at the limit spent none of the address's allowance: another account there still makes pages.
    expect((await generate(await registerUser(t.app), 'a dog', ip)).statusCode).toBe(201)
  })
})
