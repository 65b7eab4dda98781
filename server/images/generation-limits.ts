import type { AppContext } from '../context'
import { HttpError } from '../http/errors'
import { chargeForKey, refuseWhenQuotaSpent } from './quota'

const tooFast = (wait: string) =>
  `You are making pages faster than we can keep up with. Please try again in ${wait}.`

/**
 * Counts one generation attempt, made or failed, against the user and the client address: a burst
 * cap per minute and a sustained cap per hour. Counted before any work, so no failure (a refused
 * prompt, an engine error, a crash) can be repeated without limit at the operator's expense. A request
 * sent again with an Idempotency-Key already charged (an answer lost to a dropped connection, a queue
 * retrying) is not a new attempt: it makes nothing, and answers the page it made. A user whose quota is
 * spent hears of the limit (403) however fast they press: the burst limits are for users with pages left.
 */
export async function limitGeneration(
  ctx: Pick<AppContext, 'limiter' | 'config' | 'db' | 'now'>,
  userId: string,
  ip: string,
  idempotencyKey?: string,
  /** Throws the prompt's own 422 (a named character, a subject the engine cannot draw): said before the limit. */
  refusePrompt?: () => void,
) {
  if (idempotencyKey && (await chargeForKey(ctx.db, userId, idempotencyKey))) return
  const limits = ctx.config.rateLimit.generate
  try {
    await ctx.limiter.hitInTurn(
      [
        { key: `generate:user:${userId}:minute`, limit: limits.perUserPerMinute, windowSeconds: 60 },
        { key: `generate:user:${userId}:hour`, limit: limits.perUserPerHour, windowSeconds: 3600 },
        { key: `generate:ip:${ip}:minute`, limit: limits.perIpPerMinute, windowSeconds: 60 },
        { key: `generate:ip:${ip}:hour`, limit: limits.perIpPerHour, windowSeconds: 3600 },
      ],
      tooFast,
    )
  } catch (err) {
    // Too fast, but with nothing left this month: the limit is the answer that helps (the 403's dialog).
    // Checked only here, so parallel requests sending one key are never refused before the first charges.
    if (err instanceof HttpError && err.statusCode === 429)
      await refuseWhenQuotaSpent(ctx.db, userId, ctx.now(), refusePrompt)
    throw err
  }
}
