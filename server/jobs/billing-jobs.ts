import type { FastifyBaseLogger } from 'fastify'
import { deleteExpiredAccounts } from '../billing/account-deletion'
import { endCancelledSandboxSubscriptions, renewSandboxSubscriptions } from '../billing/sandbox-renewals'
import { pruneSandboxSessions } from '../billing/sandbox-sessions'
import type { Db } from '../db/client'
import type { PageFiles } from '../images/page-files'

export type BillingJobsDeps = { db: Db; files: PageFiles; log: FastifyBaseLogger }
export type BillingJobsReport = {
  renewed: number
  ended: number
  deletedAccounts: number
  prunedSessions: number
}

export const BILLING_JOBS_EVERY_MS = 60 * 60 * 1000

/** One pass of the scheduled billing work, as of `now`: renew, end, then delete what is due. */
export async function runBillingJobs(deps: BillingJobsDeps, now: Date): Promise<BillingJobsReport> {
  const renewed = await renewSandboxSubscriptions(deps.db, now)
  const ended = await endCancelledSandboxSubscriptions(deps.db, now)
  const deletedAccounts = await deleteExpiredAccounts(deps, now)
  const prunedSessions = await pruneSandboxSessions(deps.db, now)
  return { renewed, ended, deletedAccounts, prunedSessions }
}

/**
 * Runs the billing jobs every hour without keeping the process alive. The returned stop function
 * clears the timer and waits for a pass in progress, so the database is never closed under it.
 */
export function scheduleBillingJobs(
  deps: BillingJobsDeps,
  now: () => Date,
  everyMs = BILLING_JOBS_EVERY_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = runBillingJobs(deps, now())
      .then((report) => {
        if (Object.values(report).some((n) => n > 0)) deps.log.info(report, 'billing jobs')
      })
      .catch((err) => deps.log.error({ err }, 'billing jobs failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
