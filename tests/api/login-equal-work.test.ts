import * as argon2 from '@node-rs/argon2'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerUser, uniqueEmail } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Watch argon2 verifications without changing what they do.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>()
  return { ...real, verify: vi.fn(real.verify) }
})
const verify = vi.mocked(argon2.verify)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(() => {
  verify.mockClear()
})

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } })

describe('login does the same work whether or not the account exists', () => {
  it('a wrong password runs one argon2id verification against the stored hash', async () => {
    const account = await registerUser(t.app)
    verify.mockClear()
    expect((await login(account.email, 'wrong password')).statusCode).toBe(401)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(verify.mock.calls[0][0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('an unknown email runs one verification too, against a dummy hash of the same cost', async () => {
    expect((await login(uniqueEmail('nobody'), 'wrong password')).statusCode).toBe(401)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(verify.mock.calls[0][0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(verify.mock.calls[0][1]).toBe('wrong password')
  })

  it('the dummy hash never lets anyone in, even with the dummy password', async () => {
    const res = await login(uniqueEmail('nobody'), 'colorly-dummy-password-for-timing')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'Invalid email or password.' })
  })
})
