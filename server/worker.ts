import path from 'node:path'
import { pino } from 'pino'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { shutdownRenderPool } from './engine'
import { createPageGenerator } from './images/page-generator'
import { pageMakingDeps } from './images/page-making-deps'
import { recoverInterruptedWork } from './images/recover-interrupted'
import { startGenerationWorker } from './jobs/generation-worker'
import { jobQueueOptions, openJobQueue } from './jobs/job-queue'
import { createTextProvider } from './providers/text-provider'
import { openPageStore } from './storage/open-page-store'

// A worker alone (`npm run worker`): takes generation jobs from the database the web processes share, with
// the same configuration. Several can run at once; each takes WORKER_CONCURRENCY jobs at a time.
const config = loadConfig()
const log = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel, name: 'worker' })
if (!config.databaseUrl) {
  // PGlite's data directory is one process's alone: that process (npm start) runs its worker itself.
  log.error('a worker on its own needs DATABASE_URL (PostgreSQL); without it, `npm start` runs the worker')
  process.exit(1)
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  onIdleError: (err) => log.warn(`database connection lost (${err.message}); it will be reopened`),
})
const now = () => new Date()
const text = createTextProvider(config.providers.text, {
  onFallback: (f) =>
    log.warn({ ...f, error: f.error?.message }, 'text model not used; builtin grammar instead'),
})
const store = openPageStore(config)
const images = {
  files: store.files,
  generatePage: createPageGenerator(config, log),
}
const queue = await openJobQueue(database.db, jobQueueOptions(config), (err) =>
  log.error({ err }, 'job queue error'),
)
const recovery = { db: database.db, files: images.files, log, queue, now, soleProcess: false }
await recoverInterruptedWork(recovery)
const deps = { ...pageMakingDeps({ config, db: database.db, now, text, images }, log), queue }
const stopSweeps = await startGenerationWorker(deps, config.jobs.concurrency, recovery)
log.info({ concurrency: config.jobs.concurrency }, 'worker taking generation jobs')

let stopping = false
/** SIGTERM: take no new job, finish the ones in hand (each is one page and one unit), then exit. */
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'worker stopping: finishing the jobs in hand')
  setTimeout(() => {
    log.error('jobs still running at the shutdown timeout; exiting (they will be retried)')
    process.exit(1)
  }, config.timeouts.shutdownMs + 5000).unref()
  stopSweeps()
  await queue.stop(config.timeouts.shutdownMs)
  await shutdownRenderPool()
  store.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
