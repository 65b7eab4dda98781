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
    for (let x = 0; x < width; x++) {
      // 1 = white in the packed PNG rows.
      if (!((bits[row + (x >> 3)] >> (7 - (x & 7))) & 1)) ink[out + x] = 1
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
  for (let y = 0; y < to.height; y++) {
    const ty = to.y + y
    if (ty < 0 || ty >= out.height) continue
    const fy = Math.min(source.height - 1, Math.floor(from.y + (y + 0.5) * sy))
    for (let x = 0; x < to.width; x++) {
      const tx = to.x + x
      if (tx < 0 || tx >= out.width) continue
      const fx = Math.min(source.width - 1, Math.floor(from.x + (x + 0.5) * sx))
      out.ink[ty * out.width + tx] = source.ink[fy * source.width + fx]
    }
  }
  return out
}

/** The smallest box holding every ink pixel, or null on a blank page. */
export function inkBounds(map: InkMap): { x0: number; y0: number; x1: number; y1: number } | null {
  let x0 = map.width
  let y0 = map.height
  let x1 = -1
  let y1 = -1
  for (let y = 0; y < map.height; y++) {
    const row = y * map.width
    for (let x = 0; x < map.width; x++) {
      if (!map.ink[row + x]) continue
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      y1 = y
    }
  }
  return x1 < 0 ? null : { x0, y0, x1: x1 + 1, y1: y1 + 1 }
}
