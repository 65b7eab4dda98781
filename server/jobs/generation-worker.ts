import type { PageMakingDeps } from '../images/generate-image'
import { failPendingPage, runGenerationJob } from '../images/generation-job'
import { announceSettled } from '../images/page-waits'
import { type RecoveryDeps, recoverInterruptedWork } from '../images/recover-interrupted'
import type { JobQueue } from './job-queue'

// Pages whose job ran out of tries, and reservations of processes that died, are undone this often.
const SWEEP_EVERY_MS = 5 * 60_000

/**
 * Takes generation jobs, `concurrency` at a time, and sweeps what crashed processes left now and then.
 * Answers a function that stops the sweeps; the queue's own stop waits for the jobs in hand.
 */
export async function startGenerationWorker(
  deps: PageMakingDeps & { queue: JobQueue },
  concurrency: number,
  recovery: RecoveryDeps,
): Promise<() => void> {
  await deps.queue.work(concurrency, async (data, lastTry) => {
    try {
      await runGenerationJob(deps, data)
    } catch (err) {
      // Our own storage or database failed: pg-boss tries again; after the last try the page is failed
      // and refunded now rather than at the next sweep.
      if (!lastTry) {
        deps.log.warn({ err, imageId: data.imageId }, 'generation job failed; it will be tried again')
        throw err
      }
      deps.log.error({ err, imageId: data.imageId }, 'generation job failed on its last try')
      await failPendingPage(deps.db, data.imageId, err)
      announceSettled(data.imageId, err)
    }
  })
  const timer = setInterval(() => {
    recoverInterruptedWork({ ...recovery, soleProcess: false, whileRunning: true }).catch((err) =>
      deps.log.error({ err }, 'sweeping interrupted generations failed'),
    )
  }, SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
