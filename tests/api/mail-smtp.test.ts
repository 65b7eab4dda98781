import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeSmtp, startFakeSmtp } from '../fakes/smtp-fake'
import { registerUser } from '../helpers/accounts'
import { readOutbox } from '../helpers/outbox'
import { createTestApp, type TestApp } from '../helpers/test-app'

let smtp: FakeSmtp
let t: TestApp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Colorly <hello@colorly.test>' })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const decode = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))

describe('mail over SMTP', () => {
  it('with SMTP_URL set, the reset mail goes to the SMTP server and not to the outbox', async () => {
    const account = await registerUser(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: account.email },
    })
    expect(res.statusCode).toBe(200)
    const [mail] = await smtp.waitFor(1)
    expect(mail.from).toBe('hello@colorly.test')
    expect(mail.to).toEqual([account.email])
    expect(mail.data).toMatch(/^Subject: Reset your Colorly password$/m)
    expect(decode(mail.data)).toContain(`http://colorly.test/reset-password/${account.user.id}/`)
    expect(readOutbox(t.dataDir)).toEqual([])
  })

  it('when the SMTP server cannot be reached, the reset request still answers as usual and the failure is logged', async () => {
    let logs = ''
    const logStream = new PassThrough().on('data', (chunk) => {
      logs += chunk.toString()
    })
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'error' }, { logStream })
    try {
      const account = await registerUser(down.app)
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/password-reset/',
        payload: { email: account.email },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().ok).toBe(true)
      for (let i = 0; i < 250 && !logs.includes('password reset mail failed'); i++) {
        await new Promise((r) => setTimeout(r, 20))
      }
      expect(logs).toContain('password reset mail failed')
      expect(logs).not.toContain('/reset-password/')
    } finally {
      await down.close()
    }
  })
})
