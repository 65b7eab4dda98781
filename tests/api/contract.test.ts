import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  errorResponse,
  healthResponse,
  imageJson,
  imageListResponse,
  meResponse,
  okResponse,
  photoPreviewResponse,
  plansResponse,
  promptRefusedBody,
  publicConfigResponse,
  redirectResponse,
  sessionResponse,
  subscriptionResponse,
  suggestResponse,
  trialImageResponse,
  usageResponse,
} from '../../shared/contract'
import { authHeader, registerUser, uniqueEmail } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Every answer of the API, read back through the contract that declares it: a field the server adds,
// drops or changes without the contract fails here (objects are checked strictly, no unknown keys).

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = (await registerUser(t.app)).token
})
afterAll(() => t.close())

type Answer = { statusCode: number; json: () => unknown }
const strict = <S extends z.ZodType>(schema: S) =>
  'strict' in schema && typeof schema.strict === 'function' ? (schema.strict() as z.ZodType) : schema
function expectShape(res: Answer, status: number, schema: z.ZodType) {
  expect(res.statusCode).toBe(status)
  const parsed = strict(schema).safeParse(res.json())
  expect(parsed.error?.issues ?? []).toEqual([])
}
const get = (url: string, auth = true) =>
  t.app.inject({ method: 'GET', url, headers: auth ? authHeader(token) : {} })
const post = (url: string, payload: object, auth = true) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth ? authHeader(token) : {} })

describe('the API answers what the contract declares', () => {
  it('auth: register, login, me', async () => {
    const email = uniqueEmail('contract')
    expectShape(
      await post('/api/auth/register/', { email, password: 'correct horse battery' }, false),
      201,
      sessionResponse,
    )
    expectShape(
      await post('/api/auth/login/', { email, password: 'correct horse battery' }, false),
      200,
      sessionResponse,
    )
    expectShape(await get('/api/auth/me/'), 200, meResponse)
  })

  it('password reset', async () => {
    expectShape(await post('/api/password-reset/', { email: uniqueEmail('reset') }, false), 200, okResponse)
  })

  it('public config and health', async () => {
    expectShape(await get('/api/config/', false), 200, publicConfigResponse)
    expectShape(await get('/api/health/', false), 200, healthResponse)
  })

  it('billing: plans, subscription, checkout, usage', async () => {
    expectShape(await get('/api/plans/', false), 200, plansResponse)
    expectShape(await get('/api/billing/subscription/'), 200, subscriptionResponse)
    expectShape(await get('/api/images/usage/'), 200, usageResponse)
    const checkout = { priceId: 'sandbox_starter_monthly', successUrl: '/account', cancelUrl: '/pricing' }
    expectShape(await post('/api/create-checkout-session/', checkout), 200, redirectResponse)
  })

  it('images: generate, list, suggest, trial', async () => {
    const made = await post('/api/images/generate/', { prompt: 'a cat', improve_prompt: false })
    expectShape(made, 201, imageJson)
    expectShape(await get('/api/images/'), 200, imageListResponse)
    expectShape(await get('/api/images/suggest/'), 200, suggestResponse)
    const trial = await post(
      '/api/images/trial/',
      { prompt: 'a dog', visitor_id: 'contract-visitor-1' },
      false,
    )
    expectShape(trial, 200, trialImageResponse)
  })

  it('photo pages: the page and its preview', async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer()
    const data = new FormData()
    data.append('complexity', 'easy')
    data.append('focus', '0.5,0.5')
    data.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pet.jpg')
    const body = new Response(data)
    const payload = Buffer.from(await body.arrayBuffer())
    const headers = { ...authHeader(token), 'content-type': body.headers.get('content-type') as string }
    const send = (url: string) => t.app.inject({ method: 'POST', url, payload, headers })
    expectShape(await send('/api/images/photo/preview/'), 200, photoPreviewResponse)
    expectShape(await send('/api/images/photo/'), 201, imageJson)
  })

  it('errors: {error}, and the 422 refusal with its suggestions', async () => {
    expectShape(await post('/api/images/generate/', { prompt: '' }), 400, errorResponse)
    expectShape(
      await post('/api/images/generate/', { prompt: 'Pikachu', improve_prompt: false }),
      422,
      promptRefusedBody,
    )
  })
})
