// Rasterises page SVGs off the main thread with the WASM build of resvg (the native build leaks about
// 38 MB per 2550 px render, resvg-js issue 216), thresholds to 1-bit and removes white specks and lone black
// pixels on the spot, so only a small packed bitmap crosses back. It writes the page's PDF too (pdf-document.mjs):
// laying out a page's curves costs more than drawing them, and on the main thread it held up every other request.
// Plain JavaScript so it runs in a worker with or without tsx.
import { parentPort } from 'node:worker_threads'
import { Resvg } from '@resvg/resvg-wasm'
import { pdfDocument } from './pdf-document.mjs'
import { initResvg, renderedPixels } from './resvg-pixels.mjs'
import { clearPackedRun, packedWhiteRuns } from './white-runs.mjs'

await initResvg()

// Pixels read as signed 32-bit words, so these compare without conversion: opaque black and opaque white.
const BLACK = 0xff000000 | 0
const WHITE = 0xffffffff | 0

/**
 * Thresholds straight into PNG-style packed rows (most significant bit first, 1 = white): a pixel is white
 * when, composited over white paper, it is at least half white. With anti-aliasing off nearly every pixel
 * is opaque black, opaque white (a shape filled white) or untouched paper, so eight of those are matched
 * whole before any arithmetic: the per-pixel test runs only where ink meets paper.
 */
function thresholdPacked(rgba, width, height) {
  const px = new Int32Array(rgba.buffer, rgba.byteOffset, width * height)
  const rowBytes = (width + 7) >> 3
  const wholeBytes = width >> 3
  const bits = new Uint8Array(rowBytes * height)
  let i = 0
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes
    for (let k = 0; k < wholeBytes; k++, i += 8) {
      const p0 = px[i]
      const p1 = px[i + 1]
      const p2 = px[i + 2]
      const p3 = px[i + 3]
      const p4 = px[i + 4]
      const p5 = px[i + 5]
      const p6 = px[i + 6]
      const p7 = px[i + 7]
      const any = p0 | p1 | p2 | p3 | p4 | p5 | p6 | p7
      const all = p0 & p1 & p2 & p3 & p4 & p5 & p6 & p7
      // Bare paper, or a shape filled white: eight white pixels.
      if (any === 0 || all === WHITE) bits[row + k] = 0xff
      // Solid ink: the byte stays 0.
      else if (any !== BLACK || all !== BLACK) bits[row + k] = packByte(px, i, 8)
    }
    if (wholeBytes < rowBytes) {
      bits[row + wholeBytes] = packByte(px, i, width & 7)
      i += width & 7
    }
  }
  return bits
}

/** `count` pixels from `i` as one packed byte, most significant bit first. */
function packByte(px, i, count) {
  let byte = 0
  for (let b = 0; b < count; b++) {
    const v = px[i + b]
    if (v === BLACK) continue
    if (v === 0 || v === WHITE || lighterThanHalf(v >>> 0)) byte |= 0x80 >> b
  }
  return byte
}

function lighterThanHalf(v) {
  const alpha = v >>> 24
  const lum = ((v & 0xff) * 54 + ((v >>> 8) & 0xff) * 183 + ((v >>> 16) & 0xff) * 19) >> 8
  return lum * alpha + 255 * (255 - alpha) >= 128 * 255
}

/**
 * Blackens enclosed white regions smaller than `maxArea` pixels: slivers left between touching outlines
 * that nobody could colour. Regions touching a band's cut edge are left alone, since their other part
 * lies in the neighbouring band.
 */
function removeSpecks(bits, width, height, maxArea, cutTop, cutBottom) {
  const runs = packedWhiteRuns(bits, width, height)
  const rowBytes = (width + 7) >> 3
  const keep = new Uint8Array(runs.root.length)
  for (let i = 0; i < runs.root.length; i++) {
    if ((cutTop && runs.y[i] === 0) || (cutBottom && runs.y[i] === height - 1)) keep[runs.root[i]] = 1
  }
  for (let i = 0; i < runs.root.length; i++) {
    const r = runs.root[i]
    if (keep[r] || runs.size[r] >= maxArea) continue
    clearPackedRun(bits, rowBytes, runs.y[i], runs.x0[i], runs.x1[i])
  }
}

/**
 * Whitens black pixels with no black among their eight neighbours: where two pattern lines or outlines
 * nearly meet, the rasteriser can leave one lone pixel, a speck a flood fill on screen stops at. A cut
 * edge's row is judged by the neighbouring band, which renders it with its neighbours.
 */
function removeLonePixels(bits, width, height, cutTop, cutBottom) {
  const rowBytes = (width + 7) >> 3
  const black = (x, y) =>
    x >= 0 && x < width && y >= 0 && y < height && !(bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7)))
  const lone = []
  for (let y = cutTop ? 1 : 0; y < (cutBottom ? height - 1 : height); y++) {
    for (let k = 0; k < rowBytes; k++) {
      // Most bytes are all paper; a byte of ink has neighbours in itself.
      const byte = bits[y * rowBytes + k]
      if (byte === 0xff || byte === 0) continue
      for (let b = 0; b < 8; b++) {
        const x = (k << 3) + b
        if (x >= width || byte & (0x80 >> b)) continue
        if (
          !black(x - 1, y - 1) &&
          !black(x, y - 1) &&
          !black(x + 1, y - 1) &&
          !black(x - 1, y) &&
          !black(x + 1, y) &&
          !black(x - 1, y + 1) &&
          !black(x, y + 1) &&
          !black(x + 1, y + 1)
        )
          lone.push(y * rowBytes + k, 0x80 >> b)
      }
    }
  }
  for (let i = 0; i < lone.length; i += 2) bits[lone[i]] |= lone[i + 1]
}

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
  const { id, svg, width, speckArea = 0, cutTop = false, cutBottom = false } = job
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
    parentPort.postMessage({ id, width: w, height: h, bits }, [bits.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) })
  }
})
