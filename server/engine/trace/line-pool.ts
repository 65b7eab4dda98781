import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
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

type Pending = { resolve: (r: LineResult) => void; reject: (e: Error) => void }
type Slot = { worker: Worker; busy: Map<number, Pending> }

// One worker a core (at most two): tracing is the heaviest JavaScript a page needs, and on the main thread
// a photo would stall every other request for the best part of a second.
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()))
const WORKER_URL = new URL('./line-worker.mjs', import.meta.url)
// A photo's line art makes short-lived arrays by the hundred megabytes: with V8's default young generation
// a worker's heap grew to about 160 MB for 30-90 MB alive. Bounded, it stays near 45 MB, no slower.
const YOUNG_GENERATION_MB = 8

let slots: Slot[] = []
let nextId = 1

function startSlot(): Slot {
  const slot: Slot = {
    worker: new Worker(WORKER_URL, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
    busy: new Map(),
  }
  slot.worker.on('message', (msg: { id: number; result?: LineResult; failure?: LineFailure }) => {
    const pending = slot.busy.get(msg.id)
    slot.busy.delete(msg.id)
    if (!slot.busy.size) slot.worker.unref()
    if (!pending) return
    if (msg.result) pending.resolve(msg.result)
    else if (msg.failure && 'photoError' in msg.failure)
      pending.reject(new PhotoError(msg.failure.photoError.problem, msg.failure.photoError.message))
    else pending.reject(new Error(`line work failed: ${msg.failure?.error ?? 'no answer'}`))
  })
  slot.worker.on('error', (error: Error) => {
    for (const pending of slot.busy.values()) pending.reject(error)
    slot.busy.clear()
    const index = slots.indexOf(slot)
    if (index >= 0) slots[index] = startSlot()
  })
  slot.worker.unref()
  return slot
}

function run(job: LineJob, transfer: ArrayBuffer[] = []): Promise<LineResult> {
  // The least busy worker: jobs are few and long, so this spreads them as well as a queue would. Another
  // starts only when every one is busy: one at a time, the second worker (its heap, and the photo detectors
  // it would load) is never needed.
  let slot = slots.find((s) => !s.busy.size)
  if (!slot && slots.length < POOL_SIZE) {
    slot = startSlot()
    slots.push(slot)
  }
  slot ??= slots.reduce((a, b) => (b.busy.size < a.busy.size ? b : a))
  const id = nextId++
  return new Promise((resolve, reject) => {
    slot.busy.set(id, { resolve, reject })
    slot.worker.ref()
    slot.worker.postMessage({ id, job }, transfer)
  })
}

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
export async function shutdownLinePool(): Promise<void> {
  const old = slots
  slots = []
  for (const slot of old)
    for (const pending of slot.busy.values()) pending.reject(new Error('line pool shut down'))
  await Promise.all(old.map((slot) => slot.worker.terminate()))
}
