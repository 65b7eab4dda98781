import type { Point } from '../common'
import type { Bitmap } from '../render'

// Traced points are the engine's points (common/geometry); the tracing files take them from here.
export type { Point }

/** Maps a traced point (in bitmap pixels) to page coordinates. */
export type Placement = { scale: number; x: number; y: number }

export type TraceOptions = {
  /** How far a simplified curve may stray from the smoothed outline, in bitmap pixels. */
  tolerancePx?: number
  /** Outline turns sharper than this (degrees of turning over a few pixels) are kept as corners. */
  cornerDegrees?: number
}

// Directions along pixel edges: east, south, west, north (y grows downwards).
const DX = [1, 0, -1, 0]
const DY = [0, 1, 0, -1]

/**
 * Traces the ink of a 1-bit bitmap into closed outlines along pixel edges, ink always on the right, so
 * outer outlines run clockwise and holes anticlockwise and a nonzero fill paints exactly the ink.
 * Where two ink pixels touch only at a corner the outline joins them, so a diagonal line stays one line
 * and still separates the paper on either side (regions stay closed for colouring).
 */
export function traceOutlines(bitmap: Bitmap): Point[][] {
  const { width: w, height: h, bits } = bitmap
  const rowBytes = (w + 7) >> 3
  const ink = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < w && y < h && ((bits[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1) === 0
  const vw = w + 1
  // For every grid vertex, a bit per direction of a boundary edge leaving it not yet traced.
  const out = new Uint8Array(vw * (h + 1))
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!ink(x, y)) continue
      if (!ink(x, y - 1)) out[y * vw + x] |= 1 << 0
      if (!ink(x + 1, y)) out[y * vw + x + 1] |= 1 << 1
      if (!ink(x, y + 1)) out[(y + 1) * vw + x + 1] |= 1 << 2
      if (!ink(x - 1, y)) out[(y + 1) * vw + x] |= 1 << 3
    }
  }
  const loops: Point[][] = []
  for (let start = 0; start < out.length; start++) {
    while (out[start]) {
      const loop: Point[] = []
      let v = start
      let dir = 31 - Math.clz32(out[start] & -out[start])
      do {
        const x = v % vw
        const y = (v - x) / vw
        loop.push({ x, y })
        out[v] &= ~(1 << dir)
        v = (y + DY[dir]) * vw + x + DX[dir]
        const left = (dir + 3) & 3
        // At a saddle (two ways on) turn left: that keeps diagonal neighbours in one piece of ink.
        if (out[v] & (1 << left)) dir = left
        else if (!(out[v] & (1 << dir))) {
          if (!(out[v] & (1 << ((dir + 1) & 3)))) break
          dir = (dir + 1) & 3
        }
      } while (v !== start)
      if (loop.length >= 4) loops.push(loop)
    }
  }
  return loops
}

/**
 * Smooth vector outlines of a 1-bit bitmap as one SVG path (nonzero fill): the staircase of pixel edges is
 * replaced by curves through the edge midpoints, lightly smoothed, simplified and drawn as cubic Béziers,
 * while sharp turns stay corners.
 */
export function traceToPath(bitmap: Bitmap, place: Placement, options: TraceOptions = {}): string {
  const tolerance = options.tolerancePx ?? 0.4
  const cornerCos = Math.cos(((180 - (options.cornerDegrees ?? 70)) * Math.PI) / 180)
  const f = (v: number) => (Math.round(v * 100) / 100).toString()
  const px = (p: Point) => `${f(p.x * place.scale + place.x)} ${f(p.y * place.scale + place.y)}`
  const parts: string[] = []
  for (const loop of traceOutlines(bitmap)) {
    const mid = loop.map((p, i) => midpoint(p, loop[(i + 1) % loop.length]))
    const corners = findCorners(mid, cornerCos)
    // A corner sits on a pixel corner, not on an edge's midpoint: move it out to the sharper of the two.
    for (const c of corners) mid[c] = outerVertex(loop, mid, c)
    const pieces = corners.length ? splitAtCorners(mid, corners) : null
    if (!pieces) {
      const pts = simplifyClosed(smooth(mid, true), tolerance)
      parts.push(closedCurve(pts, px))
      continue
    }
    let d = `M${px(pieces[0][0])}`
    for (const piece of pieces) d += openCurve(simplify(smooth(piece, false), tolerance), px)
    parts.push(`${d}Z`)
  }
  return parts.join('')
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

/** Indices where the outline turns sharply: the sharpest point of each sharp stretch. */
function findCorners(p: Point[], cornerCos: number): number[] {
  const n = p.length
  if (n < 12) return []
  // Midpoints lie 0.7 to 1 px apart, so k points either side looks about k px along the outline.
  const k = 4
  const cos = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const a = p[(i - k + n) % n]
    const b = p[i]
    const c = p[(i + k) % n]
    const ux = a.x - b.x
    const uy = a.y - b.y
    const vx = c.x - b.x
    const vy = c.y - b.y
    cos[i] = (ux * vx + uy * vy) / (Math.hypot(ux, uy) * Math.hypot(vx, vy) || 1)
  }
  const corners: number[] = []
  for (let i = 0; i < n; i++) {
    if (cos[i] < cornerCos) continue
    let sharpest = true
    for (let j = -k; j <= k && sharpest; j++) {
      const o = cos[(i + j + n) % n]
      if (o > cos[i] || (o === cos[i] && j < 0)) sharpest = j === 0
    }
    if (sharpest) corners.push(i)
  }
  return corners
}

function outerVertex(loop: Point[], mid: Point[], i: number): Point {
  const n = loop.length
  const a = mid[(i - 4 + n) % n]
  const b = mid[(i + 4) % n]
  const away = (p: Point) => Math.abs((b.x - a.x) * (a.y - p.y) - (b.y - a.y) * (a.x - p.x))
  const u = loop[i]
  const v = loop[(i + 1) % n]
  return away(u) >= away(v) ? u : v
}

function splitAtCorners(p: Point[], corners: number[]): Point[][] {
  const n = p.length
  const pieces: Point[][] = []
  for (let c = 0; c < corners.length; c++) {
    const from = corners[c]
    const to = corners[(c + 1) % corners.length]
    const len = (to - from + n) % n || n
    const piece: Point[] = []
    for (let j = 0; j <= len; j++) piece.push(p[(from + j) % n])
    pieces.push(piece)
  }
  return pieces
}

// A small binomial kernel along the outline; the ends of an open piece (its corners) stay put.
function smooth(p: Point[], closed: boolean): Point[] {
  const n = p.length
  if (n < 5) return p
  const weights = [1, 4, 6, 4, 1]
  const out: Point[] = []
  for (let i = 0; i < n; i++) {
    if (!closed && (i === 0 || i === n - 1)) {
      out.push(p[i])
      continue
    }
    let x = 0
    let y = 0
    let sum = 0
    for (let j = -2; j <= 2; j++) {
      let k = i + j
      if (closed) k = (k + n) % n
      else if (k < 0 || k >= n) continue
      x += p[k].x * weights[j + 2]
      y += p[k].y * weights[j + 2]
      sum += weights[j + 2]
    }
    out.push({ x: x / sum, y: y / sum })
  }
  return out
}

/** Douglas-Peucker on an open polyline; keeps both ends. */
function simplify(p: Point[], tolerance: number): Point[] {
  if (p.length <= 2) return p
  const keep = new Uint8Array(p.length)
  keep[0] = keep[p.length - 1] = 1
  const stack: [number, number][] = [[0, p.length - 1]]
  while (stack.length) {
    const [a, b] = stack.pop() as [number, number]
    let worst = -1
    let worstD = tolerance
    const dx = p[b].x - p[a].x
    const dy = p[b].y - p[a].y
    const len = Math.hypot(dx, dy)
    for (let i = a + 1; i < b; i++) {
      const d = len
        ? Math.abs(dx * (p[a].y - p[i].y) - dy * (p[a].x - p[i].x)) / len
        : Math.hypot(p[i].x - p[a].x, p[i].y - p[a].y)
      if (d > worstD) {
        worstD = d
        worst = i
      }
    }
    if (worst > 0) {
      keep[worst] = 1
      stack.push([a, worst], [worst, b])
    }
  }
  return p.filter((_, i) => keep[i])
}

// A closed outline is cut at its point farthest from the first one, simplified as two open halves.
function simplifyClosed(p: Point[], tolerance: number): Point[] {
  if (p.length < 6) return p
  let far = 0
  let farD = -1
  for (let i = 1; i < p.length; i++) {
    const d = Math.hypot(p[i].x - p[0].x, p[i].y - p[0].y)
    if (d > farD) {
      farD = d
      far = i
    }
  }
  const first = simplify(p.slice(0, far + 1), tolerance)
  const second = simplify([...p.slice(far), p[0]], tolerance)
  return [...first, ...second.slice(1, -1)]
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)

// The outline between two simplified points lies within the tolerance of their chord, so a curve may
// bulge from the chord by about that much and no more.
const MAX_BULGE_PX = 0.6

// A cubic Bézier from p1 to p2 whose tangents follow the neighbours, scaled by the chord lengths so that
// points spaced unevenly (simplification leaves few on straight stretches, many on bends) never overshoot.
// On a long stretch after a bend the tangents are shortened (same direction, so the joins stay smooth)
// until the curve bulges no more than the outline did: a straight line stays straight.
function bezier(p0: Point, p1: Point, p2: Point, p3: Point, px: (p: Point) => string): string {
  const d12 = dist(p1, p2)
  let s1 = d12 / 3 / (dist(p0, p1) + d12 || 1)
  let s2 = d12 / 3 / (d12 + dist(p2, p3) || 1)
  const t1 = { x: p2.x - p0.x, y: p2.y - p0.y }
  const t2 = { x: p3.x - p1.x, y: p3.y - p1.y }
  if (d12 > 0) {
    // Distance of each handle from the chord; a cubic's bulge is at most 3/4 of its handles' offsets.
    const off = (t: Point, s: number) => (Math.abs((p2.x - p1.x) * t.y - (p2.y - p1.y) * t.x) * s) / d12
    const bulge = 0.75 * Math.max(off(t1, s1), off(t2, s2))
    if (bulge > MAX_BULGE_PX) {
      s1 *= MAX_BULGE_PX / bulge
      s2 *= MAX_BULGE_PX / bulge
    }
  }
  const c1 = { x: p1.x + t1.x * s1, y: p1.y + t1.y * s1 }
  const c2 = { x: p2.x - t2.x * s2, y: p2.y - t2.y * s2 }
  return `C${px(c1)} ${px(c2)} ${px(p2)}`
}

function closedCurve(p: Point[], px: (p: Point) => string): string {
  const n = p.length
  if (n < 3) return ''
  let d = `M${px(p[0])}`
  for (let i = 0; i < n; i++) d += bezier(p[(i - 1 + n) % n], p[i], p[(i + 1) % n], p[(i + 2) % n], px)
  return `${d}Z`
}

function openCurve(p: Point[], px: (p: Point) => string): string {
  const n = p.length
  if (n === 2) return `L${px(p[1])}`
  let d = ''
  for (let i = 0; i < n - 1; i++)
    d += bezier(p[Math.max(0, i - 1)], p[i], p[i + 1], p[Math.min(n - 1, i + 2)], px)
  return d
}
