import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens, subscriptions, users } from '../../server/db/schema'
import { authHeader, registerUser, uniqueEmail } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers })

describe('register', () => {
  it('creates the account on the free plan and answers 201 with the user and a token', async () => {
    const email = uniqueEmail('new')
    const res = await post('/api/auth/register/', { email, password: 'long enough' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.user).toEqual({ id: expect.any(String), email, plan: 'free', createdAt: expect.any(String) })
    expect(Object.keys(body.user).sort()).toEqual(['createdAt', 'email', 'id', 'plan'])
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, body.user.id))
    expect(sub.plan).toBe('free')
  })

  it('stores the email trimmed and lower-cased, and the password as an argon2id hash', async () => {
    const email = uniqueEmail('mixed')
    const res = await post('/api/auth/register/', {
      email: `  ${email.toUpperCase()} `,
      password: 'long enough',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user.email).toBe(email)
    const [row] = await t.db.select().from(users).where(eq(users.email, email))
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row.passwordHash).not.toContain('long enough')
  })

  it('a second account with the same email (in any case) answers 409 and creates nothing', async () => {
    const { email } = await registerUser(t.app)
    const before = await t.db.select().from(users)
    const res = await post('/api/auth/register/', { email: email.toUpperCase(), password: 'another one' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: 'An account with this email already exists. Sign in, or reset your password.',
    })
    expect(await t.db.select().from(users)).toHaveLength(before.length)
  })

  it('a password under 8 characters answers 400 with the rule', async () => {
    const res = await post('/api/auth/register/', { email: uniqueEmail(), password: 'short' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Password must be at least 8 characters.' })
  })

  it('a password over 256 characters answers 400', async () => {
    const res = await post('/api/auth/register/', { email: uniqueEmail(), password: 'x'.repeat(257) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Password must be at most 256 characters.' })
  })

  it('an invalid email answers 400 asking for a valid address', async () => {
    const res = await post('/api/auth/register/', { email: 'not-an-email', password: 'long enough' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Enter a valid email address.' })
  })

  it('an email over 254 characters answers 400', async () => {
    const res = await post('/api/auth/register/', {
      email: `${'a'.repeat(250)}@example.com`,
      password: 'long enough',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/at most 254 characters/)
  })
})

describe('login', () => {
  it('the right password answers 200 with the user and a new token', async () => {
    const account = await registerUser(t.app)
    const res = await post('/api/auth/login/', { email: account.email, password: account.password })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toEqual(account.user)
    expect(res.json().token).not.toBe(account.token)
  })

  it('accepts the email in another case and with spaces', async () => {
    const account = await registerUser(t.app)
    const res = await post('/api/auth/login/', {
      email: ` ${account.email.toUpperCase()}`,
      password: account.password,
    })
    expect(res.statusCode).toBe(200)
  })

  it('an unknown email and a wrong password get the identical 401 answer', async () => {
    const account = await registerUser(t.app)
    const wrong = await post('/api/auth/login/', { email: account.email, password: 'wrong password' })
    const unknown = await post('/api/auth/login/', {
      email: uniqueEmail('nobody'),
      password: 'wrong password',
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ error: 'Invalid email or password.' })
    expect(unknown.body).toBe(wrong.body)
  })

  it('an account made with Google and no password cannot sign in with a password', async () => {
    const email = uniqueEmail('google-only')
    await t.db.insert(users).values({ email, googleSub: `sub-${email}` })
    const res = await post('/api/auth/login/', { email, password: 'anything at all' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Invalid email or password.' })
  })
})

describe('tokens', () => {
  it('only the SHA-256 of the token is stored, never the token itself', async () => {
    const { token, user } = await registerUser(t.app)
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('me answers the signed-in user for a valid token', async () => {
    const account = await registerUser(t.app)
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: authHeader(account.token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ user: account.user })
  })

  it('me without an Authorization header answers 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me/' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Authentication required. Please sign in.' })
  })

  it('an unknown token, or a key sent with another scheme, answers 401', async () => {
    const account = await registerUser(t.app)
    for (const authorization of ['Token not-a-real-token', `Bearer ${account.token}`, account.token]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization } })
      expect(res.statusCode).toBe(401)
      expect(res.json().error).toEqual(expect.any(String))
    }
  })

  it('logout revokes the presented token only: it answers 401 afterwards, other sessions go on', async () => {
    const account = await registerUser(t.app)
    const other = (
      await post('/api/auth/login/', { email: account.email, password: account.password })
    ).json()
    const res = await post('/api/auth/logout/', undefined, authHeader(account.token))
    expect(res.statusCode).toBe(204)
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: authHeader(account.token),
    })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ error: 'Your session has ended. Please sign in again.' })
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: authHeader(other.token),
    })
    expect(still.statusCode).toBe(200)
    const hash = crypto.createHash('sha256').update(account.token).digest('hex')
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.tokenHash, hash))
    expect(row.revokedAt).toBeInstanceOf(Date)
  })

  it('a token unused for over 90 days ends: 401, and it stays ended; one in use goes on', async () => {
    const own = await createTestApp()
    try {
      const me = (token: string) =>
        own.app.inject({ method: 'GET', url: '/api/auth/me/', headers: authHeader(token) })
      const idle = await registerUser(own.app)
      const busy = await registerUser(own.app)
      const day = 24 * 60 * 60 * 1000
      // The busy one is used every 60 days; the idle one not at all.
      own.advance(60 * day)
      expect((await me(busy.token)).statusCode).toBe(200)
      own.advance(31 * day)
      expect((await me(busy.token)).statusCode).toBe(200)
      const ended = await me(idle.token)
      expect(ended.statusCode).toBe(401)
      expect(ended.json()).toEqual({ error: 'Your session has ended. Please sign in again.' })
      const [row] = await own.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, crypto.createHash('sha256').update(idle.token).digest('hex')))
      expect(row.revokedAt).not.toBeNull()
      // Signing in again gives a new session.
      const again = await own.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: idle.email, password: idle.password },
      })
      expect((await me(again.json().token)).statusCode).toBe(200)
    } finally {
      await own.close()
    }
  })

  it('logout works with an empty body sent as JSON', async () => {
    const account = await registerUser(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { ...authHeader(account.token), 'content-type': 'application/json' },
      payload: '',
    })
    expect(res.statusCode).toBe(204)
  })

  it('logout without a token answers 401', async () => {
    const res = await post('/api/auth/logout/', undefined)
    expect(res.statusCode).toBe(401)
  })
})
