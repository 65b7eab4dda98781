/// <reference lib="webworker" />
import { makePrintPdf, type PrintJob } from './make-print'

// Makes a class set's or a book's PDF off the main thread, so the screen never freezes and the
// progress bar moves. Everything stays on the device.

export type PrintRequest = { job: PrintJob; files: ArrayBuffer[] }
export type PrintReply = { progress: [number, number] } | { pdf: ArrayBuffer } | { error: string }

self.onmessage = async (event: MessageEvent<PrintRequest>) => {
  const { job, files } = event.data
  try {
    const pdf = await makePrintPdf(
      job,
      files.map((file) => new Uint8Array(file)),
      (done, total) => self.postMessage({ progress: [done, total] } satisfies PrintReply),
    )
    const buffer = pdf.buffer as ArrayBuffer
    self.postMessage({ pdf: buffer } satisfies PrintReply, { transfer: [buffer] })
  } catch (err) {
    self.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies PrintReply)
  }
}
