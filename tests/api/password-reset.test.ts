import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens, passwordResetTokens, users } from '../../server/db/schema'
import { authHeader, registerUser, uniqueEmail } from '../helpers/accounts'
import { readOutbox, resetLinkIn, waitForMail } from '../helpers/outbox'
import { createTestApp, type TestApp } from '../helpers/test-app'

// One app for the file: tests count the outbox before acting and look only at the new mail.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    COMPANY_NAME: 'Colorly Ltd',
    COMPANY_ADDRESS: '1 Main Street, Springfield',
    SUPPORT_EMAIL: 'help@colorly.com',
  })
})
afterAll(() => t.close())

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object })
const requestReset = (email: string) => post('/api/password-reset/', { email })
const confirm = (payload: { uid: string; token: string; new_password: string }) =>
  post('/api/password-reset-confirm/', payload)
const login = (email: string, password: string) => post('/api/auth/login/', { email, password })

/** Registers an account, asks for a reset and returns the link from the mail. */
async function accountWithResetLink() {
  const account = await registerUser(t.app)
  const before = readOutbox(t.dataDir).length
  const res = await requestReset(account.email)
  expect(res.statusCode).toBe(200)
  const mails = await waitForMail(t.dataDir, before + 1)
  const mail = mails.find((m) => m.to === account.email)
  if (!mail) throw new Error('no mail for the account')
  return { account, mail, ...resetLinkIn(mail) }
}

const INVALID = { error: 'This password reset link is invalid or has expired.' }

describe('password reset', () => {
  it('mails a link to /reset-password/{uid}/{token} as a real .eml, and stores only the hash', async () => {
    const { account, mail, link, uid, token } = await accountWithResetLink()
    expect(link).toBe(`http://colorly.test/reset-password/${account.user.id}/${token}`)
    expect(uid).toBe(account.user.id)
    expect(mail.subject).toBe('Reset your Colorly password')
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m)
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m)
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m)
    expect(mail.raw).toMatch(/^Message-ID: </m)
    // Signed with who runs the service (COMPANY_NAME, COMPANY_ADDRESS, SUPPORT_EMAIL), in both parts.
    expect(mail.decoded).toContain('Colorly Ltd, 1 Main Street, Springfield\nQuestions: help@colorly.com')
    expect(mail.decoded).toContain('<a href="mailto:help@colorly.com">help@colorly.com</a>')
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, uid))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(3600_000)
  })

  it('the link sets a new password: the new one signs in, the old one does not', async () => {
    const { account, uid, token } = await accountWithResetLink()
    const res = await confirm({ uid, token, new_password: 'a brand new secret' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    expect((await login(account.email, 'a brand new secret')).statusCode).toBe(200)
    expect((await login(account.email, account.password)).statusCode).toBe(401)
  })

  it('using the link signs out every existing session of the account', async () => {
    const { account, uid, token } = await accountWithResetLink()
    const second = (await login(account.email, account.password)).json().token
    expect((await confirm({ uid, token, new_password: 'a brand new secret' })).statusCode).toBe(200)
    for (const key of [account.token, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: authHeader(key) })
      expect(me.statusCode).toBe(401)
    }
    const live = await t.db.select().from(authTokens).where(eq(authTokens.userId, uid))
    expect(live.every((row) => row.revokedAt !== null)).toBe(true)
  })

  it('the link works once: the second use answers 400 and leaves the password alone', async () => {
    const { account, uid, token } = await accountWithResetLink()
    expect((await confirm({ uid, token, new_password: 'first new password' })).statusCode).toBe(200)
    const again = await confirm({ uid, token, new_password: 'second new password' })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual(INVALID)
    expect((await login(account.email, 'first new password')).statusCode).toBe(200)
  })

  it('the link expires after one hour', async () => {
    const { account, uid, token } = await accountWithResetLink()
    t.advance(3600_000 + 1000)
    const res = await confirm({ uid, token, new_password: 'too late password' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(INVALID)
    expect((await login(account.email, account.password)).statusCode).toBe(200)
  })

  it('the link still works just before the hour is up', async () => {
    const { uid, token } = await accountWithResetLink()
    t.advance(59 * 60_000)
    expect((await confirm({ uid, token, new_password: 'just in time' })).statusCode).toBe(200)
  })

  it('the link dies when the password changes after it was issued', async () => {
    const { account, uid, token } = await accountWithResetLink()
    // A password change from elsewhere (say, an account page), a second after the link was issued.
    const [issued] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, uid))
    await t.db
      .update(users)
      .set({ passwordChangedAt: new Date(issued.createdAt.getTime() + 1000) })
      .where(eq(users.id, uid))
    t.advance(2000)
    const res = await confirm({ uid, token, new_password: 'should not apply' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(INVALID)
    expect((await login(account.email, account.password)).statusCode).toBe(200)
  })

  it('an older link dies when a newer one is used', async () => {
    const older = await accountWithResetLink()
    t.advance(1000)
    const before = readOutbox(t.dataDir).length
    await requestReset(older.account.email)
    const newer = resetLinkIn((await waitForMail(t.dataDir, before + 1))[before])
    expect(newer.token).not.toBe(older.token)
    expect(
      (await confirm({ uid: newer.uid, token: newer.token, new_password: 'newest password' })).statusCode,
    ).toBe(200)
    const res = await confirm({ uid: older.uid, token: older.token, new_password: 'older password' })
    expect(res.statusCode).toBe(400)
    expect((await login(older.account.email, 'newest password')).statusCode).toBe(200)
  })

  it("a token for another account's uid answers 400", async () => {
    const { token } = await accountWithResetLink()
    const other = await registerUser(t.app)
    const res = await confirm({ uid: other.user.id, token, new_password: 'hijacked password' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(INVALID)
  })

  it('a made-up token or a malformed uid answers 400 with the same message', async () => {
    const { uid } = await accountWithResetLink()
    for (const payload of [
      { uid, token: 'made-up-token', new_password: 'whatever password' },
      { uid: 'not-a-uuid', token: 'made-up-token', new_password: 'whatever password' },
      { uid: "1'; DROP TABLE users; --", token: 'x', new_password: 'whatever password' },
      { uid, token: '', new_password: 'whatever password' },
    ]) {
      const res = await confirm(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(INVALID)
    }
  })

  it('a new password under 8 characters answers 400 and keeps the link usable', async () => {
    const { uid, token } = await accountWithResetLink()
    const short = await confirm({ uid, token, new_password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({ error: 'Password must be at least 8 characters.' })
    expect((await confirm({ uid, token, new_password: 'long enough now' })).statusCode).toBe(200)
  })

  it('an unknown email gets the same answer as a known one and no mail is written', async () => {
    const account = await registerUser(t.app)
    const before = readOutbox(t.dataDir).length
    const unknown = await requestReset(uniqueEmail('nobody'))
    const known = await requestReset(account.email)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(unknown.json().ok).toBe(true)
    const mails = await waitForMail(t.dataDir, before + 1)
    await new Promise((r) => setTimeout(r, 100))
    expect(readOutbox(t.dataDir)).toHaveLength(before + 1)
    expect(mails.slice(before).map((m) => m.to)).toEqual([account.email])
  })

  it('the email is matched trimmed and in any case', async () => {
    const account = await registerUser(t.app)
    const before = readOutbox(t.dataDir).length
    await requestReset(`  ${account.email.toUpperCase()} `)
    const mails = await waitForMail(t.dataDir, before + 1)
    expect(mails[before].to).toBe(account.email)
  })

  it('an invalid email answers 400', async () => {
    const res = await requestReset('nope')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Enter a valid email address.' })
  })

  it('an account made with Google can set a password through the link', async () => {
    const email = uniqueEmail('google-only')
    const [user] = await t.db
      .insert(users)
      .values({ email, googleSub: `sub-${email}` })
      .returning()
    const before = readOutbox(t.dataDir).length
    await requestReset(email)
    const link = resetLinkIn((await waitForMail(t.dataDir, before + 1))[before])
    expect(link.uid).toBe(user.id)
    expect(
      (await confirm({ uid: link.uid, token: link.token, new_password: 'first password' })).statusCode,
    ).toBe(200)
    expect((await login(email, 'first password')).statusCode).toBe(200)
  })
})
