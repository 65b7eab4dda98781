import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitCounters } from '../../server/db/schema'
import { uniqueEmail } from '../helpers/accounts'
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app'

// With REDIS_URL the limits live in Redis: two apps (two web processes) share them through a real
// redis-server that the test starts on a free port. Skipped where redis-server is not installed.
const REDIS = '/usr/bin/redis-server'
const haveRedis = fs.existsSync(REDIS)
// CI installs it (.ci/run): there a missing server is a failure, not a skip.
if (!haveRedis && process.env.CI) throw new Error(`${REDIS} is missing; .ci/run installs redis-server`)

let redis: ChildProcess | undefined
let a: TestApp
let b: { app: FastifyInstance; close: () => Promise<void> }

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  if (!haveRedis) return
  const port = await freePort()
  redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((r) => {
      const s = net.connect(port, '127.0.0.1', () => r(s.end() && true)).on('error', () => r(false))
    })
    if (up) break
    await new Promise((r) => setTimeout(r, 50))
  }
  a = await createTestApp({
    REDIS_URL: `redis://127.0.0.1:${port}`,
    RATE_LIMIT_AUTH_PER_IP: '4',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  })
  b = await createSiblingApp(a)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
  redis?.kill()
})

let lastOctet = 10
const newIp = () => `10.2.0.${++lastOctet}`
const login = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: uniqueEmail(), password: 'wrong password' },
    remoteAddress: ip,
  })

describe.runIf(haveRedis)('limits shared through Redis', () => {
  it('attempts spread over two processes count against one limit, with Retry-After from the window', async () => {
    const ip = newIp()
    for (const app of [a.app, b.app, a.app, b.app]) expect((await login(app, ip)).statusCode).toBe(401)
    const refused = await login(a.app, ip)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590)
    expect(refused.json().error).toBe('Too many attempts. Please try again in 10 minutes.')
    expect((await login(b.app, ip)).statusCode).toBe(429)
    // Counted in Redis, not in the database.
    expect(await a.db.select().from(rateLimitCounters)).toEqual([])
  })

  it('simultaneous attempts on both processes let exactly the limit through', async () => {
    const ip = newIp()
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i % 2 ? a.app : b.app, ip)))
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(4)
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(8)
  })
})
