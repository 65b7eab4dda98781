import type { FastifyBaseLogger } from 'fastify'
import { deleteExpiredAccounts } from '../billing/account-deletion'
import { endCancelledSandboxSubscriptions, renewSandboxSubscriptions } from '../billing/sandbox-renewals'
import { pruneSandboxSessions } from '../billing/sandbox-sessions'
import type { Db } from '../db/client'
import type { PageStore } from '../storage/page-store'
import { type PrunedRecords, pruneRecords } from './prune-records'

export type BillingJobsDeps = { db: Db; files: PageStore; log: FastifyBaseLogger }
export type BillingJobsReport = {
  renewed: number
  ended: number
  deletedAccounts: number
  prunedSessions: number
  /** Rows no request can use any more (prune-records.ts). */
  pruned: PrunedRecords
}

// A server restarted more often than hourly still gets its renewals and deletions done.
const FIRST_PASS_AFTER_MS = 60 * 1000

/**
 * One pass of the scheduled billing work, as of `now`: renew, end, then delete what is due; and the
 * housekeeping that shares its schedule (prune-records.ts).
 */
export async function runBillingJobs(deps: BillingJobsDeps, now: Date): Promise<BillingJobsReport> {
  const renewed = await renewSandboxSubscriptions(deps.db, now)
  const ended = await endCancelledSandboxSubscriptions(deps.db, now)
  const deletedAccounts = await deleteExpiredAccounts(deps, now)
  const prunedSessions = await pruneSandboxSessions(deps.db, now)
  const pruned = await pruneRecords(deps, now)
  return { renewed, ended, deletedAccounts, prunedSessions, pruned }
}

/**
 * Runs the billing jobs a minute after start, then every `everyMs`, without keeping the process
 * alive (0 turns the schedule off). The returned stop function clears the timers and waits for a
 * pass in progress, so the database is never closed under it.
 */
export function scheduleBillingJobs(
  deps: BillingJobsDeps,
  now: () => Date,
  everyMs: number,
): () => Promise<void> {
  if (everyMs <= 0) return async () => {}
  let running: Promise<void> | null = null
  const tick = () => {
    if (running) return
    running = runBillingJobs(deps, now())
      .then((report) => {
        const counts = [...Object.values(report), ...Object.values(report.pruned)]
        if (counts.some((n) => typeof n === 'number' && n > 0)) deps.log.info(report, 'billing jobs')
      })
      .catch((err) => deps.log.error({ err }, 'billing jobs failed'))
      .finally(() => {
        running = null
      })
  }
  const first = setTimeout(tick, Math.min(FIRST_PASS_AFTER_MS, everyMs))
  const timer = setInterval(tick, everyMs)
  first.unref()
  timer.unref()
  return async () => {
    clearTimeout(first)
    clearInterval(timer)
    await running
  }
}
