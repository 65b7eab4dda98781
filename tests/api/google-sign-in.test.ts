import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriptions, users } from '../../server/db/schema'
import { type FakeGoogle, GOOGLE_CLIENT_ID, startFakeGoogle } from '../fakes/google-jwks-fake'
import { authHeader, registerUser, uniqueEmail } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

let google: FakeGoogle
let t: TestApp
beforeAll(async () => {
  google = await startFakeGoogle()
  t = await createTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl })
})
afterAll(async () => {
  await t.close()
  await google.close()
})

const signIn = (credential: unknown, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/google/', payload: { credential } })

let nextSub = 1000
const newSub = () => String(++nextSub)

describe('Google sign-in', () => {
  it('config tells the browser the client id, so it shows the Google button', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ googleClientId: GOOGLE_CLIENT_ID })
  })

  it('a valid ID token creates a free account on first use, and signs the same account in afterwards', async () => {
    const email = uniqueEmail('google')
    const sub = newSub()
    const first = await signIn(await google.signIdToken({ sub, email }))
    expect(first.statusCode).toBe(200)
    const { user, token } = first.json()
    expect(user).toEqual({ id: expect.any(String), email, plan: 'free', createdAt: expect.any(String) })
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.googleSub).toBe(sub)
    expect(row.passwordHash).toBeNull()
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    expect(subscription.plan).toBe('free')

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: authHeader(token) })
    expect(me.json().user.id).toBe(user.id)

    const countBefore = (await t.db.select().from(users)).length
    const again = await signIn(await google.signIdToken({ sub, email }))
    expect(again.statusCode).toBe(200)
    expect(again.json().user.id).toBe(user.id)
    expect(again.json().token).not.toBe(token)
    expect(await t.db.select().from(users)).toHaveLength(countBefore)
  })

  it('links to an existing password account with the same email; the password keeps working', async () => {
    const account = await registerUser(t.app)
    const sub = newSub()
    const res = await signIn(await google.signIdToken({ sub, email: account.email.toUpperCase() }))
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(account.user.id)
    const [row] = await t.db.select().from(users).where(eq(users.id, account.user.id))
    expect(row.googleSub).toBe(sub)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: account.password },
    })
    expect(login.statusCode).toBe(200)
  })

  it('an email already linked to another Google account answers 409', async () => {
    const email = uniqueEmail('linked')
    expect((await signIn(await google.signIdToken({ sub: newSub(), email }))).statusCode).toBe(200)
    const res = await signIn(await google.signIdToken({ sub: newSub(), email }))
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toMatch(/different Google account/)
  })

  it('a token for another client id (wrong aud) answers 401 and creates nothing', async () => {
    const email = uniqueEmail('wrong-aud')
    const res = await signIn(
      await google.signIdToken({ aud: 'someone-else.apps.googleusercontent.com', email }),
    )
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'This Google sign-in was not issued for Colorly. Please try again.' })
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })

  it('a token from another issuer answers 401', async () => {
    const res = await signIn(await google.signIdToken({ iss: 'https://evil.example.com', sub: newSub() }))
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toMatch(/not issued for Colorly/)
  })

  it('accepts the issuer without https:// as Google also uses it', async () => {
    const res = await signIn(
      await google.signIdToken({ iss: 'accounts.google.com', sub: newSub(), email: uniqueEmail('bare-iss') }),
    )
    expect(res.statusCode).toBe(200)
  })

  it('an expired token answers 401 saying it expired', async () => {
    const issuedAt = new Date(Date.now() - 3 * 3600_000)
    const res = await signIn(
      await google.signIdToken({ sub: newSub() }, { issuedAt, expiresAt: new Date(Date.now() - 3600_000) }),
    )
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Your Google sign-in has expired. Please try again.' })
  })

  it('a token that was valid expires on the server clock', async () => {
    const sub = newSub()
    const credential = await google.signIdToken(
      { sub, email: uniqueEmail('clock') },
      { expiresAt: new Date(Date.now() + 60_000) },
    )
    expect((await signIn(credential)).statusCode).toBe(200)
    // Past the expiry and the 30 s allowance for clock skew; later tests sign hour-long tokens.
    t.advance(2 * 60_000)
    const res = await signIn(credential)
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toMatch(/expired/)
  })

  it('a token signed by a key Google did not publish answers 401', async () => {
    const res = await signIn(await google.signIdToken({ sub: newSub() }, { foreignKey: true }))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'The Google sign-in could not be verified. Please try again.' })
  })

  it('a credential that is not a JWT answers 401', async () => {
    const res = await signIn('not.a.jwt')
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toMatch(/could not be verified/)
  })

  it('an unverified Google email answers 401 and creates nothing', async () => {
    const email = uniqueEmail('unverified')
    const res = await signIn(await google.signIdToken({ sub: newSub(), email, email_verified: false }))
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toMatch(/not verified/)
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
  })

  it('a missing credential answers 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/google/', payload: {} })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Credential is required.' })
  })

  it("when Google's key set cannot be fetched, answers 503 rather than blaming the person", async () => {
    const app = await createTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' })
    try {
      const res = await signIn(await google.signIdToken({ sub: newSub() }), app.app)
      expect(res.statusCode).toBe(503)
      expect(res.json().error).toMatch(/unavailable/)
    } finally {
      await app.close()
    }
  })
})

describe('Google sign-in not configured', () => {
  let bare: TestApp
  beforeAll(async () => {
    bare = await createTestApp()
  })
  afterAll(() => bare.close())

  it('config answers a null client id, so the browser hides the button', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/config/' })
    expect(res.json()).toEqual({ googleClientId: null })
  })

  it('sign-in answers 400 saying it is not configured', async () => {
    const res = await signIn(await google.signIdToken({ sub: newSub() }), bare.app)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Google sign-in is not configured on this server.' })
    expect(await bare.db.select().from(users)).toHaveLength(0)
  })
})
