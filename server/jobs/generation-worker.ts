import type { PageMakingDeps } from '../images/generate-image'
import { runGenerationJob } from '../images/generation-job'
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
  await deps.queue.work(concurrency, (data) => runGenerationJob(deps, data))
  const timer = setInterval(() => {
    recoverInterruptedWork({ ...recovery, soleProcess: false }).catch((err) =>
      deps.log.error({ err }, 'sweeping interrupted generations failed'),
    )
  }, SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
