import { type Ring, ringsBox } from '../../common'
import { keepWithoutSlivers } from './pattern-slivers'

/** Zentangle fills for the large regions of a drawing on intricate pages; neighbours take different ones. */
export const PATTERN_KINDS = ['stripes', 'scales', 'waves', 'pebbles', 'checks', 'rings'] as const
export type PatternKind = (typeof PATTERN_KINDS)[number]
/** A shape painted over the patterned one, in its coordinates. */
export type Cover = { rings: Ring[]; evenOdd: boolean }

const f = (v: number) => v.toFixed(2)

function inside(rings: Ring[], x: number, y: number, evenOdd: boolean): boolean {
  let winding = 0
  for (const r of rings) {
    for (let k = 0; k < r.length; k += 2) {
      const ay = r[k + 1]
      const by = r[(k + 3) % r.length]
      if (ay <= y ? by > y : by <= y) {
        const ax = r[k]
        const t = (y - ay) / (by - ay)
        if (ax + t * (r[(k + 2) % r.length] - ax) > x) winding += by > ay ? 1 : -1
      }
    }
  }
  return evenOdd ? winding % 2 !== 0 : winding !== 0
}

/**
 * Path data of a pattern clipped to a shape, in the shape's own units, as plain lines: resvg renders clip
 * paths over the whole canvas (slow), while these few hundred segments cost nothing to draw. Open lines are
 * cut where they leave the shape (found by bisection, so they end on the outline and close their regions);
 * closed pebbles are kept only when wholly inside, clear of the outline by `clear`.
 */
export function subjectPattern(
  allRings: Ring[],
  kind: PatternKind,
  spacing: number,
  evenOdd: boolean,
  clear: number,
  minSize: number,
  covers: Cover[] = [],
): string {
  // One path often draws several parts (two eyes and a nose): only its big rings take the pattern, with the
  // holes inside them.
  const big = allRings
    .map((ring) => ringsBox([ring]))
    .filter((r) => Math.min(r.maxX - r.minX, r.maxY - r.minY) >= minSize)
  const rings = allRings.filter((ring) => {
    const r = ringsBox([ring])
    return big.some((k) => r.minX >= k.minX && r.maxX <= k.maxX && r.minY >= k.minY && r.maxY <= k.maxY)
  })
  if (!rings.length) return ''
  const b = ringsBox(rings)
  const w = b.maxX - b.minX
  const h = b.maxY - b.minY
  const cx = (b.minX + b.maxX) / 2
  const cy = (b.minY + b.maxY) / 2
  const reach = Math.hypot(w, h) / 2 + spacing
  const step = spacing / 4
  // Shapes painted over this one hide part of it: the pattern keeps to what shows.
  const coverBoxes = covers.map((c) => ringsBox(c.rings))
  const isIn = (x: number, y: number) =>
    inside(rings, x, y, evenOdd) &&
    !covers.some((c, i) => {
      const cb = coverBoxes[i]
      return x >= cb.minX && x <= cb.maxX && y >= cb.minY && y <= cb.maxY && inside(c.rings, x, y, c.evenOdd)
    })
  // Across the shape's long axis, as bands round a neck or a leg; waves run along it.
  const axis = longAxis(b, isIn)
  const angle = axis + Math.PI / 2
  const lines: number[][] = []
  // Where a line may be split into chunks that can be left out one by one (a scale's arc, a check's side).
  const chunkKeys = new Map<number[], Key>()
  // A family of parallel lines (or waves) through the centre at `angle`, `gap` apart, as polylines.
  const family = (gap: number, a: number, amp = 0, period = 1) => {
    const ux = Math.cos(a)
    const uy = Math.sin(a)
    for (let o = -reach; o <= reach; o += gap) {
      const line: number[] = []
      for (let t = -reach; t <= reach; t += step) {
        const off = o + (amp ? amp * Math.sin((t / period) * 2 * Math.PI) : 0)
        line.push(cx + ux * t - uy * off, cy + uy * t + ux * off)
      }
      lines.push(line)
    }
  }
  let closed = ''
  switch (kind) {
    case 'stripes':
      family(spacing, angle)
      break
    case 'waves':
      family(spacing * 1.1, axis, spacing * 0.28, spacing * 2.2)
      break
    case 'checks':
      family(spacing * 1.25, Math.PI / 4)
      family(spacing * 1.25, -Math.PI / 4)
      break
    case 'rings':
      for (let r = spacing; r < reach; r += spacing) {
        const ring: number[] = []
        const sides = Math.max(24, Math.ceil((2 * Math.PI * r) / step))
        for (let i = 0; i <= sides; i++) {
          const t = (i / sides) * 2 * Math.PI
          ring.push(cx + r * Math.cos(t), cy + r * Math.sin(t))
        }
        lines.push(ring)
      }
      break
    case 'scales': {
      // Rows of half circles hanging down, each row offset by half a scale: fish or dragon scales.
      const r = spacing * 0.7
      let row = 0
      for (let y = b.minY - r; y < b.maxY + r; y += r, row++) {
        const line: number[] = []
        const first = b.minX - 2 * r + (row % 2) * r
        chunkKeys.set(line, (x) => Math.floor((x - first) / (2 * r) + 1e-6))
        for (let x = first; x < b.maxX + 2 * r; x += 2 * r) {
          for (let i = 0; i <= 8; i++) {
            const t = Math.PI - (i / 8) * Math.PI
            line.push(x + r + r * Math.cos(t), y + r * Math.sin(t))
          }
        }
        lines.push(line)
      }
      break
    }
    case 'pebbles': {
      // Round pebbles on a jittered half-drop grid; only those wholly inside are drawn.
      const g = spacing * 1.9
      let row = 0
      for (let y = b.minY + g / 2; y < b.maxY; y += g * 0.87, row++) {
        for (let x = b.minX + (row % 2 ? g : g / 2); x < b.maxX; x += g) {
          const rx = g * (0.32 + 0.05 * Math.sin(x * 12.9 + y * 7.3))
          const ry = g * (0.28 + 0.04 * Math.cos(x * 4.1 + y * 9.7))
          const pad = clear
          const edge = [
            [x - rx - pad, y],
            [x + rx + pad, y],
            [x, y - ry - pad],
            [x, y + ry + pad],
            [x - (rx + pad) * 0.7, y - (ry + pad) * 0.7],
            [x + (rx + pad) * 0.7, y + (ry + pad) * 0.7],
            [x + (rx + pad) * 0.7, y - (ry + pad) * 0.7],
            [x - (rx + pad) * 0.7, y + (ry + pad) * 0.7],
          ]
          if (edge.every(([px, py]) => isIn(px, py)))
            closed += `M${f(x - rx)} ${f(y)}A${f(rx)} ${f(ry)} 0 1 0 ${f(x + rx)} ${f(y)}A${f(rx)} ${f(ry)} 0 1 0 ${f(x - rx)} ${f(y)}Z`
        }
      }
      break
    }
  }
  // A piece shorter than the spacing cuts a sliver off the region's edge: it is left out, so the sliver joins
  // the band beside it.
  let pieces = lines.flatMap((line) =>
    clipPieces(line, isIn).map((p) => ({ p, key: chunkKeys.get(line) as Key | undefined })),
  )
  if (kind === 'checks') {
    const gap = spacing * 1.25
    pieces = pieces.map(({ p }) => {
      // Which family the piece belongs to, from its direction; the other family's lines run across it.
      const dx = p[p.length - 2] - p[0]
      const dy = p[p.length - 1] - p[1]
      const b = Math.sign(dx) === Math.sign(dy) ? -Math.PI / 4 : Math.PI / 4
      const other = (x: number, y: number) => -(x - cx) * Math.sin(b) + (y - cy) * Math.cos(b)
      return {
        p: trimToCrossings(p, other, -reach, gap),
        key: (x: number, y: number) => Math.floor((other(x, y) + reach) / gap + 1e-6),
      }
    })
  }
  const long = pieces.filter(({ p }) => pieceLength(p) >= spacing)
  // Each piece in chunks; those walling in a sliver at the outline are left out and the rest joined again.
  const chunked = long.map(({ p, key }) => splitChunks(p, key, spacing * 2))
  const keep = keepWithoutSlivers(rings, evenOdd, chunked.flat(), spacing, covers)
  let n = 0
  const out: number[][] = []
  for (const chunks of chunked) {
    let run: number[] | null = null
    for (const chunk of chunks) {
      if (keep[n++]) run = run ? [...run, ...chunk.slice(2)] : [...chunk]
      else if (run) {
        out.push(run)
        run = null
      }
    }
    if (run) out.push(run)
  }
  return (
    closed +
    out
      .filter((p) => pieceLength(p) >= spacing)
      .map(piecePath)
      .join('')
  )
}

type Key = (x: number, y: number) => number

/** A polyline cut where `key` changes (or every `length` along it), each chunk sharing its end with the next. */
function splitChunks(p: number[], key: Key | undefined, length: number): number[][] {
  const chunks: number[][] = []
  let chunk = [p[0], p[1]]
  let walked = 0
  let last = key?.(p[0], p[1])
  for (let k = 2; k < p.length; k += 2) {
    const now = key?.(p[k], p[k + 1])
    if (key && now !== last && k < p.length - 2) {
      // Cut exactly where the key changes (a crossing with the other family, a scale's cusp), found by bisection.
      let lo = 0
      let hi = 1
      for (let i = 0; i < 24; i++) {
        const mid = (lo + hi) / 2
        if (key(p[k - 2] + (p[k] - p[k - 2]) * mid, p[k - 1] + (p[k + 1] - p[k - 1]) * mid) === last) lo = mid
        else hi = mid
      }
      const x = p[k - 2] + (p[k] - p[k - 2]) * hi
      const y = p[k - 1] + (p[k + 1] - p[k - 1]) * hi
      chunk.push(x, y)
      chunks.push(chunk)
      chunk = [x, y]
    }
    chunk.push(p[k], p[k + 1])
    walked += Math.hypot(p[k] - p[k - 2], p[k + 1] - p[k - 1])
    if (!key && walked >= length && k < p.length - 2) {
      chunks.push(chunk)
      chunk = [p[k], p[k + 1]]
      walked = 0
    }
    last = now
  }
  chunks.push(chunk)
  return chunks
}

/**
 * The direction a shape runs in (radians): the principal axis of points sampled inside it, so a giraffe's
 * slanting neck gets bands across the neck rather than across its bounding box. Round shapes give the box's.
 */
export function longAxis(
  b: { minX: number; minY: number; maxX: number; maxY: number },
  isIn: (x: number, y: number) => boolean,
): number {
  const n = 24
  let count = 0
  let sx = 0
  let sy = 0
  let sxx = 0
  let syy = 0
  let sxy = 0
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const x = b.minX + ((i + 0.5) / n) * (b.maxX - b.minX)
      const y = b.minY + ((j + 0.5) / n) * (b.maxY - b.minY)
      if (!isIn(x, y)) continue
      count++
      sx += x
      sy += y
      sxx += x * x
      syy += y * y
      sxy += x * y
    }
  const boxAxis = b.maxX - b.minX >= b.maxY - b.minY ? 0 : Math.PI / 2
  if (count < 8) return boxAxis
  const mx = sx / count
  const my = sy / count
  const cxx = sxx / count - mx * mx
  const cyy = syy / count - my * my
  const cxy = sxy / count - mx * my
  // Nearly round: no direction worth following.
  const spread = Math.sqrt(((cxx - cyy) / 2) ** 2 + cxy * cxy)
  if (spread < 0.25 * ((cxx + cyy) / 2)) return boxAxis
  return 0.5 * Math.atan2(2 * cxy, cxx - cyy)
}

/** The parts of a polyline inside the shape, each ending on the outline (bisected to a hundredth of a step). */
export function clipPolyline(pts: number[], isIn: (x: number, y: number) => boolean): string {
  return clipPieces(pts, isIn).map(piecePath).join('')
}

const piecePath = (p: number[]) => {
  let d = `M${f(p[0])} ${f(p[1])}`
  for (let k = 2; k < p.length; k += 2) d += `L${f(p[k])} ${f(p[k + 1])}`
  return d
}

/** The parts of a polyline inside the shape as point lists [x0, y0, x1, y1, ...], each ending on the outline. */
export function clipPieces(pts: number[], isIn: (x: number, y: number) => boolean): number[][] {
  const pieces: number[][] = []
  let prevIn = isIn(pts[0], pts[1])
  let piece: number[] | null = prevIn ? [pts[0], pts[1]] : null
  for (let k = 2; k < pts.length; k += 2) {
    const x = pts[k]
    const y = pts[k + 1]
    const now = isIn(x, y)
    if (now !== prevIn) {
      // Bisect the crossing between the previous point and this one.
      let lo = 0
      let hi = 1
      const px = pts[k - 2]
      const py = pts[k - 1]
      for (let i = 0; i < 7; i++) {
        const mid = (lo + hi) / 2
        if (isIn(px + (x - px) * mid, py + (y - py) * mid) === prevIn) lo = mid
        else hi = mid
      }
      const t = prevIn ? hi : lo
      const ex = px + (x - px) * t
      const ey = py + (y - py) * t
      if (now) piece = [ex, ey, x, y]
      else if (piece) {
        piece.push(ex, ey)
        pieces.push(piece)
        piece = null
      }
    } else if (now && piece) piece.push(x, y)
    prevIn = now
  }
  if (piece && piece.length >= 4) pieces.push(piece)
  return pieces
}

const pieceLength = (p: number[]) => {
  let length = 0
  for (let k = 2; k < p.length; k += 2) length += Math.hypot(p[k] - p[k - 2], p[k + 1] - p[k - 1])
  return length
}

/**
 * Where a check line ends on the outline just past its last crossing with the other family, the outline and
 * the two lines close a triangle too small to colour, which the page's speck filter fills black. The end is
 * cut back to that crossing, so the triangle joins the check beside it. `other(x, y)` is the point's offset
 * across the other family's lines, which lie `gap` apart from `origin`.
 */
function trimToCrossings(p: number[], other: (x: number, y: number) => number, origin: number, gap: number) {
  const cellOf = (k: number) => Math.floor((other(p[k], p[k + 1]) - origin) / gap)
  const cutFrom = (forward: boolean): number[] | null => {
    const first = forward ? 0 : p.length - 2
    const dir = forward ? 2 : -2
    const cell = cellOf(first)
    let walked = 0
    for (let k = first + dir; k >= 0 && k < p.length && walked <= gap * 0.8; k += dir) {
      const segment = Math.hypot(p[k] - p[k - dir], p[k + 1] - p[k + 1 - dir])
      if (cellOf(k) !== cell) {
        // The crossing lies between the previous point and this one: interpolate on the offset.
        const a = other(p[k - dir], p[k + 1 - dir]) - origin
        const b = other(p[k], p[k + 1]) - origin
        const line = Math.max(Math.floor(a / gap), Math.floor(b / gap)) * gap
        const t = (line - a) / (b - a)
        if (walked + segment * t > gap * 0.8) return null
        return [k, p[k - dir] + (p[k] - p[k - dir]) * t, p[k + 1 - dir] + (p[k + 1] - p[k + 1 - dir]) * t]
      }
      walked += segment
    }
    return null
  }
  let out = p
  const start = cutFrom(true)
  if (start) out = [start[1], start[2], ...p.slice(start[0])]
  const end = cutFrom(false)
  if (end) {
    const cut = end[0] - (p.length - out.length)
    out = [...out.slice(0, cut + 2), end[1], end[2]]
  }
  return out
}
