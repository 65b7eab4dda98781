import { HttpError } from './errors'

export type RateLimiter = {
  /** Counts one attempt against `key`; throws 429 with Retry-After once `limit` is passed inside the window. */
  hit: (key: string, limit: number, windowSeconds: number, message?: (wait: string) => string) => void
}

type Window = { count: number; resetAt: number }

const SWEEP_EVERY = 1000

/** A fixed-window counter kept in memory (the server is one process), driven by the app's clock. */
export function createRateLimiter(now: () => Date): RateLimiter {
  const windows = new Map<string, Window>()
  let hits = 0

  function sweep(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key)
  }

  return {
    hit(key, limit, windowSeconds, message) {
      const at = now().getTime()
      if (++hits % SWEEP_EVERY === 0) sweep(at)
      let w = windows.get(key)
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + windowSeconds * 1000 }
        windows.set(key, w)
      }
      w.count++
      if (w.count > limit) throw tooManyAttempts(Math.max(1, Math.ceil((w.resetAt - at) / 1000)), message)
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
