import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trialUses } from '../../server/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ TRIAL_PER_IP_PER_DAY: '3' })
})
afterAll(() => t.close())

const trial = (prompt: string, visitorId: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/trial/',
    payload: { prompt, visitor_id: visitorId },
    remoteAddress: ip,
  })
const bookings = async () => Number((await t.db.select({ n: count() }).from(trialUses))[0].n)

describe('free trial', () => {
  it('answers one page as base64 PNG, then refuses the same visitor', async () => {
    const res = await trial('a friendly dragon', 'visitor-aaaa-1111', '203.0.113.1')
    expect(res.statusCode).toBe(200)
    const png = Buffer.from(res.json().image, 'base64')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    const again = await trial('a cat', 'visitor-aaaa-1111', '203.0.113.2')
    expect(again.statusCode).toBe(403)
    expect(again.json()).toEqual({ error: 'Free trial already used. Please sign up to create more images.' })
  })

  it('the same visitor may try again after 30 days', async () => {
    expect((await trial('an owl', 'visitor-bbbb-2222', '203.0.113.3')).statusCode).toBe(200)
    t.advance(31 * 24 * 3600 * 1000)
    try {
      expect((await trial('an owl', 'visitor-bbbb-2222', '203.0.113.3')).statusCode).toBe(200)
    } finally {
      t.advance(-31 * 24 * 3600 * 1000)
    }
  })

  it('caps pages per network address per day, so clearing storage does not give endless pages', async () => {
    const ip = '198.51.100.9'
    for (const v of ['cap-visitor-1', 'cap-visitor-2', 'cap-visitor-3']) {
      expect((await trial('a kitten', v, ip)).statusCode).toBe(200)
    }
    const fourth = await trial('a kitten', 'cap-visitor-4', ip)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.headers['retry-after']).toBeDefined()
    expect(fourth.json().error).toMatch(/sign up/)
    expect((await trial('a kitten', 'cap-visitor-5', '198.51.100.10')).statusCode).toBe(200)
  })

  it('an unsafe prompt is refused with 400 and does not use up the trial', async () => {
    const before = await bookings()
    const res = await trial('a naked woman', 'visitor-cccc-3333', '203.0.113.4')
    expect(res.statusCode).toBe(400)
    expect(await bookings()).toBe(before)
    expect((await trial('a sailboat', 'visitor-cccc-3333', '203.0.113.4')).statusCode).toBe(200)
  })

  it("download_trial gives the visitor's page as a PNG attachment", async () => {
    await trial('a happy whale', 'visitor-dddd-4444', '203.0.113.5')
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/download_trial/?visitor_id=visitor-dddd-4444',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['content-disposition']).toContain('filename="a_happy_whale.png"')
  })

  it('download_trial for an unknown visitor answers 404, and without one 400', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/images/download_trial/?visitor_id=nobody-here-0000',
    })
    expect(unknown.statusCode).toBe(404)
    const missing = await t.app.inject({ method: 'GET', url: '/api/images/download_trial/' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error).toMatch(/visitor_id/)
  })

  it('a missing prompt or visitor id answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/trial/',
      payload: { prompt: 'a cat' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/visitor_id/)
  })
})
