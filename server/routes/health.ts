import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client'
import type { PageStore } from '../storage/page-store'

// A check that has not answered by then counts as failing: a load balancer must not wait on a hung database.
const CHECK_TIMEOUT_MS = 2000

type Check = () => Promise<unknown>

/**
 * For load balancers and orchestrators: /healthz says the process is alive (no dependency is asked, so
 * a database outage does not get every process restarted); /readyz says it can serve: the database
 * answers and the page store can be used (DATA_DIR/images is writable, or the bucket answers HeadBucket). While the server
 * shuts down, Fastify answers 503 to both, so traffic drains away.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; files: PageStore }) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { ok: true }
  })

  const checks: Record<string, Check> = {
    database: () => deps.db.execute(sql`select 1`),
    storage: () => deps.files.check(),
  }

  app.get('/readyz', async (request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check())
          return [name, 'ok'] as const
        } catch (err) {
          request.log.warn({ err, check: name }, 'readiness check failed')
          return [name, 'failing'] as const
        }
      }),
    )
    const ready = results.every(([, state]) => state === 'ok')
    reply.header('cache-control', 'no-store').status(ready ? 200 : 503)
    return { ready, checks: Object.fromEntries(results) }
  })
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
