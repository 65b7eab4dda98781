import type { Box } from '../common'
import { f } from './figure-kit'

type Point = [number, number]

/**
 * Cuts a polygon to a rectangle (Sutherland-Hodgman). Patterns cut their edge tiles with this rather than an
 * SVG clip path: resvg spends well over a second a page on clip paths, and nothing on a few more polygons.
 */
export function clipToBox(points: Point[], box: Box): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= box.minX, (a, b) => atX(a, b, box.minX)],
    [(p) => p[0] <= box.maxX, (a, b) => atX(a, b, box.maxX)],
    [(p) => p[1] >= box.minY, (a, b) => atY(a, b, box.minY)],
    [(p) => p[1] <= box.maxY, (a, b) => atY(a, b, box.maxY)],
  ]
  let out = points
  for (const [inside, cross] of edges) {
    const input = out
    out = []
    for (let i = 0; i < input.length; i++) {
      const current = input[i]
      const previous = input[(i + input.length - 1) % input.length]
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current))
        out.push(current)
      } else if (inside(previous)) out.push(cross(previous, current))
    }
    if (!out.length) break
  }
  return out
}

const atX = (a: Point, b: Point, x: number): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])]
const atY = (a: Point, b: Point, y: number): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y]

/**
 * Path data of a polygon, without repeated corners: clipping leaves doubled points where the polygon meets the
 * box, and svg-to-pdfkit fills a path that starts with a zero-length segment black.
 */
export function polygonPath(points: Point[]): string {
  const corners = points
    .map(([x, y]) => `${f(x)} ${f(y)}`)
    .filter((p, i, all) => p !== all[(i + all.length - 1) % all.length])
  if (corners.length < 3) return ''
  return `${corners.map((p, i) => `${i ? 'L' : 'M'}${p}`).join('')}Z`
}

/** A circle as a polygon fine enough (64 sides) that its corners never show at page size. */
export function circlePoints(cx: number, cy: number, r: number, sides = 64): Point[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = (i * 2 * Math.PI) / sides
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Point
  })
}

export const insideBox = (box: Box, minX: number, minY: number, maxX: number, maxY: number) =>
  minX >= box.minX && maxX <= box.maxX && minY >= box.minY && maxY <= box.maxY
