import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authTokens } from '../db/schema'
import { hashSecret, newSecret } from './secrets'

/** Issues a bearer key for the user; only its SHA-256 is stored. */
export async function issueAuthToken(db: Db, userId: string, now: Date): Promise<string> {
  const key = newSecret()
  await db.insert(authTokens).values({ userId, tokenHash: hashSecret(key), createdAt: now })
  return key
}

export async function revokeAuthToken(db: Db, tokenId: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
}

export async function revokeAllAuthTokens(db: Db, userId: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
}
