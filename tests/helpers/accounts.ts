import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'

export type RegisteredUser = {
  user: { id: string; email: string; plan: string; createdAt: string }
  token: string
  email: string
  password: string
}

export const uniqueEmail = (name = 'user') => `${name}-${crypto.randomBytes(4).toString('hex')}@example.com`

/** Registers a fresh account through the API and returns its session. */
export async function registerUser(
  app: FastifyInstance,
  { email = uniqueEmail(), password = 'correct horse battery', ip = '127.0.0.1' } = {},
): Promise<RegisteredUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: { email, password },
    remoteAddress: ip,
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  return { ...res.json(), email, password }
}

export const authHeader = (token: string) => ({ authorization: `Token ${token}` })
