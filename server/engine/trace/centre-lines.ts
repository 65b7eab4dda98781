import { simplifyPoints } from '../common'
import type { Ellipse } from './dark-spots'
import type { Placement, Point } from './trace-bitmap'

// Thinned line art (1-pixel lines, ink 1) as vector pen strokes: the lines are followed from junction to
// junction, each run is smoothed as a curve (the pixel steps and the wobble an edge filter leaves go), and
// the runs are drawn with one round pen. Every run that met at a junction still ends at that junction's
// point, so the regions the pixels closed stay closed.

/** One run of line: from a junction or free end to the next, or round a loop. */
export type LineRun = { points: Point[]; closed: boolean }

/** Thinned line art of `width` x `height` pixels, as its runs (pixel centres at x + 0.5, y + 0.5). */
export type CentreLines = { width: number; height: number; runs: LineRun[] }

// Neighbours counter-clockwise from east, as Yokoi's connectivity number counts them.
const RING = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
] as const

function ring(ink: Uint8Array, w: number, h: number, p: number): number[] {
  const x = p % w
  const y = (p - x) / w
  return RING.map(([dx, dy]) => {
    const xx = x + dx
    const yy = y + dy
    return xx >= 0 && yy >= 0 && xx < w && yy < h ? ink[yy * w + xx] : 0
  })
}

function neighbours(ink: Uint8Array, w: number, h: number, p: number): number[] {
  const x = p % w
  const y = (p - x) / w
  const out: number[] = []
  for (const [dx, dy] of RING) {
    const xx = x + dx
    const yy = y + dy
    if (xx >= 0 && yy >= 0 && xx < w && yy < h && ink[yy * w + xx]) out.push(yy * w + xx)
  }
  return out
}

/**
 * Removes the corner pixels thinning leaves on staircases (a pixel whose neighbours touch each other
 * without it), one at a time so no line is cut: Yokoi's 8-connectivity number says a pixel can go without
 * changing what is joined to what. Free ends stay. Afterwards a pixel with two neighbours is on a run,
 * one with one is a free end, and one with three or more is at a junction.
 */
export function strictlyThin(ink: Uint8Array, w: number, h: number): void {
  for (let changed = true; changed; ) {
    changed = false
    for (let p = 0; p < ink.length; p++) {
      if (!ink[p]) continue
      const r = ring(ink, w, h, p)
      // With two neighbours or fewer the pixel may be a free end, which must not be eaten away, unless
      // they are its side neighbours round a corner (east and north): then it is a staircase's corner.
      const count = r.reduce((a, b) => a + b, 0)
      const corner = (r[0] || r[4]) && (r[2] || r[6])
      if (count < 2 || (count === 2 && !corner)) continue
      let n8 = 0
      for (let k = 0; k < 8; k += 2) {
        const a = 1 - r[k]
        n8 += a - a * (1 - r[(k + 1) & 7]) * (1 - r[(k + 2) & 7])
      }
      if (n8 === 1) {
        ink[p] = 0
        changed = true
      }
    }
  }
}

/** The runs of thinned line art, each from a junction or end to the next, and every loop on its own. */
export function centreLines(source: Uint8Array, w: number, h: number): CentreLines {
  const ink = source.slice()
  strictlyThin(ink, w, h)
  const degree = new Uint8Array(ink.length)
  for (let p = 0; p < ink.length; p++) if (ink[p]) degree[p] = neighbours(ink, w, h, p).length
  const isNode = (p: number) => ink[p] === 1 && degree[p] !== 2
  // Junction pixels that touch are one junction, drawn at their centre.
  const cluster = new Int32Array(ink.length).fill(-1)
  const centres: Point[] = []
  for (let p = 0; p < ink.length; p++) {
    if (!isNode(p) || cluster[p] >= 0) continue
    const id = centres.length
    const stack = [p]
    cluster[p] = id
    let sx = 0
    let sy = 0
    let n = 0
    while (stack.length) {
      const q = stack.pop() as number
      sx += q % w
      sy += Math.floor(q / w)
      n++
      for (const r of neighbours(ink, w, h, q)) {
        if (isNode(r) && cluster[r] < 0) {
          cluster[r] = id
          stack.push(r)
        }
      }
    }
    centres.push({ x: sx / n + 0.5, y: sy / n + 0.5 })
  }
  const at = (p: number): Point => ({ x: (p % w) + 0.5, y: Math.floor(p / w) + 0.5 })
  const visited = new Uint8Array(ink.length)
  const runs: LineRun[] = []
  const joined = new Set<string>()
  for (let p = 0; p < ink.length; p++) {
    if (!isNode(p)) continue
    const from = cluster[p]
    for (const q of neighbours(ink, w, h, p)) {
      if (isNode(q)) {
        // Two junctions side by side that are not one cluster cannot happen (they would touch); kept safe.
        const key = `${Math.min(from, cluster[q])}-${Math.max(from, cluster[q])}`
        if (cluster[q] !== from && !joined.has(key)) {
          joined.add(key)
          runs.push({ points: [centres[from], centres[cluster[q]]], closed: false })
        }
        continue
      }
      if (visited[q]) continue
      const points = [centres[from]]
      let prev = p
      let cur = q
      while (!isNode(cur)) {
        visited[cur] = 1
        points.push(at(cur))
        const next = neighbours(ink, w, h, cur).find((r) => r !== prev && cluster[r] !== from)
        const onward = next ?? neighbours(ink, w, h, cur).find((r) => r !== prev)
        if (onward === undefined || visited[onward]) break
        prev = cur
        cur = onward
      }
      if (isNode(cur)) points.push(centres[cluster[cur]])
      // A loop back to its own junction shorter than a few pixels is a knot in the junction, not a line.
      if (isNode(cur) && cluster[cur] === from && points.length < 5) continue
      runs.push({ points, closed: false })
    }
  }
  // What is left are loops with no junction or end on them: an eye's outline, a pupil's ring.
  for (let p = 0; p < ink.length; p++) {
    if (!ink[p] || visited[p] || isNode(p)) continue
    const points: Point[] = []
    let prev = -1
    let cur = p
    while (!visited[cur]) {
      visited[cur] = 1
      points.push(at(cur))
      const next = neighbours(ink, w, h, cur).find((r) => r !== prev && !visited[r])
      if (next === undefined) break
      prev = cur
      cur = next
    }
    if (points.length >= 3) runs.push({ points, closed: true })
  }
  return { width: w, height: h, runs }
}

/**
 * Drops the short branches left hanging off the lines, shortest first: a run from a free end to a
 * junction, under `maxPx` long, while two or more other runs still meet at that junction. A free end
 * bounds no region, so no region opens; an end that `anchored` says is held by something else drawn on
 * the page (a solid pupil or nostril) is not free. Pixel pruning (thin-lines.ts) leaves a few such stubs
 * where thinning left a junction two pixels thick, and cutting lines at a pupil leaves more. The two runs
 * left meeting at a former junction are then joined into one, so the line is smoothed through that point,
 * not kinked.
 */
export function dropSpurRuns(
  lines: CentreLines,
  maxPx: number,
  anchored: (p: Point) => boolean = () => false,
): CentreLines {
  const key = (p: Point) => `${p.x},${p.y}`
  const ends = new Map<string, number>()
  const count = (p: Point, by: number) => ends.set(key(p), (ends.get(key(p)) ?? 0) + by)
  for (const run of lines.runs) {
    if (run.closed) continue
    count(run.points[0], 1)
    count(run.points[run.points.length - 1], 1)
  }
  const spurs = lines.runs
    .filter((run) => !run.closed && runLength(run.points) < maxPx)
    .sort((a, b) => runLength(a.points) - runLength(b.points))
  const isFree = (p: Point) => ends.get(key(p)) === 1 && !anchored(p)
  const dropped = new Set<LineRun>()
  for (const run of spurs) {
    const a = run.points[0]
    const b = run.points[run.points.length - 1]
    const junction = isFree(a) ? b : isFree(b) ? a : null
    if (!junction || (ends.get(key(junction)) ?? 0) < 3) continue
    dropped.add(run)
    count(a, -1)
    count(b, -1)
  }
  return {
    ...lines,
    runs: joinAtTwos(
      lines.runs.filter((run) => !dropped.has(run)),
      key,
    ),
  }
}

/** Joins open runs that meet two at a point with nothing else there; a run joined to itself closes. */
function joinAtTwos(runs: LineRun[], key: (p: Point) => string): LineRun[] {
  const pieces = runs.filter((run) => !run.closed).map((run) => run.points)
  const closed = runs.filter((run) => run.closed)
  const first = (i: number) => key(pieces[i][0])
  const last = (i: number) => key(pieces[i][pieces[i].length - 1])
  const byEnd = new Map<string, number[]>()
  pieces.forEach((_, i) => {
    for (const k of [first(i), last(i)]) byEnd.set(k, [...(byEnd.get(k) ?? []), i])
  })
  const alive = pieces.map(() => true)
  for (const [k, list] of byEnd) {
    if (list.length !== 2) continue
    const [i, j] = list
    if (i === j) {
      // Both ends of one run meet here with nothing else: it is a loop.
      closed.push({ points: pieces[i].slice(0, -1), closed: true })
      alive[i] = false
      continue
    }
    // Run i is turned to end at k and run j to start there; j's far end now belongs to i.
    const a = last(i) === k ? pieces[i] : pieces[i].slice().reverse()
    const b = first(j) === k ? pieces[j] : pieces[j].slice().reverse()
    pieces[i] = [...a, ...b.slice(1)]
    alive[j] = false
    const far = byEnd.get(key(b[b.length - 1])) as number[]
    far[far.indexOf(j)] = i
  }
  return [...closed, ...pieces.filter((_, i) => alive[i]).map((points) => ({ points, closed: false }))]
}

function runLength(points: Point[]): number {
  let length = 0
  for (let i = 1; i < points.length; i++)
    length += Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
  return length
}

/**
 * Each run smoothed as a curve: the (1/4, 1/2, 1/4) average repeated, close to a Gaussian of `sigmaPx`
 * along the line. An open run keeps its two ends where they were, so runs still meet at their junctions.
 */
export function smoothRuns(lines: CentreLines, sigmaPx: number): CentreLines {
  const rounds = Math.round(2 * sigmaPx * sigmaPx)
  const runs = lines.runs.map(({ points, closed }) => {
    let xs = points.map((p) => p.x)
    let ys = points.map((p) => p.y)
    const n = xs.length
    if (n < 3) return { points, closed }
    for (let r = 0; r < rounds; r++) {
      const nx = xs.slice()
      const ny = ys.slice()
      for (let i = 0; i < n; i++) {
        if (!closed && (i === 0 || i === n - 1)) continue
        const a = closed ? (i - 1 + n) % n : i - 1
        const b = closed ? (i + 1) % n : i + 1
        nx[i] = (xs[a] + 2 * xs[i] + xs[b]) / 4
        ny[i] = (ys[a] + 2 * ys[i] + ys[b]) / 4
      }
      xs = nx
      ys = ny
    }
    return { points: xs.map((x, i) => ({ x, y: ys[i] })), closed }
  })
  return { ...lines, runs }
}

/**
 * Runs that are straight but for a wobble drawn as straight lines: an open run at least `minPx` long whose
 * points all lie beside the chord between its ends, within `tolerancePx` of it and within a twentieth of
 * its length (a corner on it, or the bulge of a curve, does not). A window frame, a roof line or a table's
 * edge comes out of the edge filter with a slight wave along it, which a ruler-straight line on the
 * printed page does not have; the ends stay where the runs meet.
 */
export function straightenRuns(lines: CentreLines, minPx: number, tolerancePx: number): CentreLines {
  const runs = lines.runs.map((run) => {
    const { points, closed } = run
    if (closed || points.length < 3) return run
    const a = points[0]
    const b = points[points.length - 1]
    const length = Math.hypot(b.x - a.x, b.y - a.y)
    if (length < minPx) return run
    const limit = Math.min(tolerancePx, length * STRAIGHT_SHARE)
    const [ux, uy] = [(b.x - a.x) / length, (b.y - a.y) / length]
    for (const p of points) {
      const along = (p.x - a.x) * ux + (p.y - a.y) * uy
      const across = Math.abs((p.x - a.x) * uy - (p.y - a.y) * ux)
      if (across > limit || along < -limit || along > length + limit) return run
    }
    return { points: [a, b], closed }
  })
  return { ...lines, runs }
}

/** The most a straightened run may have strayed from its chord, as a share of the chord's length. */
const STRAIGHT_SHARE = 0.05

/**
 * SVG path data for the runs placed on the page (`place`: points per pixel and offset), as Catmull-Rom
 * curves through the simplified points, to be drawn as strokes with a round pen.
 */
export function strokePathData(lines: CentreLines, place: Placement, tolerancePx = 0.25): string {
  const f = (v: number) => Math.round(v * 100) / 100
  const out: string[] = []
  for (const run of lines.runs) {
    let pts = simplifyPoints(run.closed ? [...run.points, run.points[0]] : run.points, tolerancePx)
    pts = pts.map((p) => ({ x: place.x + p.x * place.scale, y: place.y + p.y * place.scale }))
    if (pts.length < 2) continue
    const parts = [`M${f(pts[0].x)} ${f(pts[0].y)}`]
    const n = pts.length
    for (let i = 0; i < n - 1; i++) {
      const p0 = pts[i === 0 ? (run.closed ? n - 2 : 0) : i - 1]
      const p1 = pts[i]
      const p2 = pts[i + 1]
      const p3 = pts[i + 2 < n ? i + 2 : run.closed ? 1 : n - 1]
      const chord = Math.hypot(p2.x - p1.x, p2.y - p1.y) / 3
      const t1 = tangent(p0, p1, p2)
      const t2 = tangent(p1, p2, p3)
      const c1 = { x: p1.x + t1.x * chord, y: p1.y + t1.y * chord }
      const c2 = { x: p2.x - t2.x * chord, y: p2.y - t2.y * chord }
      parts.push(`C${f(c1.x)} ${f(c1.y)} ${f(c2.x)} ${f(c2.y)} ${f(p2.x)} ${f(p2.y)}`)
    }
    if (run.closed) parts.push('Z')
    out.push(parts.join(''))
  }
  return out.join('')
}

/**
 * The curve's direction at `b`, between its neighbours `a` and `c`, as a unit vector; at a sharp turn (a
 * frame's corner) none, so the curve meets the corner instead of swinging wide of it.
 */
function tangent(a: Point, b: Point, c: Point): Point {
  const u = unit(b.x - a.x, b.y - a.y)
  const v = unit(c.x - b.x, c.y - b.y)
  if (u.x * v.x + u.y * v.y < SHARP_TURN_COS) return { x: 0, y: 0 }
  return unit(c.x - a.x, c.y - a.y)
}

/** A turn sharper than 60 degrees is a corner. */
const SHARP_TURN_COS = 0.5

function unit(x: number, y: number): Point {
  const len = Math.hypot(x, y)
  return len ? { x: x / len, y: y / len } : { x: 0, y: 0 }
}

/** SVG path data for filled ellipses (pixels) placed on the page: two arcs each. */
export function ellipsePathData(ellipses: Ellipse[], place: Placement): string {
  const f = (v: number) => Math.round(v * 100) / 100
  return ellipses
    .map(({ cx, cy, rx, ry, angle }) => {
      const x = place.x + cx * place.scale
      const y = place.y + cy * place.scale
      const a = rx * place.scale
      const b = ry * place.scale
      const dx = Math.cos(angle) * a
      const dy = Math.sin(angle) * a
      const deg = f((angle * 180) / Math.PI)
      const arc = `A${f(a)} ${f(b)} ${deg} 1 0`
      return `M${f(x - dx)} ${f(y - dy)}${arc} ${f(x + dx)} ${f(y + dy)}${arc} ${f(x - dx)} ${f(y - dy)}Z`
    })
    .join('')
}
