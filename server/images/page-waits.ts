import { EventEmitter } from 'node:events'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { images } from '../db/schema'
import { HttpError } from '../http/errors'
import type { ImageRow } from './image-json'

// A job run by this process tells the request waiting for it at once, with the row it stored; a job run by
// a worker in another process is seen by reading the row.
const settled = new EventEmitter().setMaxListeners(0)
const POLL_MS = 250
// When every job runs in this process (PGlite) each one tells its request: the row is read this rarely,
// only in case a page was settled some other way (the sweep failing a page whose job ran out of tries).
const BACKSTOP_POLL_MS = 5000

/**
 * Told by the job when the page is ready or failed for good; `error` is the failure as thrown, `row` the
 * row as the job stored it (saves the waiting request reading it again).
 */
export function announceSettled(imageId: string, error?: unknown, row?: ImageRow) {
  settled.emit(imageId, error, row)
}

export type WaitOptions = {
  /** Every job runs in this process, which announces each page: no need to read the row in between. */
  announcedHere: boolean
  /**
   * How long this page will take, as the queue expects (undefined: it cannot tell). Past the wait, the
   * request is answered pending at once rather than held until its wait runs out.
   */
  expectedMs?: () => number | undefined
  /** The row as the caller just stored it, pending: taken for the first look instead of reading it. */
  pending?: ImageRow
}

/**
 * Waits up to `timeoutMs` for the page's job: answers the row, ready or still pending. A page that failed
 * for good throws the error its job met (as thrown in this process, or as stored by another one). A page
 * the queue expects to take longer than the wait is answered pending straight away: the generator shows it
 * as being made and asks for it later, instead of a request hanging for the whole wait.
 */
export async function waitForPage(
  db: Db,
  imageId: string,
  timeoutMs: number,
  options: WaitOptions,
): Promise<ImageRow> {
  let localError: unknown
  let told: ImageRow | undefined = options.pending
  let announced = false
  let wake: () => void = () => {}
  const onSettled = (error?: unknown, row?: ImageRow) => {
    localError = error
    told = row
    announced = true
    wake()
  }
  settled.on(imageId, onSettled)
  const deadline = Date.now() + timeoutMs
  const pollMs = options.announcedHere ? BACKSTOP_POLL_MS : POLL_MS
  try {
    for (let first = true; ; first = false) {
      announced = false
      const row = told ?? (await readImage(db, imageId))
      told = undefined
      if (!row) throw new HttpError(404, 'This coloring page was deleted while it was being made.')
      if (row.status === 'ready') return row
      if (row.status === 'failed') throw localError ?? failureOf(row)
      const left = deadline - Date.now()
      if (left <= 0) return row
      if (first && (options.expectedMs?.() ?? 0) > left) return row
      // Settled while the row was being read: read it again now.
      if (announced) continue
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(pollMs, left))
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  } finally {
    settled.off(imageId, onSettled)
  }
}

/** The answer a failed page's request gets, rebuilt from what its job stored. */
export function failureOf(row: ImageRow): HttpError {
  return new HttpError(row.errorStatus ?? 500, row.errorMessage ?? FAILED_MESSAGE)
}

export const FAILED_MESSAGE =
  'Something went wrong while making this coloring page. Nothing was charged; please try again.'

async function readImage(db: Db, imageId: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.id, imageId))
  return row
}
