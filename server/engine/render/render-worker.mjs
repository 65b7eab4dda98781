// Rasterises page SVGs off the main thread with the WASM build of resvg (the native build leaks about
// 38 MB per 2550 px render, resvg-js issue 216), thresholds to 1-bit and removes white specks on the spot,
// so only a small packed bitmap crosses back. Plain JavaScript so it runs in a worker with or without tsx.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { clearPackedRun, packedWhiteRuns } from './white-runs.mjs'

const require = createRequire(import.meta.url)
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))

const BLACK = 0xff000000
const WHITE = 0xffffffff

/**
 * Thresholds straight into PNG-style packed rows (most significant bit first, 1 = white): a pixel is white
 * when, composited over white paper, it is at least half white. With anti-aliasing off nearly every pixel
 * is opaque black, opaque white or untouched paper, so those are matched whole before any arithmetic.
 */
function thresholdPacked(rgba, width, height) {
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height)
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height)
  for (let y = 0, i = 0; y < height; y++) {
    const row = y * rowBytes
    for (let x = 0; x < width; x += 8, i += 8) {
      // Eight pixels of bare paper, or eight of solid ink, at once: most of a page is one or the other.
      if (x + 8 <= width) {
        const any = px[i] | px[i + 1] | px[i + 2] | px[i + 3] | px[i + 4] | px[i + 5] | px[i + 6] | px[i + 7]
        if (any === 0) {
          bits[row + (x >> 3)] = 0xff
          continue
        }
        if (
          (any | 0) === (BLACK | 0) &&
          (px[i] & px[i + 1] & px[i + 2] & px[i + 3] & px[i + 4] & px[i + 5] & px[i + 6] & px[i + 7]) ===
            (BLACK | 0)
        )
          continue
      }
      let byte = 0
      const end = Math.min(8, width - x)
      for (let b = 0; b < end; b++) {
        const v = px[i + b]
        if (v === BLACK) continue
        if (v === 0 || v === WHITE || lighterThanHalf(v)) byte |= 0x80 >> b
      }
      bits[row + (x >> 3)] = byte
    }
    i -= (8 - (width & 7)) & 7
  }
  return bits
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

parentPort.on('message', ({ id, svg, width, speckArea = 0, cutTop = false, cutBottom = false }) => {
  try {
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      shapeRendering: 0,
      font: { loadSystemFonts: false },
    })
    const image = resvg.render()
    const w = image.width
    const h = image.height
    const bits = thresholdPacked(image.pixels, w, h)
    image.free()
    resvg.free()
    if (speckArea > 0) removeSpecks(bits, w, h, speckArea, cutTop, cutBottom)
    parentPort.postMessage({ id, width: w, height: h, bits }, [bits.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) })
  }
})
