import { floodComponents } from '../common'
import type { Bitmap } from './render-pool'

// Lines are at most about 1 pt (4.2 px at 300 dpi) on intricate pages: ink 9 px thick (over twice a line) is
// a filled area, not a line. A blob is such an area no more than 5 mm across: a closed sliver, a spot of ink;
// not the heavy contour of a realistic drawing, which runs round the whole animal.
const CORE = 4
const MAX_BLOB_PX = 60

/** Counts the small solid patches of black ink on a page (white pixels are set bits). */
export function countBlackBlobs(page: Bitmap): number {
  const { width, height } = page
  const rowBytes = (width + 7) >> 3
  // Black run lengths eroded across rows, then down columns: a pixel stays when a 9 x 9 square of ink holds it.
  const across = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    let run = 0
    for (let x = 0; x < width + CORE; x++) {
      const black = x < width && (page.bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7))) === 0
      run = black ? run + 1 : 0
      if (run > 2 * CORE && x - CORE < width) across[y * width + x - CORE] = 1
    }
  }
  const core = new Uint8Array(width * height)
  for (let x = 0; x < width; x++) {
    let run = 0
    for (let y = 0; y < height; y++) {
      run = across[y * width + x] ? run + 1 : 0
      if (run > 2 * CORE) core[(y - CORE) * width + x] = 1
    }
  }
  let blobs = 0
  floodComponents(core, width, height, 1, 8, (pixels) => {
    let minX = width
    let maxX = 0
    let minY = height
    let maxY = 0
    for (const at of pixels) {
      const x = at % width
      const y = (at - x) / width
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
    }
    if (Math.max(maxX - minX, maxY - minY) + 2 * CORE <= MAX_BLOB_PX) blobs++
  })
  return blobs
}
