import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, registerUser } from '../helpers/accounts'
import { resetLinkIn, waitForMail } from '../helpers/outbox'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let logs = ''
beforeAll(async () => {
  const logStream = new PassThrough()
  logStream.on('data', (chunk) => {
    logs += chunk.toString()
  })
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream })
})
afterAll(() => t.close())

describe('logs', () => {
  it('a whole account flow logs no password, token or reset link, and names the mail file', async () => {
    const account = await registerUser(t.app, { password: 'first-secret-password' })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: account.password },
    })
    await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers: authHeader(login.json().token) })
    await t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: account.email } })
    const [mail] = await waitForMail(t.dataDir, 1)
    const { link, uid, token } = resetLinkIn(mail)
    // The browser opens the link, then posts the new password.
    await t.app.inject({ method: 'GET', url: `/reset-password/${uid}/${token}` })
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset-confirm/',
      payload: { uid, token, new_password: 'second-secret-password' },
    })
    expect(confirmed.statusCode).toBe(200)

    expect(logs).toContain('incoming request')
    for (const secret of [
      account.password,
      'second-secret-password',
      account.token,
      login.json().token,
      token,
      link,
    ]) {
      expect(logs).not.toContain(secret)
    }
    expect(logs).toContain('/reset-password/[redacted]')
    const mailLine = logs
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'mail written to outbox')
    expect(mailLine.to).toBe(account.email)
    expect(mailLine.file).toContain(mail.file)
  })

  it('the usage poll of every open generator writes no access lines; other requests do', async () => {
    const { token } = await registerUser(t.app)
    const before = logs.length
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/images/usage/', headers: authHeader(token) })
      expect(res.statusCode).toBe(200)
    }
    expect(logs.slice(before)).not.toContain('/api/images/usage/')
    await t.app.inject({ method: 'GET', url: '/api/images/', headers: authHeader(token) })
    expect(logs.slice(before)).toContain('"url":"/api/images/"')
  })
})
