import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { startCheckout } from '../helpers/billing'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let user: RegisteredUser
beforeAll(async () => {
  t = await createTestApp()
  user = await registerUser(t.app)
})
afterAll(() => t.close())

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

describe('security headers', () => {
  it.each([
    ['GET', '/api/health/'],
    ['GET', '/api/config/'],
    ['GET', '/robots.txt'],
    ['GET', '/api/no-such-route/'],
    ['POST', '/api/auth/login/'],
  ])('%s %s carries nosniff, a referrer policy and no framing', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? {} : undefined,
    })
    expect(res.headers).toMatchObject(EVERYWHERE)
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('authenticated API answers (and the one carrying a new token) are never stored', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: user.email, password: user.password },
    })
    expect(login.statusCode).toBe(200)
    expect(login.headers['cache-control']).toBe('no-store')
    for (const url of ['/api/auth/me/', '/api/images/', '/api/images/usage/', '/api/billing/subscription/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: authHeader(user.token) })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })

  it("a route's own caching is kept: the signed image URL stays cacheable by the browser alone", async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/images/generate/',
      payload: { prompt: 'a cat', improve_prompt: false },
      headers: authHeader(user.token),
    })
    const file = await t.app.inject({ method: 'GET', url: made.json().imageUrl })
    expect(file.statusCode).toBe(200)
    expect(file.headers['cache-control']).toBe('private, max-age=3600')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
  })

  it('the sandbox checkout page keeps its own strict policy and no-referrer', async () => {
    const url = new URL(await startCheckout(t.app, user.token, 'sandbox_starter_monthly'))
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none';.*frame-ancestors 'none'/)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('with an https public address', () => {
  it('every answer carries HSTS', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://colorly.example' })
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health/' })
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await https.close()
    }
  })
})

describe('slow clients', () => {
  let slow: TestApp
  let port: number
  beforeAll(async () => {
    slow = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' })
    await slow.app.listen({ host: '127.0.0.1', port: 0 })
    port = (slow.app.server.address() as net.AddressInfo).port
  })
  afterAll(() => slow.close())

  /** Sends `head` (and then nothing), and reads what the server answers until it closes. */
  function trickle(head: string): Promise<{ answer: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now()
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
      let answer = ''
      socket.on('data', (d) => {
        answer += d.toString()
      })
      // Cleared once the server closes the connection: left set, it would fire in the next file of the worker.
      const giveUp = setTimeout(() => {
        socket.destroy()
        reject(new Error('the server kept a slow connection open for 10 s'))
      }, 10_000)
      socket.on('close', () => {
        clearTimeout(giveUp)
        resolve({ answer, ms: Date.now() - started })
      })
      socket.on('error', reject)
    })
  }

  it('a body that never finishes is answered 408 and the connection closed', async () => {
    const { answer, ms } = await trickle(
      'POST /api/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(ms).toBeGreaterThanOrEqual(1900)
    expect(ms).toBeLessThan(6000)
  })

  it('headers that never finish are answered 408 and the connection closed', async () => {
    const { answer, ms } = await trickle('GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(ms).toBeLessThan(6000)
  })

  it('a normal request on the same server is answered', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/`)
    expect(res.status).toBe(200)
  })
})
