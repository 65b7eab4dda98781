import crypto from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../server/db/client'
import { generationCharges } from '../../server/db/schema'

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

/** How many pages an account has been charged for: one row a page, through refunds and crashes. */
export async function chargeCount(db: Database['db'], userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(generationCharges)
    .where(eq(generationCharges.userId, userId))
  return Number(row.n)
}
