import { edgeDistance } from './pen-grid'

/**
 * Splits one region of a pen drawing into its tones as closed shapes to colour: `levels` holds each cell's
 * tone (0 lit, 1 half-tone, 2 shadow; -1 outside the region) on a `w` by `h` grid; further
 * shapes of one tone (strips and cells of colourable hatching) are told apart by adding 3 times their number. Pieces of a tone too thin
 * to hold a disc of `minRadius` cells join the tone round them, so every shape left is big enough for a fine
 * pen. Returns the cleaned tones, each cell's distance to the nearest edge of its shape (the region's edge or
 * a tone line) and the tone lines: polylines along the cell edges between tones, smoothed, in cells. A line
 * either closes on itself or ends on the region's edge (where the outline closes it) or on another tone line.
 */
export function shadeRegions(
  levels: Int32Array,
  w: number,
  h: number,
  minRadius: number,
  joinable: (from: number, to: number) => boolean = () => true,
  openRadius = 0,
): { levels: Int32Array; dist: Float32Array; lines: number[][] } {
  const label = new Int16Array(w * h)
  const distance = () => {
    // Only equality between neighbours matters here: a prime modulus keeps neighbouring shapes apart.
    for (let i = 0; i < w * h; i++) label[i] = levels[i] < 0 ? -1 : levels[i] % 32749
    return edgeDistance({ cols: w, rows: h, x0: 0, y0: 0, cell: 1, label })
  }
  let dist = distance()
  if (openRadius > 0) {
    // Opening: the parts of a shape thinner than a disc of `openRadius` (a sliver where a tone line runs
    // close along the edge) join the tone beside them.
    const core = new Int16Array(w * h)
    for (let i = 0; i < w * h; i++) core[i] = levels[i] >= 0 && dist[i] >= openRadius ? 1 : 0
    const toCore = edgeDistance({ cols: w, rows: h, x0: 0, y0: 0, cell: 1, label: core })
    const thin = new Uint8Array(w * h)
    for (let i = 0; i < w * h; i++)
      if (levels[i] >= 0 && !core[i] && toCore[i] > openRadius + 0.5) thin[i] = 1
    for (let sweep = 0; sweep < 2 * openRadius + 4; sweep++) {
      let left = 0
      for (let i = 0; i < w * h; i++) {
        if (!thin[i]) continue
        const c = i % w
        for (const j of [c > 0 ? i - 1 : -1, c < w - 1 ? i + 1 : -1, i - w, i + w]) {
          if (j < 0 || j >= w * h || levels[j] < 0 || thin[j] || levels[j] === levels[i]) continue
          levels[i] = levels[j]
          thin[i] = 0
          break
        }
        left += thin[i]
      }
      if (!left) break
    }
    dist = distance()
  }
  const comp = new Int32Array(w * h)
  const stack: number[] = []
  for (let round = 0; round < 4; round++) {
    comp.fill(-1)
    let changed = false
    let pieces = 0
    const found: { cells: number[]; level: number }[] = []
    for (let start = 0; start < w * h; start++) {
      if (levels[start] < 0 || comp[start] >= 0) continue
      const level = levels[start]
      const cells: number[] = []
      let widest = 0
      comp[start] = pieces
      stack.push(start)
      while (stack.length) {
        const i = stack.pop() as number
        cells.push(i)
        if (dist[i] > widest) widest = dist[i]
        const c = i % w
        for (const j of [c > 0 ? i - 1 : -1, c < w - 1 ? i + 1 : -1, i - w, i + w]) {
          if (j < 0 || j >= w * h || comp[j] >= 0 || levels[j] !== level) continue
          comp[j] = pieces
          stack.push(j)
        }
      }
      pieces++
      if (widest < minRadius) found.push({ cells, level })
    }
    if (pieces < 2) break
    for (const { cells, level } of found) {
      // The tone that borders this piece most takes it over.
      const votes = new Map<number, number>()
      for (const i of cells) {
        const c = i % w
        for (const j of [c > 0 ? i - 1 : -1, c < w - 1 ? i + 1 : -1, i - w, i + w]) {
          const v = j >= 0 && j < w * h ? levels[j] : -1
          if (v >= 0 && v !== level && joinable(level, v)) votes.set(v, (votes.get(v) ?? 0) + 1)
        }
      }
      let best = -1
      for (const [v, count] of votes) if (best < 0 || count > (votes.get(best) as number)) best = v
      if (best < 0) continue
      for (const i of cells) levels[i] = best
      changed = true
    }
    if (!changed) break
    dist = distance()
  }
  // The lines between tones only: the lines inside a tone (hatching made colourable) are drawn straight by
  // the caller, from the cleaned shapes.
  const tones = levels.map((v) => (v < 0 ? -1 : v % 3))
  return { levels, dist, lines: toneLines(tones, w, h) }
}

// The cell edges between two tones, chained into polylines and smoothed (ends and junctions stay put).
function toneLines(levels: Int32Array, w: number, h: number): number[][] {
  const W = w + 1
  const links = new Map<number, number[]>()
  const link = (a: number, b: number) => {
    const la = links.get(a)
    if (la) la.push(b)
    else links.set(a, [b])
    const lb = links.get(b)
    if (lb) lb.push(a)
    else links.set(b, [a])
  }
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const v = levels[r * w + c]
      if (v < 0) continue
      const right = c < w - 1 ? levels[r * w + c + 1] : -1
      if (right >= 0 && right !== v) link(r * W + c + 1, (r + 1) * W + c + 1)
      const below = r < h - 1 ? levels[(r + 1) * w + c] : -1
      if (below >= 0 && below !== v) link((r + 1) * W + c, (r + 1) * W + c + 1)
    }
  const used = new Set<number>()
  const N = W * (h + 1)
  const key = (a: number, b: number) => (a < b ? a * N + b : b * N + a)
  const chains: { ids: number[]; closed: boolean }[] = []
  const walk = (from: number, next: number) => {
    const ids = [from]
    let prev = from
    let at = next
    used.add(key(from, next))
    while (true) {
      ids.push(at)
      const out = links.get(at) as number[]
      if (out.length !== 2 || at === from) break
      const to = out[0] === prev ? out[1] : out[0]
      if (used.has(key(at, to))) break
      used.add(key(at, to))
      prev = at
      at = to
    }
    return ids
  }
  for (const [v, out] of links)
    if (out.length !== 2)
      for (const n of out) if (!used.has(key(v, n))) chains.push({ ids: walk(v, n), closed: false })
  for (const [v, out] of links)
    for (const n of out) if (!used.has(key(v, n))) chains.push({ ids: walk(v, n), closed: true })
  return chains.map(({ ids, closed }) => {
    let pts: number[] = []
    for (const id of ids) pts.push(id % W, Math.floor(id / W))
    if (closed) pts.length -= 2
    // An end on the region's edge reaches half a cell past it, into the outline, so the shape is closed.
    if (!closed) {
      for (const end of [0, pts.length - 2]) {
        const id = end === 0 ? ids[0] : ids[ids.length - 1]
        if ((links.get(id) as number[]).length !== 1) continue
        const o = end === 0 ? 2 : end - 2
        const dx = pts[end] - pts[o]
        const dy = pts[end + 1] - pts[o + 1]
        const len = Math.hypot(dx, dy) || 1
        pts[end] += (dx / len) * 0.5
        pts[end + 1] += (dy / len) * 0.5
      }
    }
    for (let round = 0; round < 2; round++) pts = chaikin(pts, closed)
    return relax(pts, closed, 12)
  })
}

// Moves every point (not an open line's ends) halfway to the middle of its neighbours, `rounds` times:
// smooths the staircase of cell edges into a drawn curve.
function relax(pts: number[], closed: boolean, rounds: number): number[] {
  const n = pts.length / 2
  if (n < 3) return pts
  let cur = pts
  for (let round = 0; round < rounds; round++) {
    const next = cur.slice()
    for (let i = closed ? 0 : 1; i < (closed ? n : n - 1); i++) {
      const a = (i - 1 + n) % n
      const b = (i + 1) % n
      next[2 * i] = 0.5 * cur[2 * i] + 0.25 * (cur[2 * a] + cur[2 * b])
      next[2 * i + 1] = 0.5 * cur[2 * i + 1] + 0.25 * (cur[2 * a + 1] + cur[2 * b + 1])
    }
    cur = next
  }
  if (closed) cur.push(cur[0], cur[1])
  return cur
}

// One round of corner cutting; an open line keeps its two ends.
function chaikin(pts: number[], closed: boolean): number[] {
  const n = pts.length / 2
  if (n < 3) return pts
  const out: number[] = closed ? [] : [pts[0], pts[1]]
  const last = closed ? n : n - 1
  for (let i = 0; i < last; i++) {
    const j = (i + 1) % n
    const ax = pts[2 * i]
    const ay = pts[2 * i + 1]
    const bx = pts[2 * j]
    const by = pts[2 * j + 1]
    out.push(0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by, 0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by)
  }
  if (!closed) out.push(pts[pts.length - 2], pts[pts.length - 1])
  return out
}
