import crypto from 'node:crypto'
import { lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitCounters } from '../db/schema'
import { HttpError } from './errors'

export type RateLimiter = {
  /** Counts one attempt against `key`; throws 429 with Retry-After once `limit` is passed inside the window. */
  hit: (
    key: string,
    limit: number,
    windowSeconds: number,
    message?: (wait: string) => string,
  ) => Promise<void>
}

const PRUNE_EVERY = 1000

/**
 * A fixed-window counter in the database, so that every web process on it shares one count per key
 * (docs/decisions/0021-shared-rate-limits.md). One statement a hit: the upsert either starts a new window
 * or adds one to the current one, atomically under the row's lock. Driven by the app's clock.
 */
export function createRateLimiter(
  db: Db,
  now: () => Date,
  onPruneError: (err: Error) => void = () => {},
): RateLimiter {
  let hits = 0

  function prune(at: Date) {
    // Ended windows are dead weight only; pruning off the request's path keeps a hit one statement.
    db.delete(rateLimitCounters)
      .where(lte(rateLimitCounters.resetAt, at))
      .then(
        () => {},
        (err: Error) => onPruneError(err),
      )
  }

  return {
    async hit(key, limit, windowSeconds, message) {
      const at = now()
      if (++hits % PRUNE_EVERY === 0) prune(at)
      const resetAt = new Date(at.getTime() + windowSeconds * 1000)
      // Keys name client addresses and emails: only their hash is stored.
      const id = crypto.createHash('sha256').update(key).digest('base64url')
      const ended = sql`${rateLimitCounters.resetAt} <= ${at.toISOString()}::timestamptz`
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: id, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      if (row.count > limit) {
        throw tooManyAttempts(Math.max(1, Math.ceil((row.resetAt.getTime() - at.getTime()) / 1000)), message)
      }
    },
  }
}

export function tooManyAttempts(
  retryAfterSeconds: number,
  message = (wait: string) => `Too many attempts. Please try again in ${wait}.`,
): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`
  return new HttpError(429, message(wait), {
    'retry-after': String(retryAfterSeconds),
  })
}
