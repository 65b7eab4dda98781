import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type OpenAiFake, startOpenAiFake } from '../../tests/fakes/openai-fake'
import type { EndpointConfig } from '../config'
import { improvePrompt } from '../prompts/improve-prompt'
import { suggestPrompt } from '../prompts/suggest-prompt'
import { createTextProvider, type Fallback } from './text-provider'

let fake: OpenAiFake
let endpoint: EndpointConfig
let fallbacks: Fallback[]
const options = { complexity: 'easy', style: 'cartoon', seed: 3 } as const
const now = new Date(Date.UTC(2025, 9, 20))

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: 'llm-key' })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  fallbacks = []
  endpoint = { baseUrl: fake.baseUrl, apiKey: 'llm-key', model: 'gpt-4o-mini', timeoutMs: 1000 }
})
const provider = () => createTextProvider(endpoint, { onFallback: (f) => fallbacks.push(f) })
// Short only where the timeout is what is tested: a busy machine can take longer than 150 ms to answer a 500,
// which would then be reported as a timeout.
const timeoutFor = (behaviour: { kind: string }) => (behaviour.kind === 'hang' ? 150 : 10_000)

describe('text provider with an OpenAI-compatible chat model', () => {
  it('Magic Prompt asks the model with a kid-safe system prompt and answers with its tidied text', async () => {
    fake.chat = {
      kind: 'reply',
      content: '"a lion wearing a crown in a sunny savanna, bold clean outlines"\n',
    }
    const text = await provider().improve('a lion', options)
    expect(text).toBe('a lion wearing a crown in a sunny savanna, bold clean outlines')
    const [sent] = fake.requests
    expect(sent.path).toBe('/v1/chat/completions')
    expect(sent.authorization).toBe('Bearer llm-key')
    const body = sent.body as { model: string; messages: { role: string; content: string }[] }
    expect(body.model).toBe('gpt-4o-mini')
    expect(body.messages[0].role).toBe('system')
    expect(body.messages[0].content).toMatch(/coloring pages for children/)
    expect(body.messages[0].content).toMatch(/suitable for young children/)
    expect(body.messages[0].content).toMatch(/thick bold outlines/)
    expect(body.messages[1]).toEqual({ role: 'user', content: 'a lion' })
    expect(fallbacks).toEqual([])
  })

  it('Suggest asks the model for an idea that fits the month and answers with it', async () => {
    fake.chat = { kind: 'reply', content: 'Idea: a friendly ghost carving a pumpkin by the moon.' }
    const text = await provider().suggest({ now, seed: 1 })
    expect(text).toBe('A friendly ghost carving a pumpkin by the moon')
    const body = fake.requests[0].body as { messages: { content: string }[] }
    expect(body.messages[0].content).toMatch(/October in the northern hemisphere \(autumn\)/)
    expect(body.messages[0].content).toMatch(/Halloween/)
  })

  it.each([
    ['the model answers 500', { kind: 'error', status: 500 }, 'failed'],
    ['the model answers malformed JSON', { kind: 'malformed' }, 'failed'],
    ['the model hangs past the timeout', { kind: 'hang' }, 'timeout'],
    ['the model answers null content', { kind: 'reply', content: null }, 'failed'],
    ['the model answers an empty text', { kind: 'reply', content: '   ' }, 'empty'],
    [
      'the model answers unsafe text',
      { kind: 'reply', content: 'a lion killing a zebra in the savanna' },
      'unsafe',
    ],
    [
      'the model drops the subject',
      { kind: 'reply', content: 'a cute kitten playing with yarn in a garden' },
      'off-subject',
    ],
  ] as const)('when %s, Magic Prompt falls back to the builtin text', async (_, behaviour, reason) => {
    fake.chat = behaviour
    endpoint.timeoutMs = timeoutFor(behaviour)
    const text = await provider().improve('a lion', options)
    expect(text).toBe(improvePrompt('a lion', options))
    expect(fallbacks).toMatchObject([{ operation: 'improve', reason }])
  })

  it.each([
    ['the model answers 500', { kind: 'error', status: 503 }, 'failed'],
    ['the model hangs past the timeout', { kind: 'hang' }, 'timeout'],
    ['the model answers unsafe text', { kind: 'reply', content: 'a zombie covered in blood' }, 'unsafe'],
  ] as const)('when %s, Suggest falls back to the builtin idea', async (_, behaviour, reason) => {
    fake.chat = behaviour
    endpoint.timeoutMs = timeoutFor(behaviour)
    expect(await provider().suggest({ now, seed: 5 })).toBe(suggestPrompt({ now, seed: 5 }))
    expect(fallbacks).toMatchObject([{ operation: 'suggest', reason }])
  })

  it('when the key is wrong, falls back and reports the failure without the key', async () => {
    endpoint.apiKey = 'sk-not-the-right-key-123456'
    fake.chat = { kind: 'reply', content: 'a lion wearing a crown' }
    expect(await provider().improve('a lion', options)).toBe(improvePrompt('a lion', options))
    expect(fallbacks[0].error?.status).toBe(401)
    expect(fallbacks[0].error?.message).not.toContain('sk-not-the-right-key-123456')
  })

  it('never sends an unsafe prompt to the model', async () => {
    await provider().improve('a man killing a deer', options)
    expect(fake.requests).toEqual([])
  })
})

describe('text provider without a model', () => {
  it('uses the builtin grammar and makes no request', async () => {
    const text = createTextProvider(undefined)
    expect(await text.improve('a lion', options)).toBe(improvePrompt('a lion', options))
    expect(await text.suggest({ now, seed: 9 })).toBe(suggestPrompt({ now, seed: 9 }))
    expect(fake.requests).toEqual([])
  })
})
