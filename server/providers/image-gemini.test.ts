import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type GeminiFake, startGeminiFake } from '../../tests/fakes/gemini-fake'
import { goodDrawing } from '../../tests/fakes/model-pictures'
import type { EndpointConfig } from '../config'
import { HttpError } from '../http/errors'
import { createGeminiImageProvider } from './image-gemini'
import type { ImageRequest } from './image-openai'
import type { ProviderError } from './openai-http'

let fake: GeminiFake
let endpoint: EndpointConfig & { apiKey: string }
const request: ImageRequest = { description: 'a lion wearing a crown', complexity: 'easy', style: 'cartoon' }

beforeAll(async () => {
  fake = await startGeminiFake()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  fake.behaviour = { kind: 'image' }
  endpoint = { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'gemini-2.5-flash-image', timeoutMs: 2000 }
})

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`)
  return error
}

describe('Gemini image provider', () => {
  it('posts the documented generateContent request with x-goog-api-key and answers the inlineData PNG', async () => {
    const png = goodDrawing()
    fake.behaviour = { kind: 'image', png }
    const bytes = await createGeminiImageProvider(endpoint).generate(request)
    expect(bytes.equals(png)).toBe(true)
    const [sent] = fake.requests
    expect(sent.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent')
    expect(sent.apiKey).toBe(fake.apiKey)
    const body = sent.body as {
      contents: { parts: { text: string }[] }[]
      generationConfig: { responseModalities: string[]; imageConfig: { aspectRatio: string } }
    }
    expect(body.generationConfig).toEqual({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '3:4' },
    })
    const prompt = body.contents[0].parts[0].text
    expect(prompt).toContain('a lion wearing a crown')
    expect(prompt).toMatch(/black and white line art/i)
    expect(prompt).toMatch(/No text/)
  })

  it('a JPEG answer is converted to PNG', async () => {
    const jpeg = await sharp(goodDrawing()).jpeg().toBuffer()
    fake.behaviour = { kind: 'image', png: jpeg, mimeType: 'image/jpeg' }
    const bytes = await createGeminiImageProvider(endpoint).generate(request)
    expect(bytes.subarray(1, 4).toString()).toBe('PNG')
    expect((await sharp(bytes).metadata()).width).toBe(512)
  })

  it.each([
    ['503 UNAVAILABLE', { kind: 'error', status: 503 }],
    ['500 INTERNAL', { kind: 'error', status: 500, googleStatus: 'INTERNAL' }],
    ['429 RESOURCE_EXHAUSTED', { kind: 'error', status: 429, googleStatus: 'RESOURCE_EXHAUSTED' }],
    ['404 for an unknown model', { kind: 'error', status: 404, googleStatus: 'NOT_FOUND' }],
    ['malformed JSON', { kind: 'malformed' }],
    ['only text, no picture', { kind: 'text-only' }],
  ] as const)(
    'when the service answers %s, answers 502 and says nothing was charged',
    async (_, behaviour) => {
      fake.behaviour = behaviour
      const error = await failure(createGeminiImageProvider(endpoint).generate(request))
      expect(error.statusCode).toBe(502)
      expect(error.message).toBe('The image service failed. Nothing was charged; please try again.')
    },
  )

  it('when the bytes are not a picture, answers 502', async () => {
    fake.behaviour = { kind: 'image', png: Buffer.from('<html>not an image</html>') }
    expect((await failure(createGeminiImageProvider(endpoint).generate(request))).statusCode).toBe(502)
  })

  it('when the service hangs past the timeout, answers 504', async () => {
    fake.behaviour = { kind: 'hang' }
    const started = Date.now()
    const error = await failure(createGeminiImageProvider({ ...endpoint, timeoutMs: 150 }).generate(request))
    expect(error.statusCode).toBe(504)
    expect(error.message).toMatch(/took too long.*Nothing was charged/)
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it.each([
    ['a blocked prompt', { kind: 'blocked', reason: 'PROHIBITED_CONTENT' }],
    ['a picture stopped for safety', { kind: 'finish', reason: 'IMAGE_SAFETY' }],
  ] as const)('%s answers 400 with a refusal a person can act on', async (_, behaviour) => {
    fake.behaviour = behaviour
    const error = await failure(createGeminiImageProvider(endpoint).generate(request))
    expect(error.statusCode).toBe(400)
    expect(error.message).toMatch(/won't draw this prompt.*Nothing was charged/)
  })

  it('when the service is unreachable, answers 502', async () => {
    const gone = await startGeminiFake()
    await gone.close()
    const closed = { ...endpoint, baseUrl: gone.baseUrl }
    expect((await failure(createGeminiImageProvider(closed).generate(request))).statusCode).toBe(502)
  })

  it('when the key is wrong, answers 502 and the key never reaches the log', async () => {
    const logged: ProviderError[] = []
    const wrongKey = 'AIzaWrongSecretKey9876543210abcdefghij'
    const provider = createGeminiImageProvider(
      { ...endpoint, apiKey: wrongKey },
      { onProviderError: (e) => logged.push(e) },
    )
    const error = await failure(provider.generate(request))
    expect(error.statusCode).toBe(502)
    expect(logged).toHaveLength(1)
    expect(logged[0].status).toBe(400)
    expect(logged[0].message).toContain('API key not valid')
    expect(`${error.message} ${logged[0].message} ${String(error.cause)}`).not.toContain(wrongKey)
  })
})
