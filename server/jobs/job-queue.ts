import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { waitEstimate } from './wait-estimate'

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
  wake(imageId: string): void
  /** Every job runs in this process (PGlite), which tells the waiting request itself: no row polls needed. */
  announcedHere: boolean
  /** How long until this page is made, as this process's worker expects; undefined when it cannot tell. */
  expectedMs(imageId: string): number | undefined
  /** Starts taking jobs, `concurrency` at a time; `lastTry` says a failure now is final (no retry left). */
  work(
    concurrency: number,
    handler: (data: GenerateJobData, lastTry: boolean) => Promise<void>,
  ): Promise<void>
  /** Of these job ids, those still queued, running or waiting for a retry. */
  live(ids: string[]): Promise<Set<string>>
  /**
   * Of these job ids, those running under a process that is known to be dead, failed over now rather than
   * at their heartbeat's expiry: to a retry, or failed for good on their last try. Call it only when no
   * other process can be running them (a single-process start, before this process takes jobs).
   */
  failOverActive(ids: string[]): Promise<number>
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
  // This process's worker slots, each a pg-boss worker of its own (notifyWorker wakes only the one named).
  const slots: { id: string; busy: boolean }[] = []
  const estimate = waitEstimate()
  // On PGlite every job is queued by this process, so it knows when none is left; elsewhere other
  // processes queue jobs too.
  const announcedHere = client instanceof PGlite

  return {
    async enqueue(tx, data) {
      await boss.send(GENERATE_QUEUE, data, { id: data.imageId, db: fromDrizzle(tx as never, sql) })
    },
    wake(imageId) {
      estimate.queued(imageId)
      // As many idle slots as there are pages waiting (a busy slot looks again as soon as its job is done,
      // below): one page wakes one slot, and the others do not each query the queue for nothing.
      const idle = slots.filter((slot) => !slot.busy)
      for (const slot of idle.slice(0, Math.max(1, estimate.waiting()))) boss.notifyWorker(slot.id)
    },
    announcedHere,
    expectedMs: (imageId) => estimate.expectedMs(imageId),
    async work(concurrency, handler) {
      for (let n = 0; n < concurrency; n++) {
        const slot = { id: '', busy: false }
        slot.id = await boss.work(
          GENERATE_QUEUE,
          {
            // On PGlite each job queued here wakes a slot itself: the poll only finds retries, so it is rare.
            pollingIntervalSeconds: announcedHere ? 5 : 1,
            notifyPollingIntervalSeconds: 5,
            includeMetadata: true,
          },
          async ([job]: JobWithMetadata<GenerateJobData>[]) => {
            slot.busy = true
            estimate.started(job.data.imageId)
            const start = Date.now()
            try {
              await handler(job.data, job.retryCount >= job.retryLimit)
            } finally {
              slot.busy = false
              estimate.finished(Date.now() - start)
              // The next job is taken at once, not after a poll, unless this process knows none is left.
              if (!announcedHere || estimate.waiting() > 0) boss.notifyWorker(slot.id)
            }
          },
        )
        slots.push(slot)
      }
      estimate.setSlots(slots.length)
    },
    async live(ids) {
      const alive = new Set<string>()
      for (const id of ids) {
        const job = await boss.getJobById(GENERATE_QUEUE, id)
        if (job && ['created', 'retry', 'active'].includes(job.state)) alive.add(id)
      }
      return alive
    },
    async failOverActive(ids) {
      let failedOver = 0
      for (const id of ids) {
        const job = await boss.getJobById(GENERATE_QUEUE, id)
        if (job?.state !== 'active') continue
        // Fenced by the attempt: a job taken again meanwhile is left as it is.
        const attempt = { id, retryCount: job.retryCount }
        const result = await boss.fail(GENERATE_QUEUE, attempt, { message: 'its process stopped' })
        // The declared type is empty; pg-boss answers how many jobs it changed.
        failedOver += (result as { affected?: number }).affected ?? 0
      }
      return failedOver
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
