import type { Bitmap } from '../engine'

/**
 * A page as one byte a pixel (1 = ink, 0 = paper): the worksheet code reads and writes single pixels far
 * more often than it would pay to unpack bits each time. 8.4 MB for a Letter page at 300 dpi.
 */
export type InkMap = { width: number; height: number; ink: Uint8Array }

export function inkMapOf(bitmap: Bitmap): InkMap {
  const { width, height, bits } = bitmap
  const rowBytes = (width + 7) >> 3
  const ink = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes
    const out = y * width
    for (let b = 0; b < rowBytes; b++) {
      const byte = bits[row + b]
      // Most of a page is paper: eight white pixels at once.
      if (byte === 0xff) continue
      const x0 = b << 3
      const n = Math.min(8, width - x0)
      // 1 = white in the packed PNG rows.
      for (let i = 0; i < n; i++) if (!((byte >> (7 - i)) & 1)) ink[out + x0 + i] = 1
    }
  }
  return { width, height, ink }
}

export function bitmapOf(map: InkMap): Bitmap {
  const { width, height, ink } = map
  const rowBytes = (width + 7) >> 3
  const bits = new Uint8Array(rowBytes * height).fill(0xff)
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes
    const from = y * width
    for (let x = 0; x < width; x++) {
      if (ink[from + x]) bits[row + (x >> 3)] &= ~(0x80 >> (x & 7))
    }
  }
  return { width, height, bits }
}

export const blankInkMap = (width: number, height: number): InkMap => ({
  width,
  height,
  ink: new Uint8Array(width * height),
})

/** Paper everywhere inside the box (clipped to the page). */
export function clearBox(map: InkMap, x0: number, y0: number, x1: number, y1: number) {
  const left = Math.max(0, Math.floor(x0))
  const right = Math.min(map.width, Math.ceil(x1))
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(map.height, Math.ceil(y1)); y++) {
    map.ink.fill(0, y * map.width + left, y * map.width + Math.max(left, right))
  }
}

/** Whether any pixel of the box (clipped to the page) is ink. */
export function inkInBox(map: InkMap, x0: number, y0: number, x1: number, y1: number): boolean {
  const left = Math.max(0, Math.floor(x0))
  const right = Math.min(map.width, Math.ceil(x1))
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(map.height, Math.ceil(y1)); y++) {
    const row = y * map.width
    for (let x = left; x < right; x++) if (map.ink[row + x]) return true
  }
  return false
}

/**
 * The page shrunk or moved by nearest neighbour: the art in `from` (a box of the source) lands in `to`.
 * Lines of the engine's pages are several pixels wide, so a modest shrink keeps every region closed.
 */
export function placeArt(
  source: InkMap,
  from: { x: number; y: number; width: number; height: number },
  to: { x: number; y: number; width: number; height: number },
): InkMap {
  const out = blankInkMap(source.width, source.height)
  const sx = from.width / to.width
  const sy = from.height / to.height
  // The source column of each target column, once; then each row is a gather.
  const x0 = Math.max(0, -to.x)
  const x1 = Math.min(to.width, out.width - to.x)
  const column = new Int32Array(Math.max(0, x1 - x0))
  for (let x = x0; x < x1; x++)
    column[x - x0] = Math.min(source.width - 1, Math.floor(from.x + (x + 0.5) * sx))
  for (let y = 0; y < to.height; y++) {
    const ty = to.y + y
    if (ty < 0 || ty >= out.height) continue
    const fy = Math.min(source.height - 1, Math.floor(from.y + (y + 0.5) * sy))
    const src = fy * source.width
    const dst = ty * out.width + to.x
    for (let i = 0; i < column.length; i++) out.ink[dst + x0 + i] = source.ink[src + column[i]]
  }
  return out
}

/** The smallest box holding every ink pixel, or null on a blank page. */
export function inkBounds(map: InkMap): { x0: number; y0: number; x1: number; y1: number } | null {
  const { width, height, ink } = map
  const rowOf = (y: number) => ink.subarray(y * width, (y + 1) * width)
  let y0 = 0
  while (y0 < height && rowOf(y0).indexOf(1) < 0) y0++
  if (y0 === height) return null
  let y1 = height
  while (rowOf(y1 - 1).indexOf(1) < 0) y1--
  // Each row is searched from either end only as far as the box already reaches.
  let x0 = width
  let x1 = 0
  for (let y = y0; y < y1; y++) {
    const row = rowOf(y)
    const first = row.indexOf(1)
    if (first < 0) continue
    if (first < x0) x0 = first
    if (x1 < width) {
      const last = row.lastIndexOf(1)
      if (last + 1 > x1) x1 = last + 1
    }
  }
  return { x0, y0, x1, y1 }
}
