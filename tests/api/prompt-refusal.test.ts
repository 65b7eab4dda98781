import fs from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { generationCharges, trialUses } from '../../server/db/schema'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { withUnknownAxolotl } from '../helpers/unknown-subject'

vi.mock('../../server/engine/plan/make-plan', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/engine/plan/make-plan')>()
  return {
    ...original,
    makePlan: (input: Parameters<typeof original.makePlan>[0]) =>
      withUnknownAxolotl(original.makePlan(input)),
  }
})

// The builtin engine: prompts it will not draw answer 422 {error, suggestions} and cost nothing.
let t: TestApp
let user: RegisteredUser
beforeAll(async () => {
  t = await createTestApp({ TRIAL_PER_IP_PER_DAY: '3' })
  user = await registerUser(t.app)
})
afterAll(() => t.close())

const generate = (as: RegisteredUser, prompt: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt, improve_prompt: true, complexity: 'easy', style: 'cartoon' },
    headers: { ...authHeader(as.token), ...headers },
  })
const trial = (prompt: string, visitorId: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/trial/',
    payload: { prompt, visitor_id: visitorId },
    remoteAddress: ip,
  })
const usage = async (as: RegisteredUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/images/usage/', headers: authHeader(as.token) })).json()
const listed = async (as: RegisteredUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/images/', headers: authHeader(as.token) })).json()
const pageFiles = () => {
  const dir = path.join(t.dataDir, 'images')
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0
}
const bookings = async () => Number((await t.db.select({ n: count() }).from(trialUses))[0].n)

const pikachu = {
  error: "Colorly doesn't draw Pikachu: characters belong to their owners. Try a generic take instead.",
  suggestions: ['a cute mouse', 'a mouse holding a balloon', 'a hamster'],
}

describe('generate refuses what the builtin engine will not draw', () => {
  it('a named character answers 422 with the reason and generic takes; nothing is charged, listed or stored', async () => {
    const before = await usage(user)
    const files = pageFiles()
    const res = await generate(user, 'Pikachu')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual(pikachu)
    expect(await usage(user)).toEqual(before)
    expect(await listed(user)).toEqual([])
    expect(pageFiles()).toBe(files)
  })

  it('an unknown subject answers 422 with suggestions, and Magic Prompt does not change that', async () => {
    const res = await generate(user, 'an axolotl')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      error: "Colorly can't draw 'axolotl' yet.",
      suggestions: ['a lizard', 'a frog', 'a fish'],
    })
    expect((await usage(user)).images_generated).toBe(0)
  })

  it('the Idempotency-Key of a refused prompt still makes the corrected page, once', async () => {
    const key = 'refused-then-corrected-1'
    expect((await generate(user, 'spiderman', { 'idempotency-key': key })).statusCode).toBe(422)
    const made = await generate(user, 'a superhero', { 'idempotency-key': key })
    expect(made.statusCode).toBe(201)
    const again = await generate(user, 'a superhero', { 'idempotency-key': key })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(made.json().id)
    expect((await usage(user)).images_generated).toBe(1)
  })

  it('is decided before the quota: with no page left, a character is still 422, not the limit', async () => {
    const spent = await registerUser(t.app)
    await t.db
      .insert(generationCharges)
      .values(Array.from({ length: 10 }, () => ({ userId: spent.user.id, createdAt: new Date() })))
    expect((await generate(spent, 'Elsa and Anna')).statusCode).toBe(422)
    expect((await generate(spent, 'a snowman')).statusCode).toBe(403)
    const rows = await t.db
      .select({ n: count() })
      .from(generationCharges)
      .where(eq(generationCharges.userId, spent.user.id))
    expect(Number(rows[0].n)).toBe(10)
  })

  it('a prompt that only mentions a word inside another word is drawn', async () => {
    const res = await generate(user, 'a spider and a mouse')
    expect(res.statusCode).toBe(201)
  })
})

describe('the free trial refuses what the builtin engine will not draw', () => {
  it('answers 422 with suggestions and the trial stays available for a corrected prompt', async () => {
    const ip = '203.0.113.50'
    const before = await bookings()
    const res = await trial('pikachu', 'visitor-refused-1', ip)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual(pikachu)
    const unknown = await trial('an axolotl', 'visitor-refused-1', ip)
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().suggestions).toEqual(['a lizard', 'a frog', 'a fish'])
    expect(await bookings()).toBe(before)
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/images/download_trial/?visitor_id=visitor-refused-1',
    })
    expect(download.statusCode).toBe(404)
    const made = await trial('a cute mouse', 'visitor-refused-1', ip)
    expect(made.statusCode).toBe(200)
    expect(await bookings()).toBe(before + 1)
  })

  it('refused prompts do not count against the per-address daily pages', async () => {
    const ip = '203.0.113.51'
    for (const v of ['cap-refused-1', 'cap-refused-2', 'cap-refused-3', 'cap-refused-4'])
      expect((await trial('Mickey Mouse', v, ip)).statusCode).toBe(422)
    for (const v of ['cap-refused-1', 'cap-refused-2', 'cap-refused-3'])
      expect((await trial('a mouse', v, ip)).statusCode).toBe(200)
  })
})
