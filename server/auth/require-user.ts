import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { AppContext } from '../context'
import { preparedPerDb } from '../db/prepared'
import { authTokens, subscriptions, users } from '../db/schema'
import { unauthorized } from '../http/errors'
import { hashSecret } from './secrets'
import { revokeAuthToken } from './tokens'
import type { User } from './users'

export type Session = {
  user: User
  tokenId: string
  /** The user's plan row, read with the token (one primary-key join) so the polled usage answer needs no extra query. */
  subscription: typeof subscriptions.$inferSelect | null
}
type AuthDeps = Pick<AppContext, 'db' | 'now'>

const LAST_USED_GRANULARITY_MS = 5 * 60 * 1000
/**
 * A session ends after this long without a request: longer than a school's summer holiday, so a
 * classroom tablet left signed in over it still works in September.
 */
export const SESSION_IDLE_LIMIT_MS = 90 * 24 * 60 * 60 * 1000
const SESSION_ENDED = 'Your session has ended. Please sign in again.'
const sessions = new WeakMap<FastifyRequest, Promise<Session>>()

/**
 * The signed-in user of this request (`Authorization: Token <key>`), or a 401 JSON error when the
 * header is missing or the key is unknown or revoked. Looked up once per request.
 */
export async function requireUser(request: FastifyRequest, deps: AuthDeps): Promise<User> {
  return (await requireSession(request, deps)).user
}

export function requireSession(request: FastifyRequest, deps: AuthDeps): Promise<Session> {
  let session = sessions.get(request)
  if (!session) {
    session = lookUpSession(request.headers.authorization, deps)
    sessions.set(request, session)
  }
  return session
}

/** A preHandler for routes that are only for signed-in users. */
export const authenticated =
  (deps: AuthDeps): preHandlerAsyncHookHandler =>
  async (request) => {
    await requireSession(request, deps)
  }

// The token, its user and the user's plan in one indexed lookup (token_hash is unique).
const sessionByTokenHash = preparedPerDb((db) =>
  db
    .select({
      user: users,
      tokenId: authTokens.id,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      subscription: subscriptions,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isNull(authTokens.revokedAt)))
    .prepare('session_by_token_hash'),
)

async function lookUpSession(header: string | undefined, { db, now }: AuthDeps): Promise<Session> {
  const key = /^Token\s+(\S+)\s*$/i.exec(header ?? '')?.[1]
  if (!key) throw unauthorized()
  const [row] = await sessionByTokenHash(db).execute({ tokenHash: hashSecret(key) })
  if (!row) throw unauthorized(SESSION_ENDED)
  const at = now()
  // A key left unused this long (a lost phone, a shared computer) no longer signs anyone in.
  if (at.getTime() - (row.lastUsedAt ?? row.createdAt).getTime() > SESSION_IDLE_LIMIT_MS) {
    await revokeAuthToken(db, row.tokenId, at)
    throw unauthorized(SESSION_ENDED)
  }
  if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    await db.update(authTokens).set({ lastUsedAt: at }).where(eq(authTokens.id, row.tokenId))
  }
  return { user: row.user, tokenId: row.tokenId, subscription: row.subscription }
}
