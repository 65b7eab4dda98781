import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens, passwordResetTokens, subscriptions, users } from '../../server/db/schema'
import { readOutbox } from '../helpers/outbox'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Nothing in this file may write: every request here is refused.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ENDPOINTS = [
  '/api/auth/register/',
  '/api/auth/login/',
  '/api/auth/google/',
  '/api/password-reset/',
  '/api/password-reset-confirm/',
]

const send = (
  url: string,
  payload: string | undefined,
  contentType: string | undefined = 'application/json',
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  })

describe.each(ENDPOINTS)('bad input to %s', (url) => {
  it('malformed JSON answers 400 saying so', async () => {
    const res = await send(url, '{"email": "a@b.co", ')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' })
  })

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"a@b.co"'],
    ['a number', '42'],
  ])('a JSON body that is %s answers 400 asking for an object', async (_, body) => {
    const res = await send(url, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body must be a JSON object.' })
  })

  it('no body at all answers 400 saying it is empty', async () => {
    const res = await send(url, undefined, undefined)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body is empty; send a JSON object.' })
  })

  it('an empty JSON body answers 400 saying it is empty', async () => {
    const res = await send(url, '')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body is empty; send a JSON object.' })
  })

  it('an empty object answers 400 naming the first missing field', async () => {
    const res = await send(url, '{}')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/^(Email|Credential|Uid) is required\.$/)
  })

  it('a plain-text body answers 400 asking for a JSON object', async () => {
    const res = await send(url, 'email=a@b.co', 'text/plain')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body must be a JSON object.' })
  })

  it('a form-encoded body answers 415 asking for JSON', async () => {
    const res = await send(url, 'email=a@b.co', 'application/x-www-form-urlencoded')
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json).' })
  })

  it('a body over 1 MB answers 413', async () => {
    const res = await send(url, JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1.1 * 1024 * 1024) }))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'The request body is too large (the limit is 1 MB).' })
  })

  it('a __proto__ key answers 400, not 500', async () => {
    const res = await send(url, '{"__proto__": {"admin": true}, "email": "a@b.co"}')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual(expect.any(String))
  })
})

describe('wrong types and missing fields', () => {
  it.each([
    ['/api/auth/register/', { email: 5, password: 'long enough' }, 'Email must be text.'],
    ['/api/auth/register/', { email: 'a@b.co', password: 12345678 }, 'Password must be text.'],
    ['/api/auth/register/', { email: 'a@b.co' }, 'Password is required.'],
    ['/api/auth/register/', { email: ['a@b.co'], password: 'long enough' }, 'Email must be text.'],
    ['/api/auth/login/', { email: 'a@b.co', password: null }, 'Password must be text.'],
    ['/api/auth/login/', { email: 'a@b.co', password: '' }, 'Enter your password.'],
    ['/api/auth/login/', { password: 'long enough' }, 'Email is required.'],
    ['/api/auth/google/', { credential: { token: 'x' } }, 'Credential must be text.'],
    ['/api/password-reset/', { email: true }, 'Email must be text.'],
    ['/api/password-reset/', { email: '' }, 'Enter a valid email address.'],
    ['/api/password-reset-confirm/', { uid: 'x', token: 'y' }, 'New password is required.'],
    [
      '/api/password-reset-confirm/',
      { uid: 1, token: 'y', new_password: 'long enough' },
      'Uid must be text.',
    ],
  ])('%s with %j answers 400: %s', async (url, payload, error) => {
    const res = await t.app.inject({ method: 'POST', url, payload })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })
})

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/auth/nope/'],
    ['POST', '/api/auth/'],
    ['GET', '/api/auth/login/'],
    ['DELETE', '/api/auth/me/'],
  ] as const)('%s %s answers 404 with a JSON error', async (method, url) => {
    const res = await t.app.inject({ method, url })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.json().error).toMatch(/^No API route/)
  })
})

describe('after all of that', () => {
  it('nothing was written: no users, subscriptions, tokens, reset links or mail', async () => {
    expect(await t.db.select().from(users)).toEqual([])
    expect(await t.db.select().from(subscriptions)).toEqual([])
    expect(await t.db.select().from(authTokens)).toEqual([])
    expect(await t.db.select().from(passwordResetTokens)).toEqual([])
    expect(readOutbox(t.dataDir)).toEqual([])
  })
})
