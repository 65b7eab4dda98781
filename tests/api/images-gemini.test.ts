import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { images } from '../../server/db/schema'
import { decodePng1Bit } from '../../server/engine/render/png-1bit'
import { type GeminiFake, startGeminiFake } from '../fakes/gemini-fake'
import { goodDrawing, openLines, shadedPicture } from '../fakes/model-pictures'
import { authHeader, chargeCount, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Pages from Google's Gemini image models (a contract fake of generateContent here), and their failures.
let fake: GeminiFake
let t: TestApp
let user: RegisteredUser
beforeAll(async () => {
  fake = await startGeminiFake()
  t = await createTestApp({
    IMAGE_PROVIDER: 'gemini',
    GEMINI_API_KEY: fake.apiKey,
    GEMINI_BASE_URL: fake.baseUrl,
    GEMINI_TIMEOUT_MS: '1500',
  })
  user = await registerUser(t.app)
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const generate = (prompt: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt, improve_prompt: false, complexity: 'easy', style: 'cartoon' },
    headers: authHeader(user.token),
  })
const charges = () => chargeCount(t.db, user.user.id)

describe('Gemini image provider through the API', () => {
  it("lays Gemini's picture out as a 1-bit Letter page, charges one unit and names the model", async () => {
    fake.behaviour = { kind: 'image', png: goodDrawing() }
    const res = await generate('a friendly octopus')
    expect(res.statusCode).toBe(201)
    const [sent] = fake.requests
    expect(sent.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent')
    expect(sent.apiKey).toBe(fake.apiKey)
    expect(JSON.stringify(sent.body)).toContain('a friendly octopus')
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/images/${res.json().id}/download/`,
      headers: authHeader(user.token),
    })
    expect([decodePng1Bit(png.rawPayload).width, decodePng1Bit(png.rawPayload).height]).toEqual([2550, 3300])
    const [row] = await t.db.select().from(images).where(eq(images.id, res.json().id))
    expect(row.provider).toBe('gemini')
    expect(JSON.stringify(row)).toContain('gemini-2.5-flash-image')
    expect(await charges()).toBe(1)
  })

  it('a bad picture first and a good one second give one page and one charge', async () => {
    fake.behaviour = { kind: 'sequence', pngs: [shadedPicture(), goodDrawing()] }
    const before = await charges()
    const asked = fake.requests.length
    const res = await generate('a friendly walrus')
    expect(res.statusCode).toBe(201)
    expect(fake.requests.length - asked).toBe(2)
    expect(await charges()).toBe(before + 1)
  })

  it('three bad pictures answer 502 and charge nothing', async () => {
    fake.behaviour = { kind: 'sequence', pngs: [openLines()] }
    const before = await charges()
    const asked = fake.requests.length
    const res = await generate('a friendly seal')
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toMatch(/would not print as clean coloring pages\. Nothing was charged/)
    expect(fake.requests.length - asked).toBe(3)
    expect(await charges()).toBe(before)
  })

  it.each([
    ['a 503', 502, { kind: 'error', status: 503 }, /image service failed/],
    [
      'a 429',
      502,
      { kind: 'error', status: 429, googleStatus: 'RESOURCE_EXHAUSTED' },
      /image service failed/,
    ],
    [
      'a 400 for a bad request',
      502,
      { kind: 'error', status: 400, googleStatus: 'INVALID_ARGUMENT' },
      /failed/,
    ],
    ['no answer in time', 504, { kind: 'hang' }, /too long/],
    ['a safety block', 400, { kind: 'blocked' }, /won't draw this prompt/],
  ] as const)(
    '%s answers %i with a clear message and charges nothing',
    async (_, status, behaviour, message) => {
      fake.behaviour = behaviour
      const before = await charges()
      const res = await generate('a hedgehog')
      expect(res.statusCode).toBe(status)
      expect(res.json().error).toMatch(message)
      expect(res.json().error).toMatch(/Nothing was charged/)
      expect(await charges()).toBe(before)
    },
  )
})
