import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenAiFake, startOpenAiFake } from '../fakes/openai-fake'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Magic Prompt through a chat model (a contract fake): its rewrite never turns a drawable prompt into a refusal.
let fake: OpenAiFake
let t: TestApp
let user: RegisteredUser
beforeAll(async () => {
  fake = await startOpenAiFake()
  t = await createTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: fake.apiKey })
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
    payload: { prompt, improve_prompt: true, complexity: 'easy', style: 'cartoon' },
    headers: authHeader(user.token),
  })

describe('Magic Prompt and refusals', () => {
  it('when the rewrite of a drawable prompt names a character, the prompt as typed is drawn', async () => {
    fake.chat = { kind: 'reply', content: 'A cute mouse dressed as Pikachu, waving, in a sunny meadow' }
    const res = await generate('a cute mouse')
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ prompt_raw: 'a cute mouse', prompt_final: 'a cute mouse' })
    expect(res.json().subjects).toContain('mouse')
  })

  it("the rewrite's extra scenery the engine cannot draw does not refuse the page; it is drawn as rewritten", async () => {
    fake.chat = { kind: 'reply', content: 'A cat astronaut by a white picket fence, bold clean outlines' }
    const res = await generate('a cat astronaut')
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      prompt_raw: 'a cat astronaut',
      prompt_final: 'A cat astronaut by a white picket fence, bold clean outlines',
    })
    expect(res.json().subjects).toEqual(expect.arrayContaining(['cat', 'astronaut']))
  })

  it('an unknown subject typed by the person is refused with suggestions the engine draws', async () => {
    fake.chat = { kind: 'reply', content: 'A gazebo in a sunny park, bold clean outlines' }
    const res = await generate('a gazebo')
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toBe("Colorly can't draw 'gazebo' yet.")
    expect(res.json().suggestions.length).toBeGreaterThan(0)
    const first = await generate(res.json().suggestions[0])
    expect(first.statusCode, first.body).toBe(201)
  })

  it('a character typed by the person is refused before the model is asked to rewrite it', async () => {
    const asked = fake.requests.filter((r) => r.path.endsWith('/chat/completions')).length
    const res = await generate('Pikachu')
    expect(res.statusCode).toBe(422)
    expect(fake.requests.filter((r) => r.path.endsWith('/chat/completions')).length).toBe(asked)
  })
})
