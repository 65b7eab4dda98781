import type { CentreLines, LineRun } from './centre-lines'
import { edgeLength, mergeCollinear, type StraightEdge } from './straight-edges'
import type { Point } from './trace-bitmap'

// Traced lines laid on the photo's straight edges (straight-edges.ts): an edge filter and thinning leave
// a wobble along a ledge or a window frame, and a ruler-straight line is what the building had.

/**
 * The runs with every stretch that follows a straight edge drawn as that edge: a stretch of points within
 * `bandPx` of an edge, running along it (within 20°), for at least `minStretchPx`, is cut out of its
 * run, and each edge is drawn once, straight, over all the stretches on it. Points where `fixed` holds
 * (a pet's fur), and the frame round the picture, stay. What is left of a run ends on the edge where its
 * stretch began; an end a run shares with others (a junction) moves onto the edge for every run that
 * meets there (where two edges meet, to the corner between their lines), so the regions the runs closed
 * stay closed.
 */
export function snapToStraightEdges(
  lines: CentreLines,
  edges: StraightEdge[],
  bandPx: number,
  minStretchPx: number,
  fixed: (p: Point) => boolean = () => false,
): CentreLines {
  if (!edges.length) return lines
  // The frame round the picture stays where it is.
  const onFrame = (p: Point) => Math.min(p.x, p.y, lines.width - p.x, lines.height - p.y) < 2
  const free = (p: Point) => !fixed(p) && !onFrame(p)
  // A loop is followed as a line from its first point round to that point again.
  const open = lines.runs.map(({ points, closed }) => (closed ? [...points, points[0]] : points))
  // Only edges the lines follow along most of their length: a cat's whisker or the stripe of a shadow
  // is an edge too, and laying the bit of line beside it on it would put a step in a curve.
  const candidates = mergeCollinear(edges, bandPx, minStretchPx)
  const candidateAxes = axes(candidates)
  const first = open.map((points) =>
    stretchesOf(points, candidates, candidateAxes, bandPx, minStretchPx, free),
  )
  const followed = candidates.filter((edge, e) => {
    const spans: [number, number][] = first.flatMap((found, r) =>
      found
        .filter((f) => f.edge === e)
        .map(({ from, to }): [number, number] => {
          const t = [along(open[r][from], edge), along(open[r][to], edge)]
          return [Math.min(...t), Math.max(...t)]
        }),
    )
    return coveredLength(spans) >= FOLLOWED_SHARE * edgeLength(edge)
  })
  const followedAxes = axes(followed)
  const stretches = open.map((points) =>
    stretchesOf(points, followed, followedAxes, bandPx, minStretchPx, free),
  )
  const key = (p: Point) => `${p.x},${p.y}`
  // Where each junction on a stretch goes: onto the edge, or the corner of two edges.
  const onEdges = new Map<string, { edge: number; at: Point }[]>()
  for (const [r, points] of open.entries()) {
    for (const { edge, from, to } of stretches[r]) {
      for (const end of [0, points.length - 1]) {
        if (from > end || end > to) continue
        const list = onEdges.get(key(points[end])) ?? []
        list.push({ edge, at: onLine(points[end], followed[edge]) })
        onEdges.set(key(points[end]), list)
      }
    }
  }
  const junction = new Map<string, Point>()
  for (const [k, list] of onEdges) junction.set(k, meeting(list, followed, bandPx))
  // Each edge's extent: the stretches on it, from junction to junction.
  const spans: [Point, Point][][] = followed.map(() => [])
  // What is left of each run: the pieces between its stretches, each with the edges its ends are on.
  const pieces: { points: Point[]; head: number; tail: number }[] = []
  const runs: LineRun[] = []
  for (const [r, original] of open.entries()) {
    const points = original.slice()
    const last = points.length - 1
    // A run's ends are junctions: they go where the junction went, onto its edge.
    const ends = (p: Point, k: number) => ((k === 0 || k === last) && junction.get(key(original[k]))) || p
    const edgeAt = (k: number) => onEdges.get(key(original[k]))?.[0].edge ?? -1
    if (!stretches[r].length) {
      if (lines.runs[r].closed) runs.push(lines.runs[r])
      else pieces.push({ points: points.map(ends), head: edgeAt(0), tail: edgeAt(last) })
      continue
    }
    let previous: { at: Point; edge: number } | null = null
    let next = 0
    for (const { edge, from, to } of stretches[r]) {
      const start = ends(onLine(points[from], followed[edge]), from)
      const end = ends(onLine(points[to], followed[edge]), to)
      spans[edge].push(
        along(start, followed[edge]) <= along(end, followed[edge]) ? [start, end] : [end, start],
      )
      const between = points.slice(next, from).map((p, k) => ends(p, next + k))
      pieces.push({
        points: [...(previous ? [previous.at] : []), ...between, start],
        head: previous ? previous.edge : edgeAt(0),
        tail: edge,
      })
      previous = { at: end, edge }
      next = to + 1
    }
    const rest = points.slice(next).map((p, k) => ends(p, next + k))
    const after = previous as { at: Point; edge: number }
    pieces.push({ points: [after.at, ...rest], head: after.edge, tail: edgeAt(last) })
  }
  // A piece that runs into an edge at a slant would leave a sliver between itself and the edge, inked
  // solid by the pen: its points near the edge go onto it. Beyond them it eases off the edge rather than
  // stepping off it.
  for (const { points, head, tail } of pieces) {
    if (head >= 0) settle(points, followed[head], bandPx)
    if (tail >= 0) settle(points.reverse(), followed[tail], bandPx).reverse()
    if (points.length > 1) runs.push({ points, closed: false })
  }
  for (const [e, list] of spans.entries()) {
    for (const [a, b] of joinSpans(list, followed[e], bandPx / 2))
      runs.push({ points: [a, b], closed: false })
  }
  // A line laid on an edge that runs off the picture stops at its frame.
  const inside = (p: Point) => ({
    x: Math.min(lines.width - 0.5, Math.max(0.5, p.x)),
    y: Math.min(lines.height - 0.5, Math.max(0.5, p.y)),
  })
  return { ...lines, runs: runs.map((run) => ({ ...run, points: run.points.map(inside) })) }
}

type Stretch = { edge: number; from: number; to: number }

/**
 * Lays the points of a piece that leaves `edge` at its first point onto the edge while they lie within
 * `bandPx` of it, then eases the next 2 x `bandPx` of it from the edge to where it was traced.
 */
function settle(points: Point[], edge: StraightEdge, bandPx: number): Point[] {
  const last = points.length - 1
  let k = 1
  for (; k < last && distanceToLine(points[k], edge) <= bandPx; k++) points[k] = onLine(points[k], edge)
  const ramp = 2 * bandPx
  let travelled = 0
  for (; k < last; k++) {
    travelled += Math.hypot(points[k].x - points[k - 1].x, points[k].y - points[k - 1].y)
    if (travelled >= ramp) break
    const on = onLine(points[k], edge)
    const w = 1 - travelled / ramp
    points[k] = { x: points[k].x + (on.x - points[k].x) * w, y: points[k].y + (on.y - points[k].y) * w }
  }
  return points
}

/** The lines must follow an edge along at least this share of its length for it to be drawn. */
const FOLLOWED_SHARE = 0.5

/**
 * The stretches of a run that follow an edge: points within `bandPx` of it, running along it, for at
 * least `minStretchPx`, where `free` holds.
 */
function stretchesOf(
  points: Point[],
  edges: StraightEdge[],
  axis: Axis[],
  bandPx: number,
  minStretchPx: number,
  free: (p: Point) => boolean,
): Stretch[] {
  const n = points.length
  const label = points.map((p, i) => {
    if (!free(p)) return -1
    const a = points[Math.max(0, i - TANGENT_SPAN)]
    const b = points[Math.min(n - 1, i + TANGENT_SPAN)]
    return nearestEdge(p, { x: b.x - a.x, y: b.y - a.y }, axis, bandPx)
  })
  fillGaps(label, points, edges, bandPx)
  const found: Stretch[] = []
  for (let i = 0; i < n; ) {
    let j = i
    while (j + 1 < n && label[j + 1] === label[i]) j++
    const long = Math.hypot(points[j].x - points[i].x, points[j].y - points[i].y) >= minStretchPx
    if (label[i] >= 0 && long) found.push({ edge: label[i], from: i, to: j })
    i = j + 1
  }
  return found
}

/** The length of the union of `spans` (from, to). */
function coveredLength(spans: [number, number][]): number {
  let total = 0
  let reach = Number.NEGATIVE_INFINITY
  for (const [lo, hi] of spans.sort((p, q) => p[0] - q[0])) {
    total += Math.max(0, hi - Math.max(lo, reach))
    reach = Math.max(reach, hi)
  }
  return total
}

/** How far along `edge` the point is from its start `a` (pixels). */
function along(p: Point, { a, b }: StraightEdge): number {
  const len = Math.hypot(b.x - a.x, b.y - a.y)
  return ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len
}

/**
 * Spans of one edge that overlap (or lie at most `gap` apart) as one, from the first start to the last
 * end: the ends are where the stretches began and ended (a junction, or a corner of two edges), which
 * may lie beside the edge's fitted line by a pixel.
 */
function joinSpans(spans: [Point, Point][], edge: StraightEdge, gap: number): [Point, Point][] {
  const out: [Point, Point][] = []
  for (const [a, b] of spans.sort((p, q) => along(p[0], edge) - along(q[0], edge))) {
    const last = out[out.length - 1]
    if (last && along(a, edge) <= along(last[1], edge) + gap) {
      if (along(b, edge) > along(last[1], edge)) last[1] = b
    } else out.push([a, b])
  }
  return out
}

/**
 * A few points that turn aside between two stretches on one edge (a wobble), or between a stretch and the
 * run's end, join the stretch when they lie near its edge: otherwise the line would step off the edge
 * and back, or end beside it. A junction where a line meets the edge from the side is thinned to a short
 * fork a little off it, so an end may lie twice as far away as a wobble.
 */
function fillGaps(label: number[], points: Point[], edges: StraightEdge[], bandPx: number) {
  const n = label.length
  for (let i = 0; i < n; ) {
    if (label[i] >= 0) {
      i++
      continue
    }
    let j = i
    while (j + 1 < n && label[j + 1] < 0) j++
    const before = i > 0 ? label[i - 1] : -1
    const after = j + 1 < n ? label[j + 1] : -1
    const atEnd = i === 0 || j === n - 1
    const edge =
      before >= 0 && (after === before || j === n - 1) ? before : after >= 0 && i === 0 ? after : -1
    const reach = atEnd ? 2 * bandPx : bandPx
    const near = (k: number) => distanceToLine(points[k], edges[edge]) <= reach
    if (edge >= 0 && j - i < 3 * bandPx && label.slice(i, j + 1).every((_, k) => near(i + k))) {
      label.fill(edge, i, j + 1)
    }
    i = j + 1
  }
}

function distanceToLine(p: Point, { a, b }: StraightEdge): number {
  const len = Math.hypot(b.x - a.x, b.y - a.y)
  return Math.abs((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / len
}

/** A run's direction at a point is taken over this many points either side. */
const TANGENT_SPAN = 3
/** A run follows an edge when its direction is within this of the edge's (cosine of 20°). */
const SNAP_COS = Math.cos(Math.PI / 9)

/** An edge as its start, unit direction and length, for nearestEdge's inner loop. */
type Axis = { ax: number; ay: number; ux: number; uy: number; len: number }

function axes(edges: StraightEdge[]): Axis[] {
  return edges.map(({ a, b }) => {
    const len = Math.hypot(b.x - a.x, b.y - a.y)
    return { ax: a.x, ay: a.y, ux: (b.x - a.x) / len, uy: (b.y - a.y) / len, len }
  })
}

/** The index of the edge nearest `p` within `bandPx` that runs along `direction`, or -1. */
function nearestEdge(p: Point, direction: Point, edges: Axis[], bandPx: number): number {
  const dl = Math.hypot(direction.x, direction.y)
  if (!dl) return -1
  let best = -1
  let bestD = bandPx
  for (let e = 0; e < edges.length; e++) {
    const { ax, ay, ux, uy, len } = edges[e]
    if (Math.abs(direction.x * ux + direction.y * uy) < SNAP_COS * dl) continue
    const along = (p.x - ax) * ux + (p.y - ay) * uy
    if (along < -bandPx || along > len + bandPx) continue
    const d = Math.abs((p.x - ax) * uy - (p.y - ay) * ux)
    if (d <= bestD) {
      best = e
      bestD = d
    }
  }
  return best
}

/** `p` moved square onto the line through `edge`. */
function onLine(p: Point, { a, b }: StraightEdge): Point {
  const len2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2
  const t = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len2
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }
}

/**
 * Where a junction goes that runs along several edges moved: the crossing of the first two edges' lines
 * when they cross nearby (a window's corner), else onto the first edge.
 */
function meeting(list: { edge: number; at: Point }[], edges: StraightEdge[], bandPx: number): Point {
  const first = list[0]
  const other = list.find((m) => m.edge !== first.edge)
  if (!other) return first.at
  const [p, q] = [edges[first.edge], edges[other.edge]]
  const r = { x: p.b.x - p.a.x, y: p.b.y - p.a.y }
  const s = { x: q.b.x - q.a.x, y: q.b.y - q.a.y }
  const cross = r.x * s.y - r.y * s.x
  if (Math.abs(cross) < 0.1 * Math.hypot(r.x, r.y) * Math.hypot(s.x, s.y)) return first.at
  const t = ((q.a.x - p.a.x) * s.y - (q.a.y - p.a.y) * s.x) / cross
  const corner = { x: p.a.x + t * r.x, y: p.a.y + t * r.y }
  return Math.hypot(corner.x - first.at.x, corner.y - first.at.y) <= 2 * bandPx ? corner : first.at
}
