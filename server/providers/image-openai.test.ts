import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type OpenAiFake, startOpenAiFake, tinyPng } from '../../tests/fakes/openai-fake'
import type { EndpointConfig } from '../config'
import { HttpError } from '../http/errors'
import { createOpenAiImageProvider, type ImageRequest } from './image-openai'
import type { ProviderError } from './openai-http'

let fake: OpenAiFake
let endpoint: EndpointConfig
const request: ImageRequest = { description: 'a lion wearing a crown', complexity: 'easy', style: 'cartoon' }

beforeAll(async () => {
  fake = await startOpenAiFake()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  fake.images = { kind: 'b64' }
  endpoint = { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'gpt-image-2', timeoutMs: 2000 }
})

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`)
  return error
}

describe('OpenAI-compatible image provider', () => {
  it('posts the documented request with the Bearer key and answers with the PNG bytes', async () => {
    const png = tinyPng(16, 24)
    fake.images = { kind: 'b64', png }
    const bytes = await createOpenAiImageProvider(endpoint).generate(request)
    expect(bytes.equals(png)).toBe(true)
    const [sent] = fake.requests
    expect(sent.path).toBe('/v1/images/generations')
    expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(sent.body).toMatchObject({ model: 'gpt-image-2', size: '1024x1536', n: 1 })
    const prompt = (sent.body as { prompt: string }).prompt
    expect(prompt).toContain('a lion wearing a crown')
    expect(prompt).toMatch(/black and white line art/i)
    expect(prompt).toMatch(/white background/)
    expect(prompt).toMatch(/thick bold lines/)
  })

  it('asks for the configured size (a self-hosted server drawing at its own size)', async () => {
    await createOpenAiImageProvider({ ...endpoint, size: '512x768' }).generate(request)
    expect(fake.requests[0].body).toMatchObject({ size: '512x768' })
  })

  it('when the answer is a url, fetches the picture from it', async () => {
    const png = tinyPng(10, 10)
    fake.images = { kind: 'url', png }
    const bytes = await createOpenAiImageProvider(endpoint).generate(request)
    expect(bytes.equals(png)).toBe(true)
  })

  it('when the service hangs past the timeout, answers 504 and says nothing was charged', async () => {
    fake.images = { kind: 'hang' }
    const started = Date.now()
    const error = await failure(createOpenAiImageProvider({ ...endpoint, timeoutMs: 150 }).generate(request))
    expect(error.statusCode).toBe(504)
    expect(error.message).toBe(
      'The image service took too long to answer. Nothing was charged; please try again.',
    )
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('when the service answers 500, answers 502', async () => {
    fake.images = { kind: 'error', status: 500 }
    const error = await failure(createOpenAiImageProvider(endpoint).generate(request))
    expect(error.statusCode).toBe(502)
    expect(error.message).toBe('The image service failed. Nothing was charged; please try again.')
  })

  it('when the service answers malformed JSON, answers 502', async () => {
    fake.images = { kind: 'malformed' }
    expect((await failure(createOpenAiImageProvider(endpoint).generate(request))).statusCode).toBe(502)
  })

  it('when the service answers without an image, answers 502', async () => {
    fake.images = { kind: 'empty' }
    expect((await failure(createOpenAiImageProvider(endpoint).generate(request))).statusCode).toBe(502)
  })

  it('when the bytes are not a PNG, answers 502', async () => {
    fake.images = { kind: 'b64', png: Buffer.from('<html>not an image</html>') }
    expect((await failure(createOpenAiImageProvider(endpoint).generate(request))).statusCode).toBe(502)
  })

  it.each(['moderation_blocked', 'content_policy_violation'] as const)(
    'when the service refuses with %s, answers 400 with a refusal a person can act on',
    async (code) => {
      fake.images = { kind: 'refuse', code }
      const error = await failure(createOpenAiImageProvider(endpoint).generate(request))
      expect(error.statusCode).toBe(400)
      expect(error.message).toMatch(
        /won't draw this prompt.*Nothing was charged; try describing something else/,
      )
    },
  )

  it('when the service is unreachable, answers 502', async () => {
    const gone = await startOpenAiFake()
    await gone.close()
    const closed = { ...endpoint, baseUrl: gone.baseUrl }
    expect((await failure(createOpenAiImageProvider(closed).generate(request))).statusCode).toBe(502)
  })

  it('when the key is wrong, answers 502 and the key never reaches the log', async () => {
    const logged: ProviderError[] = []
    const wrongKey = 'sk-wrong-secret-key-9876543210'
    const provider = createOpenAiImageProvider(
      { ...endpoint, apiKey: wrongKey },
      { onProviderError: (e) => logged.push(e) },
    )
    const error = await failure(provider.generate(request))
    expect(error.statusCode).toBe(502)
    expect(error.message).not.toContain(wrongKey)
    expect(logged).toHaveLength(1)
    expect(logged[0].status).toBe(401)
    expect(logged[0].message).toContain('invalid_api_key')
    expect(logged[0].message).not.toContain(wrongKey)
    expect(String(error.cause)).not.toContain(wrongKey)
  })
})
