import { workerPool } from '../engine'
import { NoOutlineError } from './dot-to-dot'
import type { DrawnWorksheet, SourcePage, WorksheetOrder } from './draw-worksheet'

type Answer = {
  id: number
  drawn?: { png: Uint8Array; pdf: Uint8Array; sheet: DrawnWorksheet['sheet'] }
  failure?: { noOutline: boolean; message: string }
}

// A sheet is up to a second of labelling, distance transforms and drawing on 8 million pixels: on the web
// process's main thread it would stall every other request that long.
const pool = workerPool<Answer, DrawnWorksheet>(new URL('./sheet-worker.mjs', import.meta.url), (msg) => {
  if (msg.drawn) {
    const { png, pdf, sheet } = msg.drawn
    return {
      png: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
      pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      sheet,
    }
  }
  if (msg.failure?.noOutline) return new NoOutlineError(msg.failure.message)
  return new Error(`worksheet drawing failed: ${msg.failure?.message ?? 'no answer'}`)
})

/** `drawWorksheet` on a worker thread (the shared pool's: one a core, at most two, leaving after five minutes idle). */
export function drawWorksheetOffThread(
  order: WorksheetOrder,
  page: SourcePage | null,
  options: { watermark: boolean; seed: number },
): Promise<DrawnWorksheet> {
  return pool.run({ order, page: page && { ...page, png: new Uint8Array(page.png) }, options })
}

/** Stops the workers (tests and benchmarks that must exit promptly). */
export function shutdownSheetPool(): Promise<void> {
  return pool.shutdown()
}
