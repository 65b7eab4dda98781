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
  const stack: number[] = []
  for (let start = 0; start < core.length; start++) {
    if (core[start] !== 1) continue
    let minX = width
    let maxX = 0
    let minY = height
    let maxY = 0
    core[start] = 2
    stack.push(start)
    while (stack.length) {
      const at = stack.pop() as number
      const x = at % width
      const y = (at - x) / width
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          const ny = y + dy
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
          const nb = ny * width + nx
          if (core[nb] === 1) {
            core[nb] = 2
            stack.push(nb)
          }
        }
    }
    if (Math.max(maxX - minX, maxY - minY) + 2 * CORE <= MAX_BLOB_PX) blobs++
  }
  return blobs
}
