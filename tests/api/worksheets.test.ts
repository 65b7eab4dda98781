import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges, images } from '../../server/db/schema'
import { decodePng1Bit } from '../../server/engine'
import { answerOf } from '../../server/worksheets/math-labels'
import { authHeader, chargeCount, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let alice: RegisteredUser
let bob: RegisteredUser
let lionId: string
beforeAll(async () => {
  t = await createTestApp({}, { pages: 'engine' })
  alice = await registerUser(t.app)
  bob = await registerUser(t.app)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt: 'a lion wearing a crown', improve_prompt: false },
    headers: authHeader(alice.token),
  })
  expect(res.statusCode).toBe(201)
  lionId = res.json().id
}, 120_000)
afterAll(() => t.close())

const worksheet = (user: RegisteredUser | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/worksheets/',
    payload,
    headers: { ...(user ? authHeader(user.token) : {}), ...headers },
  })
const download = (user: RegisteredUser, id: string, what: 'download' | 'download_pdf') =>
  t.app.inject({ method: 'GET', url: `/api/images/${id}/${what}/`, headers: authHeader(user.token) })
const charges = (userId: string) => chargeCount(t.db, userId)
const pdfPages = (pdf: Buffer) =>
  Number(/\/Type \/Pages\n?\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0)

describe('color by number from a page of the library', () => {
  it("reads the page's setting: the sea on a page of the sea is coloured blue", async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: { prompt: 'a sailboat on the sea', complexity: 'intricate', improve_prompt: false },
      headers: authHeader(alice.token),
    })
    expect(page.statusCode).toBe(201)
    const res = await worksheet(alice, {
      kind: 'color_by_number',
      image_id: page.json().id,
      colors: 5,
      labels: 'numbers',
    })
    expect(res.statusCode).toBe(201)
    const { key, labels } = res.json() as {
      key: { number: number; color_name: string }[]
      labels: { answer: number; y: number }[]
    }
    // The lower half of the picture is sea: most of its labels name a blue.
    const blue = new Set(key.filter((k) => k.color_name.includes('blue')).map((k) => k.number))
    const low = labels.filter((l) => l.y > 1700 && l.y < 2700)
    expect(low.length).toBeGreaterThan(3)
    expect(low.filter((l) => blue.has(l.answer)).length).toBeGreaterThan(low.length * 0.6)
  }, 60_000)

  it('makes the sheet with its key and labels, answers 201, and charges nothing', async () => {
    const before = await charges(alice.user.id)
    const res = await worksheet(alice, {
      kind: 'color_by_number',
      image_id: lionId,
      colors: 6,
      labels: 'add10',
    })
    expect(res.statusCode).toBe(201)
    const sheet = res.json()
    expect(sheet).toMatchObject({
      kind: 'color_by_number',
      prompt_raw: 'a lion wearing a crown',
      status: 'ready',
    })
    expect(sheet.id).not.toBe(lionId)
    expect(sheet.key).toHaveLength(6)
    expect(sheet.key.map((k: { number: number }) => k.number)).toEqual([1, 2, 3, 4, 5, 6])
    for (const k of sheet.key) expect(k.hex).toMatch(/^#[0-9a-f]{6}$/)
    // An easy cartoon page: 8 to 40 labelled regions.
    expect(sheet.labels.length).toBeGreaterThanOrEqual(8)
    expect(sheet.labels.length).toBeLessThanOrEqual(40)
    const numbers = new Set(sheet.key.map((k: { number: number }) => k.number))
    for (const label of sheet.labels) {
      expect(label.text).toMatch(/^\d+\+\d+$/)
      expect(answerOf(label.text)).toBe(label.answer)
      expect(numbers.has(label.answer)).toBe(true)
      // Within 10: no number above 10 anywhere in the sum.
      expect(label.text.split('+').every((n: string) => Number(n) <= 10)).toBe(true)
      expect(label.x).toBeGreaterThan(0)
      expect(label.y).toBeGreaterThan(0)
    }
    expect(await charges(alice.user.id)).toBe(before)

    const png = await download(alice, sheet.id, 'download')
    expect(png.statusCode).toBe(200)
    const bitmap = decodePng1Bit(png.rawPayload)
    expect([bitmap.width, bitmap.height]).toEqual([2550, 3300])
    const pdf = await download(alice, sheet.id, 'download_pdf')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The sheet, then the answer key.
    expect(pdfPages(pdf.rawPayload)).toBe(2)
    expect(pdf.headers['content-disposition']).toMatch(/Color_by_number/)

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/images/', headers: authHeader(alice.token) })
    ).json()
    const listed = list.find((i: { id: string }) => i.id === sheet.id)
    expect(listed).toMatchObject({ kind: 'color_by_number', key: sheet.key, labels: sheet.labels })
    expect(list.find((i: { id: string }) => i.id === lionId).kind).toBe('page')
  }, 60_000)

  it('times tables: each label a product of two factors from 2 to 10 whose answer is in the key', async () => {
    const res = await worksheet(alice, {
      kind: 'color_by_number',
      image_id: lionId,
      colors: 4,
      labels: 'times',
    })
    expect(res.statusCode).toBe(201)
    const { key, labels } = res.json()
    const numbers = key.map((k: { number: number }) => k.number)
    for (const label of labels) {
      const [a, b] = label.text.split('×').map(Number)
      expect(a).toBeGreaterThanOrEqual(2)
      expect(b).toBeLessThanOrEqual(10)
      expect(numbers).toContain(a * b)
    }
  }, 60_000)
})

describe('dot to dot', () => {
  it('turns the lion into about 30 dots in order, 3 mm apart, for free', async () => {
    const before = await charges(alice.user.id)
    const res = await worksheet(alice, { kind: 'dot_to_dot', image_id: lionId, dots: 30 })
    expect(res.statusCode).toBe(201)
    const { dots, kind } = res.json()
    expect(kind).toBe('dot_to_dot')
    expect(dots.length).toBeGreaterThanOrEqual(25)
    expect(dots.length).toBeLessThanOrEqual(30)
    expect(dots.map((d: { label: string }) => d.label)).toEqual(
      dots.map((_: unknown, i: number) => String(i + 1)),
    )
    const mm3 = (3 * 300) / 25.4
    for (let i = 0; i < dots.length; i++)
      for (let j = i + 1; j < dots.length; j++)
        expect(Math.hypot(dots[i].x - dots[j].x, dots[i].y - dots[j].y)).toBeGreaterThanOrEqual(mm3 - 1)
    expect(await charges(alice.user.id)).toBe(before)
  }, 60_000)

  it('counts by 5s and by letters', async () => {
    const fives = (
      await worksheet(alice, { kind: 'dot_to_dot', image_id: lionId, dots: 20, count_by: 5 })
    ).json()
    expect(fives.dots.slice(0, 3).map((d: { label: string }) => d.label)).toEqual(['5', '10', '15'])
    const letters = (
      await worksheet(alice, { kind: 'dot_to_dot', image_id: lionId, dots: 26, count_by: 'letters' })
    ).json()
    expect(letters.dots.slice(0, 3).map((d: { label: string }) => d.label)).toEqual(['A', 'B', 'C'])
  }, 60_000)
})

describe('tracing', () => {
  it('makes a sheet of the word of the week for free', async () => {
    const before = await charges(alice.user.id)
    const res = await worksheet(alice, { kind: 'tracing', text: 'friend', style: 'print' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ kind: 'tracing', text: 'friend', prompt_raw: 'friend' })
    const png = await download(alice, res.json().id, 'download')
    decodePng1Bit(png.rawPayload)
    expect(await charges(alice.user.id)).toBe(before)
    const cursive = await worksheet(alice, { kind: 'tracing', text: 'Maya', style: 'precursive' })
    expect(cursive.statusCode).toBe(201)
  }, 60_000)
})

describe('bad input: a clear 400 or 404, nothing stored or charged', () => {
  const cases: [string, object, number, RegExp][] = [
    ['an unknown kind', { kind: 'word_search', image_id: 'x' }, 400, /kind must be/],
    ['too few colours', { kind: 'color_by_number', image_id: 'x', colors: 3 }, 400, /at least 4/],
    ['too many colours', { kind: 'color_by_number', image_id: 'x', colors: 11 }, 400, /at most 10/],
    [
      'an unknown label mode',
      { kind: 'color_by_number', image_id: 'x', labels: 'divide' },
      400,
      /labels must be/,
    ],
    ['neither page nor prompt', { kind: 'color_by_number' }, 400, /either image_id/],
    ['both page and prompt', { kind: 'dot_to_dot', image_id: 'x', prompt: 'a cat' }, 400, /either image_id/],
    ['too few dots', { kind: 'dot_to_dot', image_id: 'x', dots: 10 }, 400, /at least 15/],
    ['letters past Z', { kind: 'dot_to_dot', image_id: 'x', dots: 30, count_by: 'letters' }, 400, /A to Z/],
    ['a tracing text over 40 characters', { kind: 'tracing', text: 'a'.repeat(41) }, 400, /at most 40/],
    ['a tracing text the font cannot draw', { kind: 'tracing', text: 'hi 🦁' }, 400, /cannot be traced/],
    [
      'a page that does not exist',
      { kind: 'dot_to_dot', image_id: '00000000-0000-4000-8000-000000000000' },
      404,
      /does not exist/,
    ],
  ]
  it.each(cases)('%s', async (_name, payload, status, message) => {
    const before = await charges(alice.user.id)
    const count = (await t.db.select().from(images).where(eq(images.userId, alice.user.id))).length
    const res = await worksheet(alice, payload)
    expect(res.statusCode).toBe(status)
    expect(res.json().error).toMatch(message)
    expect(await charges(alice.user.id)).toBe(before)
    expect((await t.db.select().from(images).where(eq(images.userId, alice.user.id))).length).toBe(count)
  })

  it("another user's page is a 404", async () => {
    const res = await worksheet(bob, { kind: 'color_by_number', image_id: lionId })
    expect(res.statusCode).toBe(404)
  })

  it('a worksheet is not made from another worksheet', async () => {
    const sheet = (await worksheet(alice, { kind: 'dot_to_dot', image_id: lionId })).json()
    const res = await worksheet(alice, { kind: 'color_by_number', image_id: sheet.id })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/not from another worksheet/)
  }, 60_000)

  it('needs a session', async () => {
    expect((await worksheet(null, { kind: 'tracing', text: 'cat' })).statusCode).toBe(401)
  })
})

describe('from a prompt: counted exactly like generate', () => {
  it('charges one page, and the same Idempotency-Key answers the same sheet without a second charge', async () => {
    const user = await registerUser(t.app)
    const payload = { kind: 'color_by_number', prompt: 'a cat', colors: 5 }
    const first = await worksheet(user, payload, { 'idempotency-key': 'sheet-1' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ kind: 'color_by_number', prompt_raw: 'a cat' })
    expect(first.json().key).toHaveLength(5)
    expect(await charges(user.user.id)).toBe(1)
    const again = await worksheet(user, payload, { 'idempotency-key': 'sheet-1' })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    expect(await charges(user.user.id)).toBe(1)
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/images/', headers: authHeader(user.token) })
    ).json()
    expect(list).toHaveLength(1)
  }, 60_000)

  it('answers 403 when no page is left, storing and charging nothing', async () => {
    const user = await registerUser(t.app)
    await t.db.insert(generationCharges).values(
      Array.from({ length: 10 }, () => ({
        userId: user.user.id,
        createdAt: new Date(),
        committedAt: new Date(),
      })),
    )
    const res = await worksheet(user, { kind: 'dot_to_dot', prompt: 'a cat' })
    expect(res.statusCode).toBe(403)
    expect(await charges(user.user.id)).toBe(10)
    expect((await t.db.select().from(images).where(eq(images.userId, user.user.id))).length).toBe(0)
    // A sheet from text costs nothing, so it is still made.
    expect((await worksheet(user, { kind: 'tracing', text: 'cat' })).statusCode).toBe(201)
  }, 60_000)
})
