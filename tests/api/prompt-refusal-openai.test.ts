import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { trialUses } from '../../server/db/schema'
import { goodDrawing } from '../fakes/model-pictures'
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai-fake'
import { authHeader, chargeCount, type RegisteredUser, registerUser } from '../helpers/accounts'
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

// With an image model configured, a subject the builtin engine does not know goes to the model;
// a character owned by others is refused all the same, before the model is asked.
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
  })
  user = await registerUser(t.app)
  fake.images = { kind: 'b64', png: goodDrawing() }
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
const trial = (prompt: string, visitorId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/images/trial/',
    payload: { prompt, visitor_id: visitorId },
    remoteAddress: '198.51.100.77',
  })
const pictureRequests = () => fake.requests.filter((r) => r.path.endsWith('/images/generations')).length
const charges = () => chargeCount(t.db, user.user.id)

describe('refusals with an image model configured', () => {
  it('an unknown subject goes to the model and makes a page', async () => {
    const asked = pictureRequests()
    const res = await generate('an axolotl')
    expect(res.statusCode).toBe(201)
    expect(pictureRequests()).toBe(asked + 1)
    expect(await charges()).toBe(1)
  })

  it('a character is still refused with 422, without asking the model or charging', async () => {
    const asked = pictureRequests()
    const before = await charges()
    const res = await generate('Spider-Man swinging through the city')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      error:
        "Colorly doesn't draw Spider-Man: characters belong to their owners. Try a generic take instead.",
      suggestions: ['a superhero', 'a spider', 'a superhero in the city'],
    })
    expect(pictureRequests()).toBe(asked)
    expect(await charges()).toBe(before)
  })

  it('the trial sends an unknown subject to the model and refuses a character without booking', async () => {
    const refused = await trial('Elsa', 'visitor-model-1')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().suggestions).toContain('a snowman')
    expect(Number((await t.db.select({ n: count() }).from(trialUses))[0].n)).toBe(0)
    expect((await trial('an axolotl', 'visitor-model-1')).statusCode).toBe(200)
  })
})
