import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, uniqueEmail } from '../helpers/accounts'
import { readOutbox, waitForMail } from '../helpers/outbox'
import { createTestApp, type TestApp } from '../helpers/test-app'

// One app for the file: every test uses its own client addresses and emails, so windows never overlap. Its
// clock is held (moved only by advance): Retry-After is read to the second, and a busy machine must not move it.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp(
    {
      RATE_LIMIT_AUTH_PER_IP: '3',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '2',
      RATE_LIMIT_WINDOW_SECONDS: '600',
    },
    { clock: 'held' },
  )
})
afterAll(() => t.close())

let lastOctet = 10
const newIp = () => `10.0.0.${++lastOctet}`

const attempt = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })
const login = (email: string, password: string, ip: string) =>
  attempt('/api/auth/login/', { email, password }, ip)

describe('rate limits on sign-in', () => {
  it('past the per-IP limit, login answers 429 with Retry-After, other addresses are unaffected', async () => {
    const ip = newIp()
    for (let i = 0; i < 3; i++)
      expect((await login(uniqueEmail(), 'wrong password', ip)).statusCode).toBe(401)
    const res = await login(uniqueEmail(), 'wrong password', ip)
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('600')
    expect(res.json()).toEqual({ error: 'Too many attempts. Please try again in 10 minutes.' })
    expect((await login(uniqueEmail(), 'wrong password', newIp())).statusCode).toBe(401)
  })

  it('past the per-account limit, login answers 429 from that address, even with the right password', async () => {
    const account = await registerUser(t.app, { ip: newIp() })
    const ip = newIp()
    await login(account.email, 'wrong password', ip)
    await login(account.email.toUpperCase(), 'wrong password', ip)
    const res = await login(account.email, account.password, ip)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
  })

  it('wrong passwords from other addresses never lock the owner out of their own', async () => {
    const owner = newIp()
    const account = await registerUser(t.app, { ip: owner })
    // An attacker who knows the email spends every allowance they have, from ten addresses.
    for (let i = 0; i < 10; i++) {
      const attacker = newIp()
      for (let j = 0; j < 3; j++) await login(account.email, 'guessed password', attacker)
      expect((await login(account.email, 'guessed password', attacker)).statusCode).toBe(429)
    }
    expect((await login(account.email, account.password, owner)).statusCode).toBe(200)
  })

  it('an unknown email is limited exactly like an existing one', async () => {
    const email = uniqueEmail('nobody')
    const ip = newIp()
    await login(email, 'wrong password', ip)
    await login(email, 'wrong password', ip)
    const res = await login(email, 'wrong password', ip)
    expect(res.statusCode).toBe(429)
  })

  it('Retry-After counts down on the server clock and the limit lifts when the window ends', async () => {
    const account = await registerUser(t.app, { ip: newIp() })
    const ip = newIp()
    for (let i = 0; i < 2; i++) await login(account.email, 'wrong password', ip)
    expect((await login(account.email, account.password, ip)).statusCode).toBe(429)
    t.advance(4 * 60_000)
    const later = await login(account.email, account.password, ip)
    expect(later.statusCode).toBe(429)
    expect(later.headers['retry-after']).toBe('360')
    expect(later.json().error).toBe('Too many attempts. Please try again in 6 minutes.')
    t.advance(6 * 60_000)
    expect((await login(account.email, account.password, ip)).statusCode).toBe(200)
  })

  it('register is limited per IP', async () => {
    const ip = newIp()
    for (let i = 0; i < 3; i++) {
      expect(
        (await attempt('/api/auth/register/', { email: uniqueEmail(), password: 'long enough' }, ip))
          .statusCode,
      ).toBe(201)
    }
    const res = await attempt('/api/auth/register/', { email: uniqueEmail(), password: 'long enough' }, ip)
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('600')
  })

  it('password reset is limited per account and address, and a refused request sends no mail', async () => {
    const account = await registerUser(t.app, { ip: newIp() })
    const before = readOutbox(t.dataDir).length
    const ip = newIp()
    for (let i = 0; i < 2; i++) {
      expect((await attempt('/api/password-reset/', { email: account.email }, ip)).statusCode).toBe(200)
    }
    await waitForMail(t.dataDir, before + 2)
    const res = await attempt('/api/password-reset/', { email: account.email }, ip)
    expect(res.statusCode).toBe(429)
    await new Promise((r) => setTimeout(r, 100))
    expect(readOutbox(t.dataDir)).toHaveLength(before + 2)
  })

  it('reset requests from other addresses never stop the owner getting a link by mail', async () => {
    const owner = newIp()
    const account = await registerUser(t.app, { ip: owner })
    const start = readOutbox(t.dataDir).length
    for (let i = 0; i < 5; i++) {
      const attacker = newIp()
      for (let j = 0; j < 2; j++) await attempt('/api/password-reset/', { email: account.email }, attacker)
      const refused = await attempt('/api/password-reset/', { email: account.email }, attacker)
      expect(refused.statusCode).toBe(429)
    }
    // The attackers' own two requests per address were answered (and mailed to the owner).
    const toOwner = (mails: { to: string }[]) => mails.filter((m) => m.to === account.email).length
    const earlier = await waitForMail(t.dataDir, start + 10)
    const res = await attempt('/api/password-reset/', { email: account.email }, owner)
    expect(res.statusCode).toBe(200)
    // The owner's own link arrives (waitForMail fails after its timeout if it never does). Counted by recipient,
    // not read off the last file: this app's clock stands still, so the outbox's file names do not sort by time.
    let n = earlier.length + 1
    while (toOwner(await waitForMail(t.dataDir, n)) <= toOwner(earlier)) n++
  })

  it('password reset confirm is limited per IP', async () => {
    const ip = newIp()
    const payload = {
      uid: '00000000-0000-4000-8000-000000000000',
      token: 'guess',
      new_password: 'long enough',
    }
    for (let i = 0; i < 3; i++)
      expect((await attempt('/api/password-reset-confirm/', payload, ip)).statusCode).toBe(400)
    expect((await attempt('/api/password-reset-confirm/', payload, ip)).statusCode).toBe(429)
  })

  it('Google sign-in is limited per IP', async () => {
    const ip = newIp()
    for (let i = 0; i < 3; i++) {
      expect((await attempt('/api/auth/google/', { credential: 'x' }, ip)).statusCode).toBe(400)
    }
    expect((await attempt('/api/auth/google/', { credential: 'x' }, ip)).statusCode).toBe(429)
  })
})
