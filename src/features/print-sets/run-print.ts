import { makePrintPdf, type PrintJob, type Progress } from './make-print'
import type { PrintReply, PrintRequest } from './print-worker'

/** The PDF of a class set or a book, made in a worker; on the main thread where workers are missing. */
export async function runPrint(job: PrintJob, pngs: Blob[], onProgress: Progress): Promise<Blob> {
  const files = await Promise.all(pngs.map((png) => png.arrayBuffer()))
  const bytes =
    typeof Worker === 'undefined'
      ? await onMainThread(job, files, onProgress)
      : await inWorker(job, files, onProgress)
  return new Blob([bytes], { type: 'application/pdf' })
}

function inWorker(job: PrintJob, files: ArrayBuffer[], onProgress: Progress): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./print-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<PrintReply>) => {
      const reply = event.data
      if ('progress' in reply) return onProgress(...reply.progress)
      worker.terminate()
      if ('pdf' in reply) resolve(reply.pdf)
      else reject(new Error(reply.error))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'The PDF could not be made.'))
    }
    worker.postMessage({ job, files } satisfies PrintRequest, files)
  })
}

async function onMainThread(job: PrintJob, files: ArrayBuffer[], onProgress: Progress): Promise<ArrayBuffer> {
  const pdf = await makePrintPdf(
    job,
    files.map((f) => new Uint8Array(f)),
    onProgress,
  )
  return pdf.buffer as ArrayBuffer
}
