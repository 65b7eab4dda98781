import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type OpenAiFake, startOpenAiFake } from '../../tests/fakes/openai-fake'
import type { EndpointConfig } from '../config'
import { moderate } from '../safety/moderate'
import { askModeration, mapModerationCategories } from './moderation-openai'

let fake: OpenAiFake
let endpoint: EndpointConfig

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey: 'mod-key' })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  fake.moderations = { kind: 'result', flagged: false }
  endpoint = { baseUrl: fake.baseUrl, apiKey: 'mod-key', model: 'omni-moderation-latest', timeoutMs: 1000 }
})

describe('mapModerationCategories', () => {
  it.each([
    ['sexual', 'sexual'],
    ['sexual/minors', 'sexual'],
    ['hate', 'hate'],
    ['hate/threatening', 'hate'],
    ['harassment', 'hate'],
    ['harassment/threatening', 'hate'],
    ['self-harm', 'self-harm'],
    ['self-harm/intent', 'self-harm'],
    ['self-harm/instructions', 'self-harm'],
    ['violence', 'violence'],
    ['violence/graphic', 'violence'],
    ['illicit/violent', 'violence'],
    ['illicit', 'violence'],
  ])('maps %s to %s', (label, category) => {
    expect(mapModerationCategories({ [label]: true })).toEqual({ category, label })
  })

  it('when several are flagged, names the most serious: self-harm before violence', () => {
    expect(mapModerationCategories({ violence: true, 'self-harm/intent': true }).category).toBe('self-harm')
  })
})

describe('askModeration', () => {
  it('posts the documented request and reads a clean answer', async () => {
    expect(await askModeration(endpoint, 'a lion')).toEqual({ flagged: false })
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/moderations',
      authorization: 'Bearer mod-key',
      body: { model: 'omni-moderation-latest', input: 'a lion' },
    })
  })

  it('reads a flagged answer into our category', async () => {
    fake.moderations = { kind: 'result', flagged: true, categories: { 'violence/graphic': true } }
    expect(await askModeration(endpoint, 'x')).toEqual({
      flagged: true,
      category: 'violence',
      label: 'violence/graphic',
    })
  })
})

describe('moderate', () => {
  it('refuses with the builtin list first and never asks the service', async () => {
    const result = await moderate('a man killing a deer', endpoint)
    expect(result).toMatchObject({ ok: false, category: 'violence' })
    expect(fake.requests).toEqual([])
  })

  it('when the list passes but the service flags the prompt, refuses with our message', async () => {
    fake.moderations = { kind: 'result', flagged: true, categories: { 'sexual/minors': true } }
    const result = await moderate('a harmless looking prompt', endpoint)
    expect(result).toMatchObject({ ok: false, category: 'sexual', term: 'moderation service: sexual/minors' })
    if (!result.ok) expect(result.message).toMatch(/doesn't draw sexual or adult content/)
  })

  it('when the service passes the prompt, lets it through', async () => {
    expect(await moderate('a penguin on ice', endpoint)).toEqual({ ok: true })
    expect(fake.requests).toHaveLength(1)
  })

  it.each([
    ['answers 500', { kind: 'error', status: 500 }],
    ['hangs past the timeout', { kind: 'hang' }],
    ['answers malformed JSON', { kind: 'malformed' }],
  ] as const)(
    'when the service %s, the builtin verdict stands and the error is reported',
    async (_, behaviour) => {
      fake.moderations = behaviour
      const errors: unknown[] = []
      const result = await moderate(
        'a penguin on ice',
        { ...endpoint, timeoutMs: 150 },
        {
          onServiceError: (e) => errors.push(e),
        },
      )
      expect(result).toEqual({ ok: true })
      expect(errors).toHaveLength(1)
    },
  )

  it('without a configured service, uses the list alone', async () => {
    expect(await moderate('a penguin on ice', undefined)).toEqual({ ok: true })
    expect(fake.requests).toEqual([])
  })
})
