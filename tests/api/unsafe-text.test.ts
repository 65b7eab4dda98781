import { count, eq } from 'drizzle-orm'
import type { Response as InjectResponse } from 'light-my-request'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generationCharges, images, trialUses } from '../../server/db/schema'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Every route, present and future, refuses text the database or the engine cannot take with a 400:
// the routes are read from the app itself, so a route added later is fuzzed too.
let t: TestApp
let user: RegisteredUser
beforeAll(async () => {
  t = await createTestApp()
  user = await registerUser(t.app)
})
afterAll(() => t.close())

const BAD: [string, string][] = [
  ['NUL', 'a lion\u0000 wearing a crown'],
  ['a C0 control', 'a lion\u0001'],
  ['escape', '\u001b[31ma lion'],
  ['DEL', 'a lion\u007f'],
  ['a C1 control', 'a lion\u0085'],
  ['a lone high surrogate', 'a lion \ud83d'],
  ['a lone low surrogate', '\ude00 a lion'],
  ['a surrogate pair reversed', 'a lion \ude00\ud83d'],
]

// The fields each route reads, with values that would pass its validation.
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/register/': { email: 'fuzz@example.com', password: 'long enough password' },
  'POST /api/auth/login/': { email: 'fuzz@example.com', password: 'long enough password' },
  'POST /api/auth/google/': { credential: 'a-google-credential' },
  'POST /api/password-reset/': { email: 'fuzz@example.com' },
  'POST /api/password-reset-confirm/': {
    uid: '00000000-0000-4000-8000-000000000000',
    token: 'token',
    new_password: 'long enough password',
  },
  'POST /api/images/trial/': { prompt: 'a lion', visitor_id: 'visitor-fuzz-0001' },
  'POST /api/images/generate/': {
    prompt: 'a lion',
    improve_prompt: false,
    complexity: 'easy',
    style: 'cartoon',
  },
  'POST /api/worksheets/': { kind: 'tracing', text: 'friend', style: 'print' },
  'POST /api/create-checkout-session/': {
    priceId: 'sandbox_starter_monthly',
    successUrl: 'http://colorly.test/account',
    cancelUrl: 'http://colorly.test/pricing',
    returnUrl: 'http://colorly.test/account',
  },
  'POST /api/analytics/pageview/': { path: '/pricing', referrer: '', visitor_id: 'visitor-fuzz-0001' },
}
const VALID_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/images/download_trial/': { visitor_id: 'visitor-fuzz-0001' },
  'GET /api/images/:id/file/': { exp: '9999999999', sig: 'signature' },
}
// Any route gets these too, read or not: nothing a client sends may reach a 500.
const GENERIC = { prompt: 'a lion', note: 'hello' }

const ID = '00000000-0000-4000-8000-000000000000'

/**
 * A value as it travels in a URL. A lone surrogate has no UTF-8 form, so a client can only send the
 * bytes a careless encoder makes of it (WTF-8); the server must not fail on them either.
 */
function inUrl(value: string): { encoded: string; lone: boolean } {
  try {
    return { encoded: encodeURIComponent(value), lone: false }
  } catch {
    const wtf8 = [...value]
      .map((ch) => {
        const c = ch.charCodeAt(0)
        if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch)
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      })
      .join('')
    return { encoded: wtf8, lone: true }
  }
}

/** Every method and path the app answers, from Fastify's own route tree. */
function registeredRoutes(): { method: string; path: string }[] {
  const lines = t.app.printRoutes({ commonPrefix: false }).split('\n')
  const stack: string[] = []
  const routes: { method: string; path: string }[] = []
  for (const line of lines) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line)
    if (!m) continue
    const depth = m[1].length / 4
    stack.length = depth
    stack.push(m[2])
    const path = stack.join('').replace(/^\/?/, '/')
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && !path.includes('*')) routes.push({ method, path })
    }
  }
  return routes
}

/** What is wrong with the answer to bad text, or null when it is the expected clear 400. */
function refusalProblem(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const summary = `${res.statusCode} ${res.body.slice(0, 120)}`
  if (res.statusCode !== 400) return summary
  const json = String(res.headers['content-type']).startsWith('application/json')
  if (json && !/contains .* which is not allowed\.$/.test(JSON.parse(res.body).error)) return summary
  return null
}

describe('text a client sends is checked on every route', () => {
  it('the route list is read from the app (and holds the routes this file knows)', () => {
    const keys = registeredRoutes().map((r) => `${r.method} ${r.path}`)
    expect(keys).toEqual(
      expect.arrayContaining([...Object.keys(VALID_BODIES), ...Object.keys(VALID_QUERIES)]),
    )
    expect(keys.length).toBeGreaterThan(25)
  })

  it.each(BAD)(
    '%s in any body field, query field or path segment answers 400, signed in or not',
    async (_, bad) => {
      const failures: string[] = []
      for (const route of registeredRoutes()) {
        const key = `${route.method} ${route.path}`
        const url = route.path.replace(/:id/g, ID)
        const body: Record<string, unknown> = { ...GENERIC, ...VALID_BODIES[key] }
        const query = { ...GENERIC, ...VALID_QUERIES[key] }
        const attempts: { what: string; lone?: boolean; run: () => Promise<InjectResponse> }[] = []
        for (const field of Object.keys(body)) {
          // Fastify reads no body on GET.
          if (typeof body[field] !== 'string' || route.method === 'GET') continue
          for (const signedIn of [false, true]) {
            attempts.push({
              what: `body.${field}${signedIn ? ' (signed in)' : ''}`,
              run: () =>
                t.app.inject({
                  method: route.method as 'POST',
                  url,
                  payload: { ...body, [field]: bad },
                  headers: signedIn ? authHeader(user.token) : {},
                }),
            })
          }
        }
        const { encoded, lone } = inUrl(bad)
        for (const field of Object.keys(query)) {
          const others = new URLSearchParams(query)
          others.delete(field)
          attempts.push({
            what: `query.${field}`,
            lone,
            run: () =>
              t.app.inject({
                method: route.method as 'GET',
                url: `${url}?${others}&${field}=${encoded}`,
                headers: authHeader(user.token),
              }),
          })
        }
        if (route.path.includes(':id')) {
          attempts.push({
            what: 'path :id',
            lone,
            run: () =>
              t.app.inject({
                method: route.method as 'GET',
                url: route.path.replace(/:id/g, encoded),
                headers: authHeader(user.token),
              }),
          })
        }
        for (const attempt of attempts) {
          const res = await attempt.run()
          // Bytes that are no UTF-8 at all reach the app decoded as something else (or not at all): the
          // app may ignore them or refuse them, but never fail on them.
          const problem = attempt.lone
            ? res.statusCode < 500
              ? null
              : `${res.statusCode} ${res.body.slice(0, 120)}`
            : refusalProblem(res)
          if (problem) failures.push(`${key} ${attempt.what}: ${problem}`)
        }
      }
      expect(failures).toEqual([])
    },
  )

  it('a malformed id in any path answers a 4xx, never a 500', async () => {
    const failures: string[] = []
    for (const route of registeredRoutes().filter((r) => r.path.includes(':id'))) {
      for (const id of ['not-a-uuid', '1', "'; drop table images; --", 'x'.repeat(500)]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.path.replace(/:id/g, encodeURIComponent(id)),
          headers: authHeader((await registerUser(t.app)).token),
        })
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`${route.method} ${route.path} ${id}: ${res.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('a field name carrying a NUL is refused too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'fuzz@example.com', password: 'long enough password', 'x\u0000': 1 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(
      'A field name in the request body contains a NUL character, which is not allowed.',
    )
  })

  it('a deeply nested body is walked without overflowing the stack', async () => {
    const depth = 100_000
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`,
    })
    expect(res.statusCode).toBe(400)
  })

  it('a C1 control in the Idempotency-Key header answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: VALID_BODIES['POST /api/images/generate/'],
      headers: { ...authHeader(user.token), 'idempotency-key': 'key\u0085' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(
      'The idempotency-key header contains a control character, which is not allowed.',
    )
  })

  it('a form-encoded sandbox checkout field with a NUL answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/sandbox/checkout/pay/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'session=abc%00def',
    })
    expect(res.statusCode).toBe(400)
  })

  it('tab, line breaks, emoji and accents are ordinary text and pass', async () => {
    const someone = await registerUser(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: { prompt: 'a lion\twearing\r\na crown 👑 — très élégant', improve_prompt: false },
      headers: authHeader(someone.token),
    })
    expect(res.statusCode).toBe(201)
  })
})

describe('the failures that cost a render are gone', () => {
  it('a NUL prompt on generate answers 400 before any page or charge', async () => {
    const someone = await registerUser(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: { prompt: 'a cat\u0000', improve_prompt: false },
      headers: authHeader(someone.token),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'The field "prompt" contains a NUL character, which is not allowed.',
    })
    const [charged] = await t.db
      .select({ n: count() })
      .from(generationCharges)
      .where(eq(generationCharges.userId, someone.user.id))
    expect(Number(charged.n)).toBe(0)
  })

  it('a NUL visitor_id on the trial and its download answers 400, booking nothing', async () => {
    const bookingsBefore = (await t.db.select({ n: count() }).from(trialUses))[0].n
    const pagesBefore = (await t.db.select({ n: count() }).from(images))[0].n
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/images/trial/',
      payload: { prompt: 'a cat', visitor_id: 'visitor\u0000-nul-1' },
    })
    expect(trial.statusCode).toBe(400)
    expect(trial.json()).toEqual({
      error: 'The field "visitor_id" contains a NUL character, which is not allowed.',
    })
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/images/download_trial/?visitor_id=visitor%00nul',
    })
    expect(download.statusCode).toBe(400)
    expect((await t.db.select({ n: count() }).from(trialUses))[0].n).toBe(bookingsBefore)
    expect((await t.db.select({ n: count() }).from(images))[0].n).toBe(pagesBefore)
  })
})
