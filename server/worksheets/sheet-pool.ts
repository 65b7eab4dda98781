import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { NoOutlineError } from './dot-to-dot'
import type { DrawnWorksheet, SourcePage, WorksheetOrder } from './draw-worksheet'

type Answer = {
  id: number
  drawn?: { png: Uint8Array; pdf: Uint8Array; sheet: DrawnWorksheet['sheet'] }
  failure?: { noOutline: boolean; message: string }
}
type Pending = { resolve: (d: DrawnWorksheet) => void; reject: (e: Error) => void }
type Slot = { worker: Worker; busy: Map<number, Pending> }

// A sheet is up to a second of labelling, distance transforms and drawing on 8 million pixels: on the web
// process's main thread it would stall every other request that long. One worker a core, at most two.
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()))
const WORKER_URL = new URL('./sheet-worker.mjs', import.meta.url)

let slots: Slot[] = []
let nextId = 1

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_URL), busy: new Map() }
  slot.worker.on('message', (msg: Answer) => {
    const pending = slot.busy.get(msg.id)
    slot.busy.delete(msg.id)
    if (!slot.busy.size) slot.worker.unref()
    if (!pending) return
    if (msg.drawn) {
      const { png, pdf, sheet } = msg.drawn
      pending.resolve({
        png: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
        pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
        sheet,
      })
    } else if (msg.failure?.noOutline) pending.reject(new NoOutlineError(msg.failure.message))
    else pending.reject(new Error(`worksheet drawing failed: ${msg.failure?.message ?? 'no answer'}`))
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

/**
 * `drawWorksheet` on a worker thread. An idle worker takes the order; another starts only when every one is
 * busy, so a quiet server keeps one. Workers are kept (unreferenced: they never hold the process open).
 */
export function drawWorksheetOffThread(
  order: WorksheetOrder,
  page: SourcePage | null,
  options: { watermark: boolean; seed: number },
): Promise<DrawnWorksheet> {
  let slot = slots.find((s) => !s.busy.size)
  if (!slot && slots.length < POOL_SIZE) {
    slot = startSlot()
    slots.push(slot)
  }
  slot ??= slots.reduce((a, b) => (b.busy.size < a.busy.size ? b : a))
  const id = nextId++
  const target = slot
  return new Promise((resolve, reject) => {
    target.busy.set(id, { resolve, reject })
    target.worker.ref()
    target.worker.postMessage({
      id,
      order,
      page: page && { ...page, png: new Uint8Array(page.png) },
      options,
    })
  })
}

/** Stops the workers (tests and benchmarks that must exit promptly). */
export async function shutdownSheetPool() {
  const stopping = slots
  slots = []
  await Promise.all(stopping.map((s) => s.worker.terminate()))
}
