import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges, images } from '../../server/db/schema'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const generate = (user: RegisteredUser, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload,
    headers: { ...authHeader(user.token), 'idempotency-key': key },
  })
const countOf = async (table: typeof images | typeof generationCharges, userId: string) =>
  Number((await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0].n)

describe('Idempotency-Key under a double submit', () => {
  it('10 parallel requests with one new key: one page, one charge, the same page for all, never a quota refusal', async () => {
    const user = await registerUser(t.app)
    // 9 of the 10 free pages already used: a second charge would be refused with 403.
    for (let i = 0; i < 9; i++) {
      expect(
        (await generate(user, { prompt: `a cat ${i}`, improve_prompt: false }, `k-${i}`)).statusCode,
      ).toBe(201)
    }
    const payload = { prompt: 'a fire truck', improve_prompt: false }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => generate(user, payload, 'double-submit')),
    )
    // The copies wait for the first one's page and answer it: the same page for all ten.
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 200)).toHaveLength(9)
    const made = answers.find((a) => a.statusCode === 201)?.json()
    for (const a of answers) expect(a.json().id).toBe(made.id)
    expect(await countOf(images, user.user.id)).toBe(10)
    expect(await countOf(generationCharges, user.user.id)).toBe(10)
    // Once made, every repeat answers the same page.
    const again = await generate(user, payload, 'double-submit')
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(made.id)
  })

  it('a key reused with a different body answers 422 and makes nothing', async () => {
    const user = await registerUser(t.app)
    expect((await generate(user, { prompt: 'an owl', improve_prompt: false }, 'reused')).statusCode).toBe(201)
    for (const other of [
      { prompt: 'a whale', improve_prompt: false },
      { prompt: 'an owl', improve_prompt: false, style: 'realistic' },
    ]) {
      const res = await generate(user, other, 'reused')
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different request. Send a new key for a new page.',
      })
    }
    expect(await countOf(images, user.user.id)).toBe(1)
    expect(await countOf(generationCharges, user.user.id)).toBe(1)
  })

  it('a refused request frees its key', async () => {
    const user = await registerUser(t.app)
    const refused = await generate(
      user,
      { prompt: 'a man stabbing another man with a knife', improve_prompt: false },
      'retry-me',
    )
    expect(refused.statusCode).toBe(400)
    expect(await countOf(generationCharges, user.user.id)).toBe(0)
    // Nothing was kept for the key: the same key with another request is a new request, not a 422.
    const fine = await generate(user, { prompt: 'a robot', improve_prompt: false }, 'retry-me')
    expect(fine.statusCode).toBe(201)
  })

  it('keys are per user: the same key from two users makes two pages', async () => {
    const a = await registerUser(t.app)
    const b = await registerUser(t.app)
    const payload = { prompt: 'a turtle', improve_prompt: false }
    const [ra, rb] = await Promise.all([generate(a, payload, 'shared'), generate(b, payload, 'shared')])
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201])
    expect(ra.json().id).not.toBe(rb.json().id)
  })
})
