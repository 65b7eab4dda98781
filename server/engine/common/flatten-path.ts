// SVG path data to polygons (flat [x0, y0, x1, y1, ...] rings), so hatching and scatter can be clipped to a
// shape with plain geometry: resvg renders a clip path or a pattern fill over the whole canvas, which costs
// hundreds of milliseconds a page, while the same lines computed here cost a few.

import type { Box } from './geometry'
import { readPathData } from './path-data'

export type Ring = number[]

/**
 * Flattens path data into closed rings. Curves are cut into chords no longer than about `step` (same units
 * as the path); every subpath counts as closed, as it does for a fill.
 */
export function flattenPath(d: string, step: number): Ring[] {
  const rings: Ring[] = []
  let ring: Ring = []
  // The current point while a segment is drawn, the start of an empty ring.
  let x = 0
  let y = 0
  // The last control point, for the smooth curve commands S and T.
  let cx = 0
  let cy = 0
  let previous = ''
  const finish = () => {
    if (ring.length >= 6) rings.push(ring)
    ring = []
  }
  const lineTo = (px: number, py: number) => {
    if (!ring.length) ring.push(x, y)
    ring.push(px, py)
  }
  const pieces = (length: number) => Math.max(1, Math.min(64, Math.ceil(length / step)))
  readPathData(d, ({ command, args: a, ox, oy, fromX, fromY, x: nx, y: ny }) => {
    x = fromX
    y = fromY
    switch (command) {
      case 'Z':
      case 'M':
        finish()
        break
      case 'L':
      case 'H':
      case 'V':
        lineTo(nx, ny)
        break
      case 'C':
      case 'S': {
        const smooth = command === 'S'
        const reflect = smooth && /[CS]/.test(previous)
        const x1 = smooth ? (reflect ? 2 * x - cx : x) : a[0] + ox
        const y1 = smooth ? (reflect ? 2 * y - cy : y) : a[1] + oy
        const o = smooth ? 0 : 2
        const x2 = a[o] + ox
        const y2 = a[o + 1] + oy
        const n = pieces(
          Math.hypot(x1 - x, y1 - y) + Math.hypot(x2 - x1, y2 - y1) + Math.hypot(nx - x2, ny - y2),
        )
        for (let k = 1; k <= n; k++) {
          const t = k / n
          const u = 1 - t
          lineTo(
            u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * nx,
            u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * ny,
          )
        }
        cx = x2
        cy = y2
        break
      }
      case 'Q':
      case 'T': {
        const smooth = command === 'T'
        const reflect = smooth && /[QT]/.test(previous)
        const x1 = smooth ? (reflect ? 2 * x - cx : x) : a[0] + ox
        const y1 = smooth ? (reflect ? 2 * y - cy : y) : a[1] + oy
        const n = pieces(Math.hypot(x1 - x, y1 - y) + Math.hypot(nx - x1, ny - y1))
        for (let k = 1; k <= n; k++) {
          const t = k / n
          const u = 1 - t
          lineTo(u * u * x + 2 * u * t * x1 + t * t * nx, u * u * y + 2 * u * t * y1 + t * t * ny)
        }
        cx = x1
        cy = y1
        break
      }
      case 'A':
        arcTo(x, y, a[0], a[1], a[2], a[3], a[4], nx, ny, step, lineTo)
        break
    }
    previous = command
  })
  finish()
  return rings
}

// Endpoint-to-centre conversion from the SVG spec (implementation notes, F.6.5).
function arcTo(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: number,
  sweep: number,
  x2: number,
  y2: number,
  step: number,
  lineTo: (x: number, y: number) => void,
) {
  let rx = Math.abs(rxIn)
  let ry = Math.abs(ryIn)
  if (!rx || !ry || (x1 === x2 && y1 === y2)) {
    lineTo(x2, y2)
    return
  }
  const phi = (angle * Math.PI) / 180
  const cos = Math.cos(phi)
  const sin = Math.sin(phi)
  const dx = (x1 - x2) / 2
  const dy = (y1 - y2) / 2
  const px = cos * dx + sin * dy
  const py = -sin * dx + cos * dy
  const lambda = (px * px) / (rx * rx) + (py * py) / (ry * ry)
  if (lambda > 1) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const num = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px
  const den = rx * rx * py * py + ry * ry * px * px
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den))
  const cxp = (k * rx * py) / ry
  const cyp = (-k * ry * px) / rx
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2
  const theta = Math.atan2((py - cyp) / ry, (px - cxp) / rx)
  let delta = Math.atan2((-py - cyp) / ry, (-px - cxp) / rx) - theta
  if (sweep && delta < 0) delta += 2 * Math.PI
  else if (!sweep && delta > 0) delta -= 2 * Math.PI
  const n = Math.max(2, Math.min(64, Math.ceil((Math.abs(delta) * Math.max(rx, ry)) / step)))
  for (let s = 1; s <= n; s++) {
    const t = theta + (delta * s) / n
    const ex = rx * Math.cos(t)
    const ey = ry * Math.sin(t)
    lineTo(cx + cos * ex - sin * ey, cy + sin * ex + cos * ey)
  }
}

/** The box round every point of the rings. */
export function ringsBox(rings: Ring[]): Box {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  for (const ring of rings)
    for (let j = 0; j < ring.length; j += 2) {
      b.minX = Math.min(b.minX, ring[j])
      b.maxX = Math.max(b.maxX, ring[j])
      b.minY = Math.min(b.minY, ring[j + 1])
      b.maxY = Math.max(b.maxY, ring[j + 1])
    }
  return b
}

/** Whether (x, y) lies inside the rings under the non-zero rule. */
export function insideRings(rings: Ring[], x: number, y: number): boolean {
  let winding = 0
  for (const r of rings) {
    for (let k = 0; k < r.length; k += 2) {
      const ax = r[k]
      const ay = r[k + 1]
      const bx = r[(k + 2) % r.length]
      const by = r[(k + 3) % r.length]
      if (ay <= y ? by > y : by <= y) {
        const t = (y - ay) / (by - ay)
        if (ax + t * (bx - ax) > x) winding += by > ay ? 1 : -1
      }
    }
  }
  return winding !== 0
}
