import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges, images, subscriptions } from '../../server/db/schema'
import { authHeader, chargeCount, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let alice: RegisteredUser
let bob: RegisteredUser
beforeAll(async () => {
  // The one API file on the real engine: prompt to drawn page, stored, listed and downloaded.
  t = await createTestApp({}, { pages: 'engine' })
  alice = await registerUser(t.app)
  bob = await registerUser(t.app)
})
afterAll(() => t.close())

const generate = (user: RegisteredUser, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload,
    headers: { ...authHeader(user.token), ...headers },
  })
const get = (url: string, user?: RegisteredUser) =>
  t.app.inject({ method: 'GET', url, headers: user ? authHeader(user.token) : {} })
const charges = (userId: string) => chargeCount(t.db, userId)
const isPng = (b: Buffer) =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))

describe('generate', () => {
  it('makes a page and answers 201 with the image, charging one unit', async () => {
    const res = await generate(alice, {
      prompt: 'a lion wearing a crown',
      improve_prompt: false,
      complexity: 'intricate',
      style: 'realistic',
    })
    expect(res.statusCode).toBe(201)
    const image = res.json()
    expect(image).toEqual({
      id: expect.any(String),
      prompt_raw: 'a lion wearing a crown',
      prompt_final: 'a lion wearing a crown',
      complexity: 'intricate',
      style: 'realistic',
      size: 'letter',
      orientation: 'portrait',
      imageUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f-]{36}\/file\/\?exp=\d+&sig=[\w-]+$/),
      createdAt: expect.any(String),
      subjects: expect.arrayContaining(['lion']),
      left_out: [],
      stand_ins: [],
      status: 'ready',
      kind: 'page',
    })
    expect(await charges(alice.user.id)).toBe(1)
    const usage = (await get('/api/images/usage/', alice)).json()
    expect(usage.images_generated).toBe(1)
  })

  it('with Magic Prompt on, keeps the raw prompt and records a richer final prompt', async () => {
    const res = await generate(alice, {
      prompt: 'a turtle',
      improve_prompt: true,
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(res.statusCode).toBe(201)
    const image = res.json()
    expect(image.prompt_raw).toBe('a turtle')
    expect(image.prompt_final).not.toBe('a turtle')
    expect(image.prompt_final.toLowerCase()).toContain('turtle')
  })

  it('draws a mandala and the number 5 as asked, with Magic Prompt on or off', async () => {
    const carol = await registerUser(t.app)
    for (const improve_prompt of [true, false]) {
      const mandala = await generate(carol, { prompt: 'a mandala', improve_prompt })
      expect(mandala.statusCode).toBe(201)
      expect(mandala.json().subjects).toEqual(['mandala'])
      const five = await generate(carol, { prompt: 'the number 5', improve_prompt })
      expect(five.statusCode).toBe(201)
      expect(five.json().subjects).toEqual(expect.arrayContaining(['number 5']))
    }
  })

  it('defaults to easy, cartoon and Magic Prompt on when they are left out', async () => {
    const res = await generate(alice, { prompt: 'a cupcake' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ complexity: 'easy', style: 'cartoon' })
  })

  it.each([
    [{ prompt: 'a cat', complexity: 'hard' }, "complexity must be 'easy' or 'intricate'."],
    [{ prompt: 'a cat', style: 'anime' }, "style must be 'cartoon' or 'realistic'."],
    [{ prompt: '   ' }, 'Describe what you want to color: the prompt is empty.'],
    [{ prompt: 'a'.repeat(1001) }, 'The prompt is too long: keep it under 1000 characters.'],
    [{ prompt: 42 }, 'prompt must be text.'],
    [{ prompt: 'a cat', improve_prompt: 'yes' }, 'improve_prompt must be true or false.'],
  ])('bad input %j answers 400 with a clear error and charges nothing', async (payload, error) => {
    const before = await charges(bob.user.id)
    const res = await generate(bob, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
    expect(await charges(bob.user.id)).toBe(before)
  })

  it('a prompt about violence is refused with 400 and charges nothing', async () => {
    const before = await charges(bob.user.id)
    const res = await generate(bob, {
      prompt: 'a man stabbing another man with a knife',
      improve_prompt: false,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/can't be used|cannot be used|violence/i)
    expect(await charges(bob.user.id)).toBe(before)
  })

  it('without a token answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: { prompt: 'a cat' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('the same Idempotency-Key twice makes one page and charges once', async () => {
    const user = await registerUser(t.app)
    const headers = { 'idempotency-key': 'offline-queue-item-1' }
    const first = await generate(user, { prompt: 'a fire truck', improve_prompt: false }, headers)
    const again = await generate(user, { prompt: 'a fire truck', improve_prompt: false }, headers)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    expect(await charges(user.user.id)).toBe(1)
    expect((await get('/api/images/', user)).json()).toHaveLength(1)
  })
})

describe('quota', () => {
  it('14 parallel requests with 10 left: exactly 10 succeed and 4 answer 403', async () => {
    const user = await registerUser(t.app)
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        generate(user, { prompt: `a cat number ${i}`, improve_prompt: false }),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 201)).toHaveLength(10)
    expect(codes.filter((c) => c === 403)).toHaveLength(4)
    expect(results.find((r) => r.statusCode === 403)?.json().error).toMatch(/Upgrade your plan/)
    expect(await charges(user.user.id)).toBe(10)
    expect((await get('/api/images/', user)).json()).toHaveLength(10)
  }, 120_000)

  it('a paid plan is limited per billing period and the period rolls over', async () => {
    const user = await registerUser(t.app)
    const start = new Date(Date.now() - 24 * 3600 * 1000)
    const end = new Date(Date.now() + 24 * 3600 * 1000)
    await t.db
      .update(subscriptions)
      .set({ plan: 'starter', billingInterval: 'monthly', currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.userId, user.user.id))
    await t.db.insert(generationCharges).values(
      Array.from({ length: 100 }, () => ({
        userId: user.user.id,
        createdAt: new Date(Date.now() - 3600_000),
      })),
    )
    const full = await generate(user, { prompt: 'a rocket', improve_prompt: false })
    expect(full.statusCode).toBe(403)
    expect(full.json().error).toMatch(/monthly image generation limit/)
    // The next period starts: the same 100 charges now belong to the previous one.
    await t.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - 60_000),
        currentPeriodEnd: new Date(Date.now() + 30 * 86400_000),
      })
      .where(eq(subscriptions.userId, user.user.id))
    expect((await generate(user, { prompt: 'a rocket', improve_prompt: false })).statusCode).toBe(201)
  })
  it('an annual plan gets its monthly quota every month of the year', async () => {
    const user = await registerUser(t.app)
    const day = 86400_000
    await t.db
      .update(subscriptions)
      .set({
        plan: 'starter',
        billingInterval: 'yearly',
        currentPeriodStart: new Date(Date.now() - 45 * day),
        currentPeriodEnd: new Date(Date.now() + 320 * day),
      })
      .where(eq(subscriptions.userId, user.user.id))
    // 100 pages in the first month of the year: the second month starts afresh.
    await t.db.insert(generationCharges).values(
      Array.from({ length: 100 }, () => ({
        userId: user.user.id,
        createdAt: new Date(Date.now() - 40 * day),
      })),
    )
    const usage = (await get('/api/images/usage/', user)).json()
    expect(usage).toMatchObject({ plan: 'starter', monthly_limit: 100, images_generated: 0 })
    expect((await generate(user, { prompt: 'a kite', improve_prompt: false })).statusCode).toBe(201)
  })
})

describe('watermark', () => {
  it('is on free pages and off on Professional pages', async () => {
    const pro = await registerUser(t.app)
    await t.db
      .update(subscriptions)
      .set({
        plan: 'professional',
        billingInterval: 'monthly',
        currentPeriodStart: new Date(Date.now() - 86400_000),
        currentPeriodEnd: new Date(Date.now() + 86400_000),
      })
      .where(eq(subscriptions.userId, pro.user.id))
    const payload = { prompt: 'a unicorn', improve_prompt: false }
    const proImage = (await generate(pro, payload)).json()
    const freeImage = (await generate(bob, payload)).json()
    const [proRow] = await t.db.select().from(images).where(eq(images.id, proImage.id))
    const [freeRow] = await t.db.select().from(images).where(eq(images.id, freeImage.id))
    expect(proRow.watermark).toBe(false)
    expect(freeRow.watermark).toBe(true)
  })
})

describe('list, download, delete', () => {
  let imageId: string
  beforeAll(async () => {
    const res = await generate(bob, { prompt: 'a pirate ship on the sea!', improve_prompt: false })
    imageId = res.json().id
  })

  it("lists only the user's own pages, newest first", async () => {
    const list = (await get('/api/images/', bob)).json() as { id: string; createdAt: string }[]
    expect(list[0].id).toBe(imageId)
    const times = list.map((i) => Date.parse(i.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const alices = (await get('/api/images/', alice)).json() as { id: string }[]
    expect(alices.map((i) => i.id)).not.toContain(imageId)
  })

  it('downloads the PNG and the PDF with names from the prompt', async () => {
    const png = await get(`/api/images/${imageId}/download/`, bob)
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.headers['content-disposition']).toContain('filename="a_pirate_ship_on_the_sea.png"')
    expect(isPng(png.rawPayload)).toBe(true)
    const pdf = await get(`/api/images/${imageId}/download_pdf/`, bob)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain('filename="a_pirate_ship_on_the_sea.pdf"')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('the signed imageUrl loads without a token, and not once tampered with or expired', async () => {
    const [image] = (await get('/api/images/', bob)).json() as { imageUrl: string }[]
    const ok = await get(image.imageUrl)
    expect(ok.statusCode).toBe(200)
    expect(isPng(ok.rawPayload)).toBe(true)
    const tampered = image.imageUrl.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'))
    expect((await get(tampered)).statusCode).toBe(404)
    const otherId = image.imageUrl.replace(/images\/[0-9a-f-]{36}/, `images/${crypto.randomUUID()}`)
    expect((await get(otherId)).statusCode).toBe(404)
    t.advance(7 * 3600 * 1000)
    try {
      const expired = await get(image.imageUrl)
      expect(expired.statusCode).toBe(404)
      expect(expired.json().error).toMatch(/expired/)
    } finally {
      t.advance(-7 * 3600 * 1000)
    }
  })

  it("another user's page answers 404 for download, PDF and delete", async () => {
    for (const url of [`/api/images/${imageId}/download/`, `/api/images/${imageId}/download_pdf/`]) {
      expect((await get(url, alice)).statusCode).toBe(404)
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/${imageId}/`,
      headers: authHeader(alice.token),
    })
    expect(del.statusCode).toBe(404)
    expect((await get(`/api/images/${imageId}/download/`, bob)).statusCode).toBe(200)
  })

  it('a malformed id answers 404, not 500', async () => {
    expect((await get('/api/images/not-an-id/download/', bob)).statusCode).toBe(404)
  })

  it('delete removes the page and its files and keeps the quota unit spent', async () => {
    const [row] = await t.db.select().from(images).where(eq(images.id, imageId))
    const files = [row.pngFile, row.pdfFile].map((f) => path.join(t.dataDir, 'images', f as string))
    expect(files.every((f) => fs.existsSync(f))).toBe(true)
    const before = (await get('/api/images/usage/', bob)).json().images_generated
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/${imageId}/`,
      headers: authHeader(bob.token),
    })
    expect(del.statusCode).toBe(204)
    expect(files.some((f) => fs.existsSync(f))).toBe(false)
    expect((await get(`/api/images/${imageId}/download/`, bob)).statusCode).toBe(404)
    expect((await get('/api/images/usage/', bob)).json().images_generated).toBe(before)
  })
})

describe('suggest', () => {
  it('answers a kid-friendly prompt to signed-in users', async () => {
    const res = await get('/api/images/suggest/', alice)
    expect(res.statusCode).toBe(200)
    expect(res.json().prompt).toEqual(expect.any(String))
    expect(res.json().prompt.length).toBeGreaterThan(5)
  })

  it('answers 401 without a token', async () => {
    expect((await get('/api/images/suggest/')).statusCode).toBe(401)
  })
})
