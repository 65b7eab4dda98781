import { availableParallelism } from 'node:os'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/** What a worker answers: the job's id and whatever the pool's `settle` reads from it. */
export type WorkerAnswer = { id: number }

type Pending<R> = { resolve: (r: R) => void; reject: (e: Error) => void }
type Slot<R> = { worker: Worker; busy: Map<number, Pending<R>>; idleTimer?: NodeJS.Timeout }

// A worker idle this long exits, giving back its heap and what it loaded (a line worker's detectors); the
// next job starts one again, as the render pool's (render-pool.ts).
const IDLE_EXIT_MS = 5 * 60_000

export type WorkerPool<R> = {
  /** Posts `{id, ...message}` to the least busy worker and resolves with what `settle` makes of its answer. */
  run(message: object, transfer?: ArrayBuffer[]): Promise<R>
  /** Stops the workers, failing what they still hold; the next job starts a fresh pool. */
  shutdown(): Promise<void>
  /** How many workers are running. */
  workers(): number
}

/**
 * A pool of long jobs (a photo's tracing, a worksheet) off the main thread, one worker a core and at most two.
 * An idle worker takes the job; another starts only when every one is busy, so a quiet server keeps one (its
 * heap, and whatever it loads, is never doubled for nothing). Workers are unreferenced while idle, so they
 * never hold the process open, and exit after `idleExitMs` without a job; one that crashes fails its jobs
 * and is replaced when the next one comes.
 */
export function workerPool<A extends WorkerAnswer, R>(
  url: URL,
  settle: (answer: A) => R | Error,
  options: WorkerOptions = {},
  idleExitMs = IDLE_EXIT_MS,
): WorkerPool<R> {
  const size = Math.max(1, Math.min(2, availableParallelism()))
  let slots: Slot<R>[] = []
  let nextId = 1

  function startSlot(): Slot<R> {
    const slot: Slot<R> = { worker: new Worker(url, options), busy: new Map() }
    slot.worker.on('message', (answer: A) => {
      const pending = slot.busy.get(answer.id)
      slot.busy.delete(answer.id)
      if (!slot.busy.size) {
        slot.worker.unref()
        slot.idleTimer = setTimeout(() => retireIdle(slot), idleExitMs).unref()
      }
      if (!pending) return
      const settled = settle(answer)
      if (settled instanceof Error) pending.reject(settled)
      else pending.resolve(settled)
    })
    slot.worker.on('error', (error: Error) => {
      for (const pending of slot.busy.values()) pending.reject(error)
      slot.busy.clear()
      clearTimeout(slot.idleTimer)
      // The next job starts a worker in its place.
      slots = slots.filter((s) => s !== slot)
    })
    slot.worker.unref()
    return slot
  }

  function retireIdle(slot: Slot<R>) {
    if (slot.busy.size || !slots.includes(slot)) return
    slots = slots.filter((s) => s !== slot)
    void slot.worker.terminate()
  }

  return {
    run(message, transfer = []) {
      let slot = slots.find((s) => !s.busy.size)
      if (!slot && slots.length < size) {
        slot = startSlot()
        slots.push(slot)
      }
      const target = slot ?? slots.reduce((a, b) => (b.busy.size < a.busy.size ? b : a))
      const id = nextId++
      clearTimeout(target.idleTimer)
      return new Promise<R>((resolve, reject) => {
        target.busy.set(id, { resolve, reject })
        target.worker.ref()
        target.worker.postMessage({ id, ...message }, transfer)
      })
    },
    async shutdown() {
      const old = slots
      slots = []
      for (const slot of old) clearTimeout(slot.idleTimer)
      for (const slot of old)
        for (const pending of slot.busy.values()) pending.reject(new Error('worker pool shut down'))
      await Promise.all(old.map((slot) => slot.worker.terminate()))
    },
    workers: () => slots.length,
  }
}
