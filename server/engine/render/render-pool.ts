import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

export type Bitmap = {
  width: number
  height: number
  /** PNG-style packed rows: ceil(width / 8) bytes a row, most significant bit first, 1 = white. */
  bits: Uint8Array
}

export type RasterOptions = { speckArea?: number; cutTop?: boolean; cutBottom?: boolean }

type Job = {
  id: number
  svg: string
  width: number
  options: RasterOptions
  resolve: (b: Bitmap) => void
  reject: (e: Error) => void
}
type Slot = { worker: Worker; job: Job | null; renders: number; retiring?: boolean }

// WASM linear memory only grows, so a worker that once drew a big page keeps that much; recycling after a
// fixed number of renders bounds memory even if a future resvg build leaks like the native one does.
const RENDERS_PER_WORKER = 50
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()))
const WORKER_URL = new URL('./render-worker.mjs', import.meta.url)

let slots: Slot[] = []
const queue: Job[] = []
let nextId = 1

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_URL), job: null, renders: 0 }
  slot.worker.on('message', (msg: { id: number; error?: string } & Partial<Bitmap>) => {
    const job = slot.job
    slot.job = null
    slot.renders++
    slot.worker.unref()
    if (job && msg.id === job.id) {
      if (msg.error) job.reject(new Error(`page rendering failed: ${msg.error}`))
      else
        job.resolve({ width: msg.width ?? 0, height: msg.height ?? 0, bits: new Uint8Array(msg.bits ?? []) })
    }
    if (slot.renders >= RENDERS_PER_WORKER) replaceSlot(slot)
    pump()
  })
  slot.worker.on('error', (error: Error) => {
    slot.job?.reject(error)
    slot.job = null
    replaceSlot(slot)
    pump()
  })
  slot.worker.unref()
  return slot
}

function replaceSlot(old: Slot) {
  const index = slots.indexOf(old)
  if (index < 0 || old.retiring) return
  // The successor starts only once the old worker's memory is released, so the pool never holds an
  // extra WASM heap while workers are being replaced (that overlap made the peak RSS).
  old.retiring = true
  void old.worker.terminate().then(() => {
    if (slots[index] !== old) return
    slots[index] = startSlot()
    pump()
  })
}

function pump() {
  for (const slot of slots) {
    if (slot.job || slot.retiring || !queue.length) continue
    const job = queue.shift() as Job
    slot.job = job
    // Referenced only while busy: an idle pool never keeps the process alive.
    slot.worker.ref()
    slot.worker.postMessage({ id: job.id, svg: job.svg, width: job.width, ...job.options })
  }
}

/**
 * Rasterises an SVG to a 1-bit bitmap `width` pixels wide on a pool of worker threads, blackening enclosed
 * white specks under `speckArea` pixels.
 */
export function rasterize(svg: string, width: number, options: RasterOptions = {}): Promise<Bitmap> {
  if (!slots.length) slots = Array.from({ length: POOL_SIZE }, startSlot)
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, svg, width, options, resolve, reject })
    pump()
  })
}

/** Stops the render workers; the next render starts a fresh pool. Tests and the CLI call this to exit. */
export async function shutdownRenderPool(): Promise<void> {
  const old = slots
  slots = []
  for (const job of queue.splice(0)) job.reject(new Error('render pool shut down'))
  await Promise.all(old.map((slot) => slot.worker.terminate()))
}
