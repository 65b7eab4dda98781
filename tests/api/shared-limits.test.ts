import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from '../helpers/accounts'
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app'

// Two apps on one database stand for two web processes behind a load balancer: on PostgreSQL each
// has its own connection pool, so nothing but the database is shared between them.
let a: TestApp
let b: { app: FastifyInstance; close: () => Promise<void> }
beforeAll(async () => {
  a = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '4', RATE_LIMIT_WINDOW_SECONDS: '600' })
  b = await createSiblingApp(a)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

let lastOctet = 10
const newIp = () => `10.1.0.${++lastOctet}`
const login = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: uniqueEmail(), password: 'wrong password' },
    remoteAddress: ip,
  })

describe('limits shared by processes on one database', () => {
  it('attempts spread over two processes count against one limit', async () => {
    const ip = newIp()
    for (const app of [a.app, b.app, a.app, b.app]) expect((await login(app, ip)).statusCode).toBe(401)
    const fromA = await login(a.app, ip)
    const fromB = await login(b.app, ip)
    expect(fromA.statusCode).toBe(429)
    expect(fromB.statusCode).toBe(429)
    expect(Number(fromB.headers['retry-after'])).toBeGreaterThan(590)
  })

  it('simultaneous attempts on both processes let exactly the limit through', async () => {
    const ip = newIp()
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i % 2 ? a.app : b.app, ip)))
    const codes = answers.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(4)
    expect(codes.filter((c) => c === 429)).toHaveLength(8)
  })
})
