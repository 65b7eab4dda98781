// Where a long sleeve hangs close beside the body, the sleeve's outline and the torso's meet at the armpit at a
// narrow angle: printed, the two thick lines run together into a black wedge down to the hip. The gap is
// joined to the body down to where it has opened wide enough to stay white, and closed there by a line across.

import { add, mul, type Part, polygon, sub, unit } from './pen'
import type { Pt } from './skeleton'

/** The point of a polyline nearest `p`. */
function nearest(p: Pt, line: Pt[]): Pt {
  let best = line[0]
  let bestD = Number.POSITIVE_INFINITY
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]
    const ab = sub(line[i], a)
    const l2 = ab.x * ab.x + ab.y * ab.y || 1
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / l2))
    const q = add(a, mul(ab, t))
    const d = Math.hypot(p.x - q.x, p.y - q.y)
    if (d < bestD) {
      bestD = d
      best = q
    }
  }
  return best
}

/**
 * The fill that joins a sleeve to the torso's side from the armpit down to where the gap between them is wide
 * enough to colour (`open`, in points between the two outlines' middles), or null where it opens at once.
 * `edge(t)` runs down the torso's side from the shoulder (0) to the hem (1).
 */
export function armpitFill(
  edge: (t: number) => Pt,
  sleeve: Pt[],
  width: number,
  open: number,
  grow = 0,
): Part | null {
  const side: Pt[] = []
  const sleeveSide: Pt[] = []
  let started = false
  for (let t = 0; t <= 1.0001; t += 0.005) {
    const p = edge(t)
    const q = nearest(p, sleeve)
    const d = Math.hypot(p.x - q.x, p.y - q.y)
    const gap = d - width / 2
    // From the shoulder, where the two are still one shape, so the fill reaches over both outlines' ends.
    if (gap > 0) started = true
    // A little into the torso and the sleeve, so no hairline of their outlines is left along the fill.
    const out = d > 0 ? unit(sub(p, q)) : { x: 0, y: 0 }
    side.push(add(p, mul(out, grow)))
    sleeveSide.push(add(q, mul(out, Math.min(d, width / 2) - grow)))
    if (started && gap >= open) break
  }
  if (!started || side.length < 2) return null
  return { d: polygon([...side, ...sleeveSide.reverse()]) }
}

/** The fills for both sleeves, each with the torso side nearer its shoulder; open a line's width apart. */
export function armpitFills(sleeves: Part[], edges: ((t: number) => Pt)[], line: number): Part[] {
  return sleeves.flatMap((s) => {
    if (!('tube' in s)) return []
    const from = (e: (t: number) => Pt) => Math.hypot(e(0).x - s.tube[0].x, e(0).y - s.tube[0].y)
    const edge = edges.reduce((a, b) => (from(b) < from(a) ? b : a))
    return armpitFill(edge, s.tube, s.width, line * 2.6, line * 0.4) ?? []
  })
}
