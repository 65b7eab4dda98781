import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodePng1Bit } from '../../server/engine/render/png-1bit'
import { goodDrawing, inkBlob, openLines, strayTextPicture } from '../fakes/model-pictures'
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai-fake'
import { authHeader, chargeCount, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Pages from an OpenAI-compatible images API (a contract fake here), and what happens when it fails.
let fake: OpenAiFake
let t: TestApp
let user: RegisteredUser
beforeAll(async () => {
  fake = await startOpenAiFake()
  t = await createTestApp({
    IMAGE_PROVIDER: 'openai',
    OPENAI_API_KEY: fake.apiKey,
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_TIMEOUT_MS: '1500',
    // Moderation goes to the same fake; keep it answering "not flagged".
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
const imageRequests = () => fake.requests.filter((r) => r.path.endsWith('/images/generations')).length
const charges = () => chargeCount(t.db, user.user.id)

describe('OpenAI image provider through the API', () => {
  it("lays the model's picture out as a 1-bit Letter page and records what was asked for", async () => {
    fake.images = { kind: 'b64', png: goodDrawing() }
    const res = await generate('a friendly octopus')
    expect(res.statusCode).toBe(201)
    expect(res.json().subjects).toContain('octopus')
    const sent = fake.requests.find((r) => r.path.endsWith('/images/generations'))
    expect(sent?.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(JSON.stringify(sent?.body)).toContain('a friendly octopus')
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/images/${res.json().id}/download/`,
      headers: authHeader(user.token),
    })
    const bitmap = decodePng1Bit(png.rawPayload)
    expect([bitmap.width, bitmap.height]).toEqual([2550, 3300])
    expect(await charges()).toBe(1)
  })

  it('a picture that would not print is asked for again: one page, one charge', async () => {
    fake.images = { kind: 'sequence', pngs: [openLines(), goodDrawing()] }
    const before = await charges()
    const asked = imageRequests()
    const res = await generate('a friendly walrus')
    expect(res.statusCode).toBe(201)
    expect(imageRequests() - asked).toBe(2)
    expect(await charges()).toBe(before + 1)
    const list = await t.app.inject({ method: 'GET', url: '/api/images/', headers: authHeader(user.token) })
    expect(JSON.stringify(list.json())).toContain(res.json().id)
  })

  it('three pictures that would not print answer 502 with a clear message and charge nothing', async () => {
    fake.images = { kind: 'sequence', pngs: [inkBlob(), strayTextPicture(), openLines()] }
    const before = await charges()
    const asked = imageRequests()
    const res = await generate('a friendly seal')
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toMatch(/would not print as clean coloring pages\. Nothing was charged/)
    expect(imageRequests() - asked).toBe(3)
    expect(await charges()).toBe(before)
  })

  it('a provider error answers 502 with a clear message and charges nothing', async () => {
    fake.images = { kind: 'error', status: 500 }
    const before = await charges()
    const res = await generate('a snail')
    expect(res.statusCode).toBe(502)
    expect(res.json().error).toMatch(/Nothing was charged/)
    expect(await charges()).toBe(before)
  })

  it('a provider that does not answer in time gives 504 and charges nothing', async () => {
    fake.images = { kind: 'hang' }
    const before = await charges()
    const res = await generate('a hedgehog')
    expect(res.statusCode).toBe(504)
    expect(res.json().error).toMatch(/too long/)
    expect(await charges()).toBe(before)
  })

  it("the provider's content-policy refusal answers 400 and charges nothing", async () => {
    fake.images = { kind: 'refuse', code: 'moderation_blocked' }
    const before = await charges()
    const res = await generate('a pony')
    expect(res.statusCode).toBe(400)
    expect(await charges()).toBe(before)
  })

  it('the moderation service flagging a prompt refuses it before any picture is asked for', async () => {
    fake.images = { kind: 'b64' }
    fake.moderations = { kind: 'result', flagged: true, categories: { violence: true } }
    const asked = fake.requests.filter((r) => r.path.endsWith('/images/generations')).length
    const res = await generate('a perfectly innocent teapot')
    fake.moderations = { kind: 'result', flagged: false }
    expect(res.statusCode).toBe(400)
    expect(fake.requests.filter((r) => r.path.endsWith('/images/generations')).length).toBe(asked)
  })
})
