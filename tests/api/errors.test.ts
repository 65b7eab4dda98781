import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('bad input', () => {
  it('an unknown /api/ route answers 404 with a JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toMatch(/No API route/)
  })

  it('malformed JSON answers 400 with a JSON error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' })
  })
})
