import { and, eq, gt, inArray, isNotNull, isNull, lt, notExists, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { generationCharges, images, trialUses } from '../db/schema'
import type { JobQueue } from '../jobs/job-queue'
import type { PageStore } from '../storage/page-store'
import { FAILED_MESSAGE } from './page-waits'
import { refundChargeOfImage } from './quota'

const CHUNK = 500
// A page made inside its request (a photo, a trial page) takes a minute at most: a reservation this old
// belongs to a process that died. Pages made by jobs are judged by their job instead.
const IN_REQUEST_WORK_MAX_MS = 15 * 60_000
// A pending page's job is written in the same transaction as its row; this margin only spares the sweep
// from reading a job mid-commit.
const PENDING_GRACE_MS = 60_000

export type RecoveryDeps = {
  db: Db
  files: PageStore
  log: FastifyBaseLogger
  queue: JobQueue
  now: () => Date
  /**
   * The embedded database (PGlite) belongs to this one process: at start, nothing made inside a request
   * can still be in flight, so its reservations go back at once rather than after IN_REQUEST_WORK_MAX_MS.
   */
  soleProcess: boolean
  /**
   * The periodic sweep, while this process itself may be writing files: half-written files younger than
   * PENDING_GRACE_MS are kept. At start, every half-written file is a left-over, as it always was.
   */
  whileRunning?: boolean
}

/**
 * Undoes what a crash (kill -9, power loss) cut off, safely while other web and worker processes run:
 * - a pending page whose job is gone or failed for good is marked failed and its unit given back (a job
 *   still queued, running or waiting for a retry is left to finish: its worker, or the next, commits it);
 * - a unit or trial booking reserved inside a request that no longer runs is given back;
 * - page files no page or reservation names, and half-written temporary files, are removed.
 */
export async function recoverInterruptedWork(deps: RecoveryDeps) {
  const { db, files, log } = deps
  const now = deps.now().getTime()
  // A single-process start: no other process writes, so no row is mid-commit and every job still marked
  // running belonged to the process that died. Those jobs are tried again now (or fail for good), rather
  // than when pg-boss notices their heartbeat stopped, which a server restarted often never reaches.
  const atSoleStart = deps.soleProcess && !deps.whileRunning
  const failedOver = atSoleStart ? await failOverDeadJobs(deps) : 0
  const failedPending = await failOrphanedPendingPages(
    deps,
    new Date(atSoleStart ? now + 1 : now - PENDING_GRACE_MS),
  )
  const stale = new Date(deps.soleProcess ? now + 1 : now - IN_REQUEST_WORK_MAX_MS)
  // Reservations with no page row: made inside a request (a pending page always has its row).
  const refunded = await db
    .delete(generationCharges)
    .where(
      and(
        isNull(generationCharges.committedAt),
        lt(generationCharges.createdAt, stale),
        notExists(db.select({ id: images.id }).from(images).where(eq(images.id, generationCharges.imageId))),
      ),
    )
    .returning({ id: generationCharges.id })
  const released = await db
    .delete(trialUses)
    .where(and(isNull(trialUses.committedAt), lt(trialUses.createdAt, stale)))
    .returning({ id: trialUses.id })
  const swept = await files.sweep(
    (names) => namesInUse(db, names),
    deps.whileRunning ? new Date(now - PENDING_GRACE_MS) : undefined,
  )
  const total =
    failedOver + failedPending + refunded.length + released.length + swept.temporary + swept.orphans
  if (total > 0) {
    log.warn(
      {
        retriedJobs: failedOver,
        failedPendingPages: failedPending,
        refundedCharges: refunded.length,
        releasedTrials: released.length,
        temporaryFiles: swept.temporary,
        orphanFiles: swept.orphans,
      },
      'undid generations cut off by a stop',
    )
  }
}

/** The jobs of pending pages that are marked running: handed to a retry, or failed on their last try. */
async function failOverDeadJobs(deps: RecoveryDeps): Promise<number> {
  let failedOver = 0
  for (let after: string | undefined; ; ) {
    const pending = await deps.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.status, 'pending'), after ? gt(images.id, after) : undefined))
      .orderBy(images.id)
      .limit(CHUNK)
    if (!pending.length) return failedOver
    failedOver += await deps.queue.failOverActive(pending.map((p) => p.id))
    after = pending[pending.length - 1].id
  }
}

async function failOrphanedPendingPages(deps: RecoveryDeps, before: Date): Promise<number> {
  const pending = await deps.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.status, 'pending'), lt(images.createdAt, before)))
    .orderBy(images.createdAt)
    .limit(CHUNK)
  const alive = await deps.queue.live(pending.map((p) => p.id))
  let failed = 0
  for (const { id } of pending) {
    if (alive.has(id)) continue
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(images)
        .set({ status: 'failed', errorStatus: 500, errorMessage: FAILED_MESSAGE, idempotencyKey: null })
        .where(and(eq(images.id, id), eq(images.status, 'pending')))
        .returning({ id: images.id })
      if (updated.length > 0) {
        await refundChargeOfImage(tx as unknown as Db, id)
        failed++
      }
    })
  }
  return failed
}

/** Of these file names, those a page row, a page being made, or a trial page being made still owns. */
async function namesInUse(db: Db, names: string[]): Promise<Set<string>> {
  const used = new Set<string>()
  for (let i = 0; i < names.length; i += CHUNK) {
    const chunk = names.slice(i, i + CHUNK)
    // Files are named after their image id: a page still being made (reserved unit, trial booking, or a
    // pending row whose worker is writing them) keeps its files.
    const ids = [...new Set(chunk.map((name) => name.split('.')[0]))]
    const busy = await db
      .select({ id: generationCharges.imageId })
      .from(generationCharges)
      .where(and(isNull(generationCharges.committedAt), inArray(generationCharges.imageId, ids)))
    const booked = await db
      .select({ id: trialUses.imageId })
      .from(trialUses)
      .where(
        and(isNull(trialUses.committedAt), isNotNull(trialUses.imageId), inArray(trialUses.imageId, ids)),
      )
    const inFlight = new Set([...busy, ...booked].map((r) => r.id))
    for (const name of chunk) if (inFlight.has(name.split('.')[0])) used.add(name)
    // A PDF being written on its first download (page-pdf.ts) is stored before its row names it: the row
    // still names the page's SVG, which keeps the PDF too.
    const svgOfPdf = (name: string) => name.replace(/\.pdf$/, '.svg')
    const sources = chunk.filter((name) => name.endsWith('.pdf')).map(svgOfPdf)
    // The rows last: a page committed while this runs was in flight above or is named here, never neither.
    const rows = await db
      .select({ png: images.pngFile, pdf: images.pdfFile })
      .from(images)
      .where(or(inArray(images.pngFile, chunk), inArray(images.pdfFile, [...chunk, ...sources])))
    for (const row of rows) {
      if (row.png) used.add(row.png)
      if (row.pdf) used.add(row.pdf)
      if (row.pdf?.endsWith('.svg')) used.add(row.pdf.replace(/\.svg$/, '.pdf'))
    }
  }
  return used
}
