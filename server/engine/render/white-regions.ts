import type { Bitmap } from './render-pool'
import { packedWhiteRuns } from './white-runs.mjs'

export type RegionStats = {
  /** Connected areas of white (4-connected: a diagonal black line still separates two regions). */
  count: number
  /** Region sizes in pixels, largest first. */
  sizes: number[]
}

export function isWhite(bitmap: Bitmap, x: number, y: number): boolean {
  const rowBytes = (bitmap.width + 7) >> 3
  return (bitmap.bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7))) !== 0
}

/** Counts the white regions a person could colour (union-find over runs of white pixels). */
export function countWhiteRegions(bitmap: Bitmap): RegionStats {
  const runs = packedWhiteRuns(bitmap.bits, bitmap.width, bitmap.height)
  const sizes: number[] = []
  for (let i = 0; i < runs.root.length; i++) if (runs.root[i] === i) sizes.push(runs.size[i])
  sizes.sort((a, b) => b - a)
  return { count: sizes.length, sizes }
}

/** True when no black pixel lies within `margin` pixels of the edge. */
export function marginsAreEmpty(bitmap: Bitmap, margin: number): boolean {
  const { width, height } = bitmap
  for (let y = 0; y < height; y++) {
    const inBand = y < margin || y >= height - margin
    for (let x = 0; x < width; x++) {
      if (!inBand && x === margin) x = width - margin
      if (!isWhite(bitmap, x, y)) return false
    }
  }
  return true
}
