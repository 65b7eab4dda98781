import type { Box } from './geometry'

/** Diagonal hatch lines covering a box (one direction, or both for cross-hatching), as path data. */
export function hatchLines(box: Box, spacing: number, cross: boolean): string {
  const height = box.maxY - box.minY
  const parts: string[] = []
  const step = spacing * Math.SQRT2
  const f = (v: number) => v.toFixed(2)
  for (let x = box.minX - height; x <= box.maxX; x += step) {
    parts.push(`M${f(x)} ${f(box.minY)}L${f(x + height)} ${f(box.maxY)}`)
    if (cross) parts.push(`M${f(x + height)} ${f(box.minY)}L${f(x)} ${f(box.maxY)}`)
  }
  return parts.join('')
}
