import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { generationCharges } from '../db/schema'

const tooFast = (wait: string) =>
  `You are making pages faster than we can keep up with. Please try again in ${wait}.`

/**
 * Counts one generation attempt, made or failed, against the user and the client address: a burst
 * cap per minute and a sustained cap per hour. Counted before any work, so no failure (a refused
 * prompt, an engine error, a crash) can be repeated without limit at the operator's expense. A request
 * sent again with an Idempotency-Key already charged (an answer lost to a dropped connection, a queue
 * retrying) is not a new attempt: it makes nothing, and answers the page it made.
 */
export async function limitGeneration(
  ctx: Pick<AppContext, 'limiter' | 'config' | 'db'>,
  userId: string,
  ip: string,
  idempotencyKey?: string,
) {
  if (idempotencyKey && (await alreadyCharged(ctx.db, userId, idempotencyKey))) return
  const limits = ctx.config.rateLimit.generate
  await ctx.limiter.hit(`generate:user:${userId}:minute`, limits.perUserPerMinute, 60, tooFast)
  await ctx.limiter.hit(`generate:user:${userId}:hour`, limits.perUserPerHour, 3600, tooFast)
  await ctx.limiter.hit(`generate:ip:${ip}:minute`, limits.perIpPerMinute, 60, tooFast)
  await ctx.limiter.hit(`generate:ip:${ip}:hour`, limits.perIpPerHour, 3600, tooFast)
}

async function alreadyCharged(db: AppContext['db'], userId: string, key: string): Promise<boolean> {
  const [prior] = await db
    .select({ id: generationCharges.id })
    .from(generationCharges)
    .where(and(eq(generationCharges.userId, userId), eq(generationCharges.idempotencyKey, key)))
  return prior !== undefined
}
