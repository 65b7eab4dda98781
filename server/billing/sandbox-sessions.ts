import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { hashSecret, newSecret } from '../auth/secrets'
import type { Db } from '../db/client'
import { billingSessions } from '../db/schema'
import { HttpError, notFound } from '../http/errors'

export type SandboxSession = typeof billingSessions.$inferSelect
export type SandboxSessionKind = SandboxSession['kind']

/** How long a test-mode checkout or manage link works. */
export const SANDBOX_SESSION_TTL_MS = 60 * 60 * 1000

type NewSession =
  | { kind: 'checkout'; userId: string; priceId: string; successUrl: string; cancelUrl: string }
  | { kind: 'portal'; userId: string; returnUrl: string }

/** Opens a checkout or manage page for one user; returns the secret for its link (only its hash is kept). */
export async function openSandboxSession(db: Db, session: NewSession, now: Date): Promise<string> {
  const token = newSecret()
  await db.insert(billingSessions).values({
    ...session,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + SANDBOX_SESSION_TTL_MS),
    createdAt: now,
  })
  return token
}

const gone = (message: string) => new HttpError(410, message)

/**
 * The session a link's secret names, if it can still be used: unknown secrets answer 404, expired
 * links and checkouts already paid answer 410.
 */
export async function findUsableSession(
  db: Db,
  kind: SandboxSessionKind,
  token: string,
  now: Date,
): Promise<SandboxSession> {
  const [session] = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await db
        .select()
        .from(billingSessions)
        .where(and(eq(billingSessions.tokenHash, hashSecret(token)), eq(billingSessions.kind, kind)))
    : []
  if (!session)
    throw notFound('This link is not valid. Start again from the Colorly pricing or account page.')
  if (session.completedAt) throw gone('This checkout has already been paid.')
  if (session.expiresAt <= now) {
    throw gone('This link has expired. Start again from the Colorly pricing or account page.')
  }
  return session
}

/** Marks a checkout paid; false when it already was (or has expired), so a second Pay does nothing. */
export async function completeCheckoutSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const done = await db
    .update(billingSessions)
    .set({ completedAt: now })
    .where(
      and(
        eq(billingSessions.id, sessionId),
        isNull(billingSessions.completedAt),
        gt(billingSessions.expiresAt, now),
      ),
    )
    .returning({ id: billingSessions.id })
  return done.length > 0
}

/** Forgets sessions that expired more than a day ago. */
export async function pruneSandboxSessions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000)
  const removed = await db
    .delete(billingSessions)
    .where(lt(billingSessions.expiresAt, cutoff))
    .returning({ id: billingSessions.id })
  return removed.length
}
