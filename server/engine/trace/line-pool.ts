import { workerPool } from '../common'
import { PhotoError } from '../photo'
import type {
  CheckedModelArt,
  LineFailure,
  LineJob,
  LineResult,
  ModelArtJob,
  PhotoLines,
  PhotoLinesJob,
  TraceArtJob,
} from './line-work'

// Tracing is the heaviest JavaScript a page needs: on the main thread a photo would stall every other request
// for the best part of a second.
// A photo's line art makes short-lived arrays by the hundred megabytes: with V8's default young generation
// a worker's heap grew to about 160 MB for 30-90 MB alive. Bounded, it stays near 45 MB, no slower.
const YOUNG_GENERATION_MB = 8

type Answer = { id: number; result?: LineResult; failure?: LineFailure }

const pool = workerPool<Answer, LineResult>(
  new URL('./line-worker.mjs', import.meta.url),
  (msg) => {
    if (msg.result) return msg.result
    if (msg.failure && 'photoError' in msg.failure)
      return new PhotoError(msg.failure.photoError.problem, msg.failure.photoError.message)
    return new Error(`line work failed: ${msg.failure?.error ?? 'no answer'}`)
  },
  { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } },
)

const run = (job: LineJob, transfer: ArrayBuffer[] = []) => pool.run({ job }, transfer)

/** A photo's edges as a traced path placed on its page, worked out off the main thread. */
export function photoLinesOffThread(job: Omit<PhotoLinesJob, 'kind'>): Promise<PhotoLines> {
  return run({ kind: 'photo-lines', ...job, photo: new Uint8Array(job.photo) }) as Promise<PhotoLines>
}

/** Line art traced to a path placed on its page, off the main thread. */
export async function traceArtOffThread(job: Omit<TraceArtJob, 'kind'>): Promise<string> {
  return ((await run({ kind: 'trace-art', ...job })) as { d: string }).d
}

/** A model's picture cleaned and checked off the main thread. */
export function checkModelArtOffThread(job: Omit<ModelArtJob, 'kind'>): Promise<CheckedModelArt> {
  return run({ kind: 'model-art', ...job, png: new Uint8Array(job.png) }) as Promise<CheckedModelArt>
}

/** Stops the line workers; the next job starts a fresh pool. Tests and the CLI call this to exit. */
export function shutdownLinePool(): Promise<void> {
  return pool.shutdown()
}
