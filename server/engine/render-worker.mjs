// Rasterises page SVGs off the main thread with the WASM build of resvg (the native build leaks about
// 38 MB per 2550 px render, resvg-js issue 216), thresholds to 1-bit and removes white specks on the spot,
// so only a small packed bitmap crosses back. Plain JavaScript so it runs in a worker with or without tsx.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { whiteRuns } from './white-runs.mjs'

const require = createRequire(import.meta.url)
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))

/** 1 where the pixel, composited over white paper, is at least half white. */
function threshold(rgba, count) {
  const white = new Uint8Array(count)
  for (let i = 0, src = 0; i < count; i++, src += 4) {
    const alpha = rgba[src + 3]
    const lum = (rgba[src] * 54 + rgba[src + 1] * 183 + rgba[src + 2] * 19) >> 8
    if (lum * alpha + 255 * (255 - alpha) >= 128 * 255) white[i] = 1
  }
  return white
}

/**
 * Blackens enclosed white regions smaller than `maxArea` pixels: slivers left between touching outlines
 * that nobody could colour. Regions touching a band's cut edge are left alone, since their other part
 * lies in the neighbouring band.
 */
function removeSpecks(white, width, height, maxArea, cutTop, cutBottom) {
  const runs = whiteRuns(white, width, height)
  const keep = new Uint8Array(runs.root.length)
  for (let i = 0; i < runs.root.length; i++) {
    if ((cutTop && runs.y[i] === 0) || (cutBottom && runs.y[i] === height - 1)) keep[runs.root[i]] = 1
  }
  for (let i = 0; i < runs.root.length; i++) {
    const r = runs.root[i]
    if (keep[r] || runs.size[r] >= maxArea) continue
    white.fill(0, runs.y[i] * width + runs.x0[i], runs.y[i] * width + runs.x1[i])
  }
}

/** Packs into PNG-style 1-bit rows: most significant bit first, 1 = white. */
function pack(white, width, height) {
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height)
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes
    const src = y * width
    for (let x = 0; x < width; x++) if (white[src + x]) bits[row + (x >> 3)] |= 0x80 >> (x & 7)
  }
  return bits
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
    const white = threshold(image.pixels, w * h)
    image.free()
    resvg.free()
    if (speckArea > 0) removeSpecks(white, w, h, speckArea, cutTop, cutBottom)
    const bits = pack(white, w, h)
    parentPort.postMessage({ id, width: w, height: h, bits }, [bits.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) })
  }
})
