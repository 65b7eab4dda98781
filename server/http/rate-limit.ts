import crypto from 'node:crypto'
import { lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitCounters } from '../db/schema'
import { HttpError } from './errors'

export type RateLimit = { key: string; limit: number; windowSeconds: number }

export type RateLimiter = {
  /** Counts one attempt against `key`; throws 429 with Retry-After once `limit` is passed inside the window. */
  hit: (
    key: string,
    limit: number,
    windowSeconds: number,
    message?: (wait: string) => string,
  ) => Promise<void>
  /**
   * `hit` of each limit in turn, as one call: the first limit passed throws its 429, and the limits after
   * it are not counted. The keys must differ.
   */
  hitInTurn: (limits: RateLimit[], message?: (wait: string) => string) => Promise<void>
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

  async function hitInTurn(limits: RateLimit[], message?: (wait: string) => string) {
    const at = now()
    if (++hits % PRUNE_EVERY === 0) prune(at)
    const ended = sql`${rateLimitCounters.resetAt} <= ${at.toISOString()}::timestamptz`
    // One statement for all the limits (each a round trip, and on PGlite a commit, of its own before): an
    // upsert a limit, each made only when the one before it returned a count within its limit, so a limit
    // passed leaves the ones after it uncounted, as separate statements stopping at the 429 did.
    const steps = limits.map(({ key, windowSeconds }, i) => {
      // Keys name client addresses and emails: only their hash is stored.
      const id = crypto.createHash('sha256').update(key).digest('base64url')
      const resetAt = new Date(at.getTime() + windowSeconds * 1000).toISOString()
      const source =
        i === 0
          ? sql`values (${id}, 1, ${resetAt}::timestamptz)`
          : sql`select ${id}, 1, ${resetAt}::timestamptz from ${sql.raw(`h${i - 1}`)} where count <= ${limits[i - 1].limit}`
      const count = sql.identifier('count')
      const resetAtColumn = sql.identifier('reset_at')
      return sql`${sql.raw(`h${i}`)} as (insert into ${rateLimitCounters} (${sql.identifier('key')}, ${count}, ${resetAtColumn}) ${source} on conflict (${sql.identifier('key')}) do update set ${count} = case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end, ${resetAtColumn} = case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end returning ${count}, ${resetAtColumn})`
    })
    const results = limits.map(
      (_, i) =>
        sql`select ${i}::int as step, count, round(extract(epoch from reset_at) * 1000)::float8 as reset_ms from ${sql.raw(`h${i}`)}`,
    )
    const { rows } = (await db.execute(
      sql`with ${sql.join(steps, sql`, `)} ${sql.join(results, sql` union all `)}`,
    )) as unknown as { rows: { step: number; count: number; reset_ms: number }[] }
    for (const row of rows.sort((x, y) => x.step - y.step)) {
      if (row.count > limits[row.step].limit)
        throw tooManyAttempts(Math.max(1, Math.ceil((row.reset_ms - at.getTime()) / 1000)), message)
    }
  }

  return {
    hit: (key, limit, windowSeconds, message) => hitInTurn([{ key, limit, windowSeconds }], message),
    async hitInTurn(limits, message) {
      if (new Set(limits.map((l) => l.key)).size < limits.length)
        throw new Error('rate limits counted in turn must have different keys')
      await hitInTurn(limits, message)
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
