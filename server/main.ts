import path from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { shutdownRenderPool } from './engine'

const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  onIdleError: (err) => console.warn(`database connection lost (${err.message}); it will be reopened`),
})
// PGlite's data directory is this process's alone (docs/decisions/0001-one-process-pglite-default.md).
const app = await buildApp({ config, db: database.db, soleProcess: !config.databaseUrl })

let stopping = false
/**
 * Graceful shutdown: stop accepting connections, let every request in flight finish (a generation runs
 * inside its request, so it finishes and is charged exactly once), then close the render workers and
 * the database. Past SHUTDOWN_TIMEOUT_SECONDS the process exits anyway; the next start refunds what
 * was left unfinished (docs/decisions/charges-reserved-then-committed.md).
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
