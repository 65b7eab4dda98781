import type { PhotoPixels } from '../photo'
import type { Point } from './trace-bitmap'

// The long straight edges of a photo (a building's ledges and window frames, a street's kerbs, a
// staircase's rails), found as a line segment detector finds them (von Gioi et al., LSD): pixels whose
// brightness changes in the same direction are grown into regions, and a region that is long and thin
// is a straight edge. Traced lines that follow one are drawn on it (snap-to-edges.ts),
// so a façade prints ruler-straight rather than with the wobble an edge filter leaves.

/** A straight edge from `a` to `b` (pixels at the photo's size). */
export type StraightEdge = { a: Point; b: Point }

/** Pixels whose level lines point within this of a region's (radians) grow into it (LSD's 22.5°). */
const ANGLE_TOLERANCE = Math.PI / 8
/**
 * Gradients weaker than this (grey levels a pixel) have too noisy a direction to follow: LSD's bound for
 * a quantisation error of 2 levels, 2 / sin(22.5°).
 */
const MIN_GRADIENT = 2 / Math.sin(ANGLE_TOLERANCE)

/**
 * The straight edges at least `minLengthPx` long in `photo`, longest first. Brightness only: the edges a
 * building is made of are edges of light and shade.
 */
export function straightEdges(photo: PhotoPixels, minLengthPx: number): StraightEdge[] {
  const { width: w, height: h, rgb } = photo
  const grey = new Float32Array(w * h)
  for (let i = 0; i < grey.length; i++)
    grey[i] = 0.299 * rgb[i * 3] + 0.587 * rgb[i * 3 + 1] + 0.114 * rgb[i * 3 + 2]
  // LSD's 2 x 2 gradient, at the centre of each block of four pixels (its corner at the pixel).
  const angle = new Float32Array(w * h)
  const magnitude = new Float32Array(w * h)
  for (let y = 0; y < h - 1; y++) {
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x
      const [A, B, C, D] = [grey[i], grey[i + 1], grey[i + w], grey[i + w + 1]]
      const gx = (B + D - A - C) / 2
      const gy = (C + D - A - B) / 2
      magnitude[i] = Math.hypot(gx, gy)
      // The level line runs across the gradient.
      angle[i] = Math.atan2(gx, -gy)
    }
  }
  const used = new Uint8Array(w * h)
  for (let i = 0; i < used.length; i++) if (magnitude[i] <= MIN_GRADIENT) used[i] = 1
  const edges: StraightEdge[] = []
  for (const seed of byMagnitude(magnitude)) {
    if (used[seed]) continue
    const region = growRegion(seed, angle, used, w, h)
    if (region.length < minLengthPx) continue
    edges.push(...fitEdges(region, magnitude, w, minLengthPx))
  }
  return edges.sort((p, q) => edgeLength(q) - edgeLength(p))
}

/** The pixels strong enough to follow, strongest first (bucketed: the order within a bucket is arbitrary). */
function byMagnitude(magnitude: Float32Array): Int32Array {
  const bins = 1024
  let top = 0
  for (const m of magnitude) top = Math.max(top, m)
  const bin = (m: number) => Math.min(bins - 1, Math.floor((m / (top || 1)) * bins))
  const counts = new Int32Array(bins + 1)
  for (const m of magnitude) if (m > MIN_GRADIENT) counts[bins - bin(m)]++
  for (let b = 1; b <= bins; b++) counts[b] += counts[b - 1]
  const order = new Int32Array(counts[bins])
  const next = counts.slice(0, bins)
  for (let i = 0; i < magnitude.length; i++) {
    if (magnitude[i] > MIN_GRADIENT) order[next[bins - 1 - bin(magnitude[i])]++] = i
  }
  return order
}

/** The 8-connected pixels from `seed` whose level lines keep within ANGLE_TOLERANCE of the region's. */
function growRegion(seed: number, angle: Float32Array, used: Uint8Array, w: number, h: number): number[] {
  const region = [seed]
  used[seed] = 1
  let sx = Math.cos(angle[seed])
  let sy = Math.sin(angle[seed])
  let mean = angle[seed]
  for (let k = 0; k < region.length; k++) {
    const p = region[k]
    const x = p % w
    const y = (p - x) / w
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx
        const yy = y + dy
        if (xx < 0 || yy < 0 || xx >= w - 1 || yy >= h - 1) continue
        const q = yy * w + xx
        if (used[q] || !aligned(angle[q], mean)) continue
        used[q] = 1
        region.push(q)
        sx += Math.cos(angle[q])
        sy += Math.sin(angle[q])
        mean = Math.atan2(sy, sx)
      }
    }
  }
  return region
}

function aligned(a: number, b: number): boolean {
  let d = Math.abs(a - b) % (2 * Math.PI)
  if (d > Math.PI) d = 2 * Math.PI - d
  return d <= ANGLE_TOLERANCE
}

/**
 * The straight edges a region lies along. The region's axis of least inertia (weighted by gradient) gives
 * its direction; cut across it into slices SLICE_PX long, each slice's weighted centre is where the edge
 * runs there. A blurred edge gives a wide region but a thin line of centres. The line of centres is cut
 * at its bends (Douglas-Peucker within STRAIGHT_PX: a long ledge bowed by the lens gives two or three
 * straight pieces), and each piece at least `minLengthPx` long with centres along nearly all of it is an
 * edge.
 */
function fitEdges(region: number[], magnitude: Float32Array, w: number, minLengthPx: number): StraightEdge[] {
  let sum = 0
  let cx = 0
  let cy = 0
  for (const p of region) {
    const m = magnitude[p]
    sum += m
    // The gradient is measured between four pixels: its place is the corner they share.
    cx += m * ((p % w) + 1)
    cy += m * (Math.floor(p / w) + 1)
  }
  cx /= sum
  cy /= sum
  let xx = 0
  let yy = 0
  let xy = 0
  for (const p of region) {
    const m = magnitude[p]
    const dx = (p % w) + 1 - cx
    const dy = Math.floor(p / w) + 1 - cy
    xx += m * dx * dx
    yy += m * dy * dy
    xy += m * dx * dy
  }
  const theta = 0.5 * Math.atan2(2 * xy, xx - yy)
  const [ux, uy] = [Math.cos(theta), Math.sin(theta)]
  const along = region.map((p) => ((p % w) + 1 - cx) * ux + (Math.floor(p / w) + 1 - cy) * uy)
  const lo = Math.min(...along)
  const slices = Math.floor((Math.max(...along) - lo) / SLICE_PX) + 1
  const weight = new Float64Array(slices)
  const across = new Float64Array(slices)
  for (const [k, p] of region.entries()) {
    const s = Math.floor((along[k] - lo) / SLICE_PX)
    const m = magnitude[p]
    weight[s] += m
    across[s] += m * (-((p % w) + 1 - cx) * uy + (Math.floor(p / w) + 1 - cy) * ux)
  }
  const centres: { along: number; across: number }[] = []
  for (let s = 0; s < slices; s++) {
    if (weight[s]) centres.push({ along: lo + (s + 0.5) * SLICE_PX, across: across[s] / weight[s] })
  }
  const at = (c: { along: number; across: number }) => ({
    x: cx + c.along * ux - c.across * uy,
    y: cy + c.along * uy + c.across * ux,
  })
  const edges: StraightEdge[] = []
  const legs = bends(centres)
  for (let i = 0; i + 1 < legs.length; i++) {
    const [first, last] = [centres[legs[i]], centres[legs[i + 1]]]
    const length = last.along - first.along
    const present = legs[i + 1] - legs[i] + 1
    if (length < minLengthPx || present * SLICE_PX < MIN_PRESENT * (length + SLICE_PX)) continue
    edges.push({ a: at(first), b: at(last) })
  }
  return edges
}

/** An edge's centre is found in slices of this many pixels along it. */
const SLICE_PX = 4
/** A straight edge's centres keep within this many pixels of its line. */
const STRAIGHT_PX = 1.5
/** A straight edge has centres along at least this share of its length: no long gaps. */
const MIN_PRESENT = 0.8

/** The indices of the centres where the line of them bends by more than STRAIGHT_PX (Douglas-Peucker). */
function bends(centres: { along: number; across: number }[]): number[] {
  const keep = new Set([0, centres.length - 1])
  const stack: [number, number][] = [[0, centres.length - 1]]
  while (stack.length) {
    const [i, j] = stack.pop() as [number, number]
    const [A, B] = [centres[i], centres[j]]
    const [dx, dy] = [B.along - A.along, B.across - A.across]
    const len = Math.hypot(dx, dy) || 1
    let worst = -1
    let worstD = STRAIGHT_PX
    for (let k = i + 1; k < j; k++) {
      const d = Math.abs(dy * (centres[k].along - A.along) - dx * (centres[k].across - A.across)) / len
      if (d > worstD) [worst, worstD] = [k, d]
    }
    if (worst >= 0) {
      keep.add(worst)
      stack.push([i, worst], [worst, j])
    }
  }
  return [...keep].sort((a, b) => a - b)
}

/**
 * Edges along one line drawn as one: the two sides of a ledge's shadow a few pixels apart, or a ledge
 * broken by the windows along it, each give an edge, and a traced line between them would be laid on
 * one and then the other in steps. Longest first, an edge joins a line when it runs the same way (within
 * MERGE_ANGLE), both its ends lie within `bandPx` of the line, and the gap between them along it is at
 * most `gapPx`; the line is then fitted through all of them, weighted by length.
 */
export function mergeCollinear(edges: StraightEdge[], bandPx: number, gapPx: number): StraightEdge[] {
  type Line = { members: StraightEdge[]; edge: StraightEdge }
  const lines: Line[] = []
  const ordered = edges.slice().sort((p, q) => edgeLength(q) - edgeLength(p))
  for (const edge of ordered) {
    const line = lines.find(({ edge: l }) => {
      const len = edgeLength(l)
      const [ux, uy] = [(l.b.x - l.a.x) / len, (l.b.y - l.a.y) / len]
      const e = edgeLength(edge)
      const cos = Math.abs(((edge.b.x - edge.a.x) * ux + (edge.b.y - edge.a.y) * uy) / e)
      if (cos < Math.cos(MERGE_ANGLE)) return false
      const off = (p: Point) => Math.abs((p.x - l.a.x) * uy - (p.y - l.a.y) * ux)
      if (off(edge.a) > bandPx || off(edge.b) > bandPx) return false
      const t = [edge.a, edge.b].map((p) => (p.x - l.a.x) * ux + (p.y - l.a.y) * uy)
      return Math.min(...t) <= len + gapPx && Math.max(...t) >= -gapPx
    })
    if (!line) lines.push({ members: [edge], edge })
    else {
      line.members.push(edge)
      line.edge = fitLine(line.members)
    }
  }
  return lines.map((l) => l.edge)
}

/** An edge merged with an edge along the same line turns by at most this (radians, 3°). */
const MERGE_ANGLE = Math.PI / 60

/** The line through the ends of `edges` (total least squares, weighted by length), from end to end. */
function fitLine(edges: StraightEdge[]): StraightEdge {
  let sum = 0
  let cx = 0
  let cy = 0
  for (const e of edges) {
    const m = edgeLength(e)
    sum += 2 * m
    cx += m * (e.a.x + e.b.x)
    cy += m * (e.a.y + e.b.y)
  }
  cx /= sum
  cy /= sum
  let [xx, yy, xy] = [0, 0, 0]
  for (const e of edges) {
    const m = edgeLength(e)
    for (const p of [e.a, e.b]) {
      xx += m * (p.x - cx) ** 2
      yy += m * (p.y - cy) ** 2
      xy += m * (p.x - cx) * (p.y - cy)
    }
  }
  const theta = 0.5 * Math.atan2(2 * xy, xx - yy)
  const [ux, uy] = [Math.cos(theta), Math.sin(theta)]
  const t = edges.flatMap((e) => [e.a, e.b]).map((p) => (p.x - cx) * ux + (p.y - cy) * uy)
  const [lo, hi] = [Math.min(...t), Math.max(...t)]
  return { a: { x: cx + lo * ux, y: cy + lo * uy }, b: { x: cx + hi * ux, y: cy + hi * uy } }
}

export function edgeLength(e: StraightEdge): number {
  return Math.hypot(e.b.x - e.a.x, e.b.y - e.a.y)
}
