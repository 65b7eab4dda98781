import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// The names every plain object inherits ("__proto__", "constructor", "toString"...) are words a client can
// type: a lookup of user text on a plain object finds them where a Map would find nothing. Every route that
// takes text answers them with a 2xx or a 4xx, never a 5xx.
const WORDS = Object.getOwnPropertyNames(Object.prototype)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? authHeader(token) : {} })

describe('the words of Object.prototype as text', () => {
  it('are the words this test means', () => {
    expect(WORDS).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'hasOwnProperty', 'toString']))
  })

  it.each(WORDS)(
    '%s: generate (each complexity, Magic Prompt on and off) answers without a 5xx',
    async (word) => {
      // A fresh account per word: ten free pages are enough for the five requests.
      const { token } = await registerUser(t.app)
      const failures: string[] = []
      const bodies = [
        { prompt: word, improve_prompt: false, complexity: 'easy', style: 'cartoon' },
        { prompt: word, improve_prompt: true, complexity: 'intricate', style: 'realistic' },
        { prompt: `a ${word} and a cat`, improve_prompt: false, complexity: 'intricate' },
        { prompt: `happy birthday ${word}`, improve_prompt: false, complexity: 'easy' },
        { prompt: `"${word}"`, improve_prompt: false, complexity: 'intricate' },
      ]
      for (const body of bodies) {
        const res = await post('/api/images/generate/', body, token)
        if (res.statusCode >= 500) failures.push(`${JSON.stringify(body)}: ${res.statusCode} ${res.body}`)
        else if (res.statusCode === 201) expect(res.json().status).toBe('ready')
      }
      expect(failures).toEqual([])
    },
    120_000,
  )

  it.each(WORDS)('%s: the trial answers without a 5xx', async (word) => {
    const res = await post('/api/images/trial/', {
      prompt: word,
      visitor_id: `visitor-proto-${word.length}-${WORDS.indexOf(word)}`,
    })
    expect(res.statusCode, res.body).toBeLessThan(500)
  })

  it.each(WORDS)(
    '%s in every other text field answers without a 5xx',
    async (word) => {
      const { token } = await registerUser(t.app)
      const attempts: [string, unknown][] = [
        ['/api/auth/register/', { email: word, password: word }],
        ['/api/auth/register/', { email: `${word}@example.com`, password: 'long enough password' }],
        ['/api/auth/login/', { email: word, password: word }],
        ['/api/auth/google/', { credential: word }],
        ['/api/password-reset/', { email: word }],
        ['/api/password-reset-confirm/', { uid: word, token: word, new_password: word }],
        [
          '/api/create-checkout-session/',
          { priceId: word, successUrl: word, cancelUrl: word, returnUrl: word },
        ],
        ['/api/analytics/pageview/', { path: word, referrer: word, visitor_id: word }],
        ['/api/images/generate/', { prompt: 'a cat', complexity: word, style: word, size: word }],
        ['/api/images/generate/', { [word]: word, prompt: 'a cat' }],
      ]
      const failures: string[] = []
      for (const [url, body] of attempts) {
        const res = await post(url, body, token)
        if (res.statusCode >= 500)
          failures.push(`${url} ${JSON.stringify(body)}: ${res.statusCode} ${res.body}`)
      }
      for (const url of [
        `/api/images/${word}/`,
        `/api/images/download_trial/?visitor_id=${word}`,
        `/api/images/?${word}=1`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: authHeader(token) })
        if (res.statusCode >= 500) failures.push(`GET ${url}: ${res.statusCode} ${res.body}`)
      }
      expect(failures).toEqual([])
    },
    60_000,
  )
})
