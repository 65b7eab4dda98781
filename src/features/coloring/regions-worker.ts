/// <reference lib="webworker" />
import { buildRegions } from './regions'

// Decodes the page and labels its white regions off the main thread, once per page: a 2550x3300
// page is 34 MB of pixels, which this worker holds only while it works. The run lists come back
// transferred, not copied.

self.onmessage = async (event: MessageEvent<{ picture: Blob }>) => {
  try {
    const bitmap = await createImageBitmap(event.data.picture)
    const { width, height } = bitmap
    const canvas = new OffscreenCanvas(width, height)
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    if (!ctx) throw new Error('No 2D canvas in this worker.')
    ctx.drawImage(bitmap, 0, 0)
    bitmap.close()
    const pixels = ctx.getImageData(0, 0, width, height).data
    // Release the canvas backing store before labelling (iPad Safari counts it against its budget).
    canvas.width = 1
    canvas.height = 1
    const regions = buildRegions(pixels, width, height)
    const buffers = [
      regions.rowStart,
      regions.runX0,
      regions.runX1,
      regions.runLabel,
      regions.labelStart,
      regions.labelRuns,
    ]
    self.postMessage(
      { regions },
      buffers.map((a) => a.buffer as ArrayBuffer),
    )
  } catch (err) {
    self.postMessage({ error: err instanceof Error ? err.message : String(err) })
  }
}
