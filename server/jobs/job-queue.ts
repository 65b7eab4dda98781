import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss'
import type { Config } from '../config'
import type { Db } from '../db/client'

/** The queue of page generations (pg-boss, in the app's own database: docs/decisions/0027-generation-jobs.md). */
export const GENERATE_QUEUE = 'generate-page'

/** What a generation job carries: its pending image row holds the rest (prompt, options, seed). */
export type GenerateJobData = { imageId: string; improvePrompt: boolean }

export type JobQueueOptions = {
  /** A worker silent this long is taken for dead and its job handed to another (pg-boss: at least 10). */
  heartbeatSeconds: number
  /** A job is tried this many times in all before it fails for good. */
  attempts: number
}

export type JobQueue = {
  /** Enqueues inside the caller's transaction, so the job exists exactly when the pending row does. */
  enqueue(tx: Db, data: GenerateJobData): Promise<void>
  /** Once the enqueuing transaction committed: this process's worker (if any) looks now, not at its next poll. */
  wake(): void
  /** Starts taking jobs, `concurrency` at a time; `lastTry` says a failure now is final (no retry left). */
  work(
    concurrency: number,
    handler: (data: GenerateJobData, lastTry: boolean) => Promise<void>,
  ): Promise<void>
  /** Of these job ids, those still queued, running or waiting for a retry. */
  live(ids: string[]): Promise<Set<string>>
  /** Stops taking jobs and waits for the ones in hand (up to timeoutMs), then closes the queue. */
  stop(timeoutMs: number): Promise<void>
}

/**
 * Opens pg-boss on the app's database: on PostgreSQL its own small pool (with LISTEN/NOTIFY, so a worker in
 * another process hears of a job at once); on PGlite the same embedded client, which pg-boss supports.
 */
export async function openJobQueue(
  db: Db,
  options: JobQueueOptions,
  onError: (err: Error) => void,
): Promise<JobQueue> {
  const client = (db as unknown as { $client: unknown }).$client
  const monitor = { superviseIntervalSeconds: 5, monitorIntervalSeconds: 5, maintenanceIntervalSeconds: 300 }
  const boss =
    client instanceof PGlite
      ? new PgBoss({ db: fromPglite(client), backend: 'pglite', ...monitor, registerInstance: false })
      : new PgBoss({
          connectionString: (client as pg.Pool).options.connectionString,
          max: 4,
          useListenNotify: true,
          ...monitor,
          registerInstance: false,
        })
  boss.on('error', onError)
  await boss.start()
  const queueOptions = {
    retryLimit: options.attempts - 1,
    retryDelay: 1,
    heartbeatSeconds: options.heartbeatSeconds,
    // A page is made in seconds (up to ~1 min with a slow model): longer than this, something is stuck.
    expireInSeconds: 600,
    notify: true,
  }
  await boss.createQueue(GENERATE_QUEUE, queueOptions)
  // createQueue leaves an existing queue as it was: changed settings (JOB_HEARTBEAT_SECONDS) apply on restart.
  await boss.updateQueue(GENERATE_QUEUE, queueOptions)
  const workerIds: string[] = []

  return {
    async enqueue(tx, data) {
      await boss.send(GENERATE_QUEUE, data, { id: data.imageId, db: fromDrizzle(tx as never, sql) })
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id)
    },
    async work(concurrency, handler) {
      const id = await boss.work(
        GENERATE_QUEUE,
        {
          localConcurrency: concurrency,
          pollingIntervalSeconds: 1,
          notifyPollingIntervalSeconds: 5,
          includeMetadata: true,
        },
        async ([job]: JobWithMetadata<GenerateJobData>[]) =>
          handler(job.data, job.retryCount >= job.retryLimit),
      )
      workerIds.push(id)
    },
    async live(ids) {
      const alive = new Set<string>()
      for (const id of ids) {
        const job = await boss.getJobById(GENERATE_QUEUE, id)
        if (job && ['created', 'retry', 'active'].includes(job.state)) alive.add(id)
      }
      return alive
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true })
    },
  }
}

export const jobQueueOptions = (config: Config): JobQueueOptions => ({
  heartbeatSeconds: config.jobs.heartbeatSeconds,
  attempts: 3,
})
