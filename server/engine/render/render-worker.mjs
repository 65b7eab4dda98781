// Rasterises page SVGs off the main thread with the WASM build of resvg (the native build leaks about
// 38 MB per 2550 px render, resvg-js issue 216), thresholds to 1-bit and removes white specks and lone black
// pixels on the spot, so only a small packed bitmap crosses back. It writes the page's PDF too (pdf-document.mjs):
// laying out a page's curves costs more than drawing them, and on the main thread it held up every other request.
// Plain JavaScript so it runs in a worker with or without tsx.
import { parentPort } from 'node:worker_threads'
import { deflateSync } from 'node:zlib'
import { Resvg } from '@resvg/resvg-wasm'
import { removeLonePixels, removeSpecks, thresholdPacked } from './band-bitmap.mjs'
import { pdfDocument } from './pdf-document.mjs'
import { filteredRows, PNG_DEFLATE_LEVEL, pngFile } from './png-file.mjs'
import { initResvg, renderedPixels } from './resvg-pixels.mjs'

await initResvg()

parentPort.on('message', async (job) => {
  if (job.kind === 'pdf') {
    try {
      const pdf = await pdfDocument(job.svg, job.widthPt, job.heightPt, job.title)
      // Copied into an ArrayBuffer of its own, so it is handed over rather than cloned.
      const bytes = new Uint8Array(pdf)
      parentPort.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer])
    } catch (error) {
      parentPort.postMessage({ id: job.id, error: String(error?.message ?? error) })
    }
    return
  }
  const { id, svg, width, speckArea = 0, cutTop = false, cutBottom = false, png = false } = job
  try {
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      shapeRendering: 0,
      font: { loadSystemFonts: false },
    })
    const image = resvg.render()
    const w = image.width
    const h = image.height
    // Read in place: the pixels are used up before resvg is called again.
    const bits = thresholdPacked(renderedPixels(image), w, h)
    image.free()
    resvg.free()
    if (speckArea > 0) {
      removeSpecks(bits, w, h, speckArea, cutTop, cutBottom)
      removeLonePixels(bits, w, h, cutTop, cutBottom)
    }
    if (png) {
      // A page drawn whole is compressed here, so its ~30 KB PNG crosses back rather than its 1 MB of bits
      // (on the main thread those bits, their PNG rows and zlib's buffers drove its garbage collection).
      const file = pngFile(w, h, deflateSync(filteredRows(bits, w, h), { level: PNG_DEFLATE_LEVEL }))
      // Copied into an ArrayBuffer of its own, so it is handed over rather than cloned.
      const bytes = new Uint8Array(file)
      parentPort.postMessage({ id, width: w, height: h, png: bytes }, [bytes.buffer])
    } else parentPort.postMessage({ id, width: w, height: h, bits }, [bits.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) })
  }
})
