import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

export type Bitmap = {
  width: number
  height: number
  /** PNG-style packed rows: ceil(width / 8) bytes a row, most significant bit first, 1 = white. */
  bits: Uint8Array
}

export type RasterOptions = { speckArea?: number; cutTop?: boolean; cutBottom?: boolean }

type Answer = { id: number; error?: string; pdf?: Uint8Array; png?: Uint8Array } & Partial<Bitmap>
type Task =
  | { kind: 'raster'; svg: string; width: number; options: RasterOptions & { png?: boolean } }
  | { kind: 'pdf'; svg: string; widthPt: number; heightPt: number; title: string }
type Job = Task & { id: number; resolve: (a: Answer) => void; reject: (e: Error) => void }
type Slot = {
  worker: Worker
  job: Job | null
  renders: number
  retiring?: boolean
  idleTimer?: NodeJS.Timeout
}

// WASM linear memory only grows, so a worker that once drew a big page keeps that much; recycling after a
// fixed number of renders bounds memory even if a future resvg build leaks like the native one does. Not too
// often: a fresh worker compiles resvg and warms pdfkit again, about 40 ms a page when it was every 25 pages.
const RENDERS_PER_WORKER = 400
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()))
const WORKER_URL = new URL('./render-worker.mjs', import.meta.url)
// A band's work (pdfkit's objects, the thresholding's arrays) is short-lived: with V8's default young
// generation each worker's heap grew to 80-90 MB for 15-30 MB alive. Bounded, like the line workers': at 4 MB
// bench:engine peaked 20 MB lower than at 8, at the same CPU a page.
const YOUNG_GENERATION_MB = 4
// A worker idle this long exits, so a quiet server gives back its heap and WASM memory. Not sooner: the next
// page starts one again, compiling resvg (seconds on a loaded machine), so a server making a page every
// few minutes keeps its workers.
const IDLE_EXIT_MS = 5 * 60_000

let slots: Slot[] = []
const queue: Job[] = []
let nextId = 1

function startSlot(): Slot {
  // Plain JavaScript: started without the TypeScript loader the process may run under (it costs each start).
  // A CPU profile asked of the process (node --cpu-prof) is taken of the workers too.
  const execArgv = process.execArgv.filter((arg) => arg.startsWith('--cpu-prof'))
  const worker = new Worker(WORKER_URL, {
    execArgv,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  })
  const slot: Slot = { worker, job: null, renders: 0 }
  slot.worker.on('message', (msg: Answer) => {
    const job = slot.job
    slot.job = null
    // Only drawing grows the WASM heap; a PDF does not count towards recycling the worker.
    if (job?.kind === 'raster') slot.renders++
    slot.worker.unref()
    if (job && msg.id === job.id) {
      if (msg.error)
        job.reject(new Error(`page ${job.kind === 'pdf' ? 'PDF' : 'rendering'} failed: ${msg.error}`))
      else job.resolve(msg)
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
  if (!slots.includes(old) || old.retiring) return
  // The successor starts only once the old worker's memory is released, so the pool never holds an
  // extra WASM heap while workers are being replaced (that overlap made the peak RSS).
  old.retiring = true
  clearTimeout(old.idleTimer)
  void old.worker.terminate().then(() => {
    slots = slots.filter((slot) => slot !== old)
    pump()
  })
}

function pump() {
  // A worker starts only for a task no running one can take: one page's two bands start both.
  const idle = slots.filter((slot) => !slot.job && !slot.retiring).length
  for (let i = idle; i < queue.length && slots.length < POOL_SIZE; i++) slots.push(startSlot())
  for (const slot of slots) {
    if (slot.job || slot.retiring) continue
    const job = queue.shift()
    if (!job) {
      slot.idleTimer ??= setTimeout(() => retireIdle(slot), IDLE_EXIT_MS).unref()
      continue
    }
    clearTimeout(slot.idleTimer)
    slot.idleTimer = undefined
    slot.job = job
    // Referenced only while busy: an idle pool never keeps the process alive.
    slot.worker.ref()
    slot.worker.postMessage(
      job.kind === 'raster'
        ? { id: job.id, kind: job.kind, svg: job.svg, width: job.width, ...job.options }
        : {
            id: job.id,
            kind: job.kind,
            svg: job.svg,
            widthPt: job.widthPt,
            heightPt: job.heightPt,
            title: job.title,
          },
    )
  }
}

/** Stops a worker that stayed idle; it is not replaced until a task needs it. */
function retireIdle(slot: Slot) {
  slot.idleTimer = undefined
  if (slot.job || slot.retiring || !slots.includes(slot)) return
  slots = slots.filter((s) => s !== slot)
  void slot.worker.terminate()
}

/** How many render workers are running (they start on demand and exit when idle). */
export function renderWorkerCount(): number {
  return slots.length
}

// Tasks are taken in the order they were asked for, so under load the pages are made first come, first served.
function submit(task: Task): Promise<Answer> {
  return new Promise((resolve, reject) => {
    queue.push({ ...task, id: nextId++, resolve, reject })
    pump()
  })
}

/**
 * Rasterises an SVG to a 1-bit bitmap `width` pixels wide on a pool of worker threads, blackening enclosed
 * white specks under `speckArea` pixels.
 */
export async function rasterize(svg: string, width: number, options: RasterOptions = {}): Promise<Bitmap> {
  const msg = await submit({ kind: 'raster', svg, width, options })
  return { width: msg.width ?? 0, height: msg.height ?? 0, bits: msg.bits ?? new Uint8Array() }
}

/**
 * A whole page's 1-bit PNG (what `encodePng1Bit` makes of `rasterize`'s bitmap, byte for byte), compressed on
 * the worker that drew it.
 */
export async function rasterizeToPng(
  svg: string,
  width: number,
  options: RasterOptions = {},
): Promise<Buffer> {
  const { png } = await submit({ kind: 'raster', svg, width, options: { ...options, png: true } })
  if (!png) throw new Error('page rendering failed: no PNG')
  return Buffer.from(png.buffer, png.byteOffset, png.length)
}

/** An SVG as a one-page vector PDF (pdf-document.mjs), written on the same pool. */
export async function writePdf(
  svg: string,
  widthPt: number,
  heightPt: number,
  title: string,
): Promise<Buffer> {
  const { pdf } = await submit({ kind: 'pdf', svg, widthPt, heightPt, title })
  if (!pdf) throw new Error('page PDF failed: no answer')
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length)
}

/** Stops the render workers; the next render starts a fresh pool. Tests and the CLI call this to exit. */
export async function shutdownRenderPool(): Promise<void> {
  const old = slots
  slots = []
  for (const slot of old) clearTimeout(slot.idleTimer)
  for (const job of queue.splice(0)) job.reject(new Error('render pool shut down'))
  await Promise.all(old.map((slot) => slot.worker.terminate()))
}
