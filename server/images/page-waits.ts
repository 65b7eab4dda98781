import { EventEmitter } from 'node:events'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { images } from '../db/schema'
import { HttpError } from '../http/errors'
import type { ImageRow } from './image-json'

// A job run by this process tells the request waiting for it at once; a job run by a worker in another
// process is seen by reading the row.
const settled = new EventEmitter().setMaxListeners(0)
const POLL_MS = 250

/** Told by the job when the page is ready or failed for good; `error` is the failure as thrown. */
export function announceSettled(imageId: string, error?: unknown) {
  settled.emit(imageId, error)
}

/**
 * Waits up to `timeoutMs` for the page's job: answers the row, ready or still pending. A page that failed
 * for good throws the error its job met (as thrown in this process, or as stored by another one).
 */
export async function waitForPage(db: Db, imageId: string, timeoutMs: number): Promise<ImageRow> {
  let localError: unknown
  let wake: () => void = () => {}
  const onSettled = (error?: unknown) => {
    localError = error
    wake()
  }
  settled.on(imageId, onSettled)
  const deadline = Date.now() + timeoutMs
  try {
    for (;;) {
      const row = await readImage(db, imageId)
      if (!row) throw new HttpError(404, 'This coloring page was deleted while it was being made.')
      if (row.status === 'ready') return row
      if (row.status === 'failed') throw localError ?? failureOf(row)
      const left = deadline - Date.now()
      if (left <= 0) return row
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(POLL_MS, left))
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
