import path from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { shutdownRenderPool } from './engine'

const config = loadConfig()
if (!config.jobs.worker && !config.databaseUrl) {
  // PGlite's data is this process's alone: no worker elsewhere could make the pages it queues.
  console.error(
    'WORKER=off needs DATABASE_URL (PostgreSQL), where workers started with `npm run worker` take the jobs.',
  )
  process.exit(1)
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  onIdleError: (err) => console.warn(`database connection lost (${err.message}); it will be reopened`),
})
// PGlite's data directory is this process's alone (docs/decisions/0001-one-process-pglite-default.md).
const app = await buildApp({ config, db: database.db, soleProcess: !config.databaseUrl })

let stopping = false
/**
 * Graceful shutdown: stop accepting connections, let every request in flight finish (one waiting for its
 * page gets it, or its 202), let this process's worker finish the jobs in hand (each is one page and one
 * quota unit) and take no new one, then close the render workers and the database. Past
 * SHUTDOWN_TIMEOUT_SECONDS the process exits anyway: its jobs are retried once their heartbeat stops, and
 * the sweep refunds what a request was making (docs/decisions/0027-generation-jobs.md).
 */
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down: finishing the requests in flight')
  setTimeout(() => {
    app.log.error('requests still in flight at the shutdown timeout; exiting without them')
    process.exit(1)
  }, config.timeouts.shutdownMs).unref()
  await app.close()
  await shutdownRenderPool()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

await app.listen({ host: config.host, port: config.port })
