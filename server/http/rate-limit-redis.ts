import crypto from 'node:crypto'
import { createRequire } from 'node:module'
import { type RateLimit, type RateLimiter, tooManyAttempts } from './rate-limit'

// One round trip a hit, atomic on the Redis server: count, start the window on the first hit, and
// say how long the window has left. A key somehow left without an expiry gets one.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`

/**
 * The same fixed-window limits as the database store, in Redis (REDIS_URL), for operators who run one:
 * windows end by Redis's own expiry, so nothing needs pruning. Windows run on Redis's clock.
 */
export function createRedisRateLimiter(url: string): RateLimiter & { close: () => Promise<void> } {
  // Loaded only when Redis is configured (about 20 MB once loaded): an import would load it into every process.
  const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis')
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 })
  const limiter = {
    async hit(key: string, limit: number, windowSeconds: number, message?: (wait: string) => string) {
      const id = `colorly:rate:${crypto.createHash('sha256').update(key).digest('base64url')}`
      const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, id, String(windowSeconds * 1000))) as [
        number,
        number,
      ]
      if (count > limit) throw tooManyAttempts(Math.max(1, Math.ceil(ttlMs / 1000)), message)
    },
    // A round trip a limit, in turn: the first limit passed throws, the ones after it are not counted.
    async hitInTurn(limits: RateLimit[], message?: (wait: string) => string) {
      for (const { key, limit, windowSeconds } of limits)
        await limiter.hit(key, limit, windowSeconds, message)
    },
    close: async () => {
      await redis.quit()
    },
  }
  return limiter
}
