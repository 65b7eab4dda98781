// Rasterises page SVGs off the main thread with the WASM build of resvg (the native build leaks about
// 38 MB per 2550 px render, resvg-js issue 216) and thresholds the result to 1-bit on the spot, so only
// a small packed bitmap crosses back. Plain JavaScript so it runs in a worker with or without tsx.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
import { initWasm, Resvg } from '@resvg/resvg-wasm'

const require = createRequire(import.meta.url)
await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))

/** Packs RGBA pixels into PNG-style 1-bit rows (MSB first, 1 = white), thresholding luminance at 50%. */
function packBits(rgba, width, height) {
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height)
  for (let y = 0; y < height; y++) {
    let src = y * width * 4
    const row = y * rowBytes
    for (let x = 0; x < width; x++, src += 4) {
      // Composite over white: transparent pixels are paper.
      const alpha = rgba[src + 3]
      const lum = (rgba[src] * 54 + rgba[src + 1] * 183 + rgba[src + 2] * 19) >> 8
      const onWhite = (lum * alpha + 255 * (255 - alpha)) / 255
      if (onWhite >= 128) bits[row + (x >> 3)] |= 0x80 >> (x & 7)
    }
  }
  return bits
}

parentPort.on('message', ({ id, svg, width }) => {
  try {
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      shapeRendering: 0,
      background: '#ffffff',
      font: { loadSystemFonts: false },
    })
    const image = resvg.render()
    const w = image.width
    const h = image.height
    const bits = packBits(image.pixels, w, h)
    image.free()
    resvg.free()
    parentPort.postMessage({ id, width: w, height: h, bits }, [bits.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) })
  }
})
