import { floodComponents } from '../common'

// Drawing-like lines from the blobs an edge filter leaves: each blob is thinned to its centre line, short
// spurs and strokes are dropped, open ends are joined to a line just ahead of them so regions close, and
// every line is then drawn again at one even width. Ink is 1, paper 0, row by row, `w` pixels a row.

const N8 = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
] as const

/** Zhang and Suen's thinning: every blob becomes a line one pixel wide along its middle, ends kept. */
export function thin(ink: Uint8Array, w: number, h: number): void {
  // Worked on a copy with a one-pixel border of paper, so no neighbour needs a bounds check.
  const W = w + 2
  const pad = new Uint8Array(W * (h + 2))
  for (let y = 0; y < h; y++) pad.set(ink.subarray(y * w, y * w + w), (y + 1) * W + 1)
  // Clockwise from north: n[0] north, n[2] east, n[4] south, n[6] west.
  const offsets = [-W, -W + 1, 1, W + 1, W, W - 1, -1, -W - 1]
  const n = new Uint8Array(8)
  let live: number[] = []
  for (let p = 0; p < pad.length; p++) if (pad[p]) live.push(p)
  const clear: number[] = []
  for (let changed = true; changed; ) {
    changed = false
    for (let pass = 0; pass < 2; pass++) {
      clear.length = 0
      for (const p of live) {
        let count = 0
        for (let i = 0; i < 8; i++) {
          n[i] = pad[p + offsets[i]]
          count += n[i]
        }
        if (count < 2 || count > 6) continue
        let rises = 0
        for (let i = 0; i < 8; i++) if (!n[i] && n[(i + 1) & 7]) rises++
        if (rises !== 1) continue
        if (pass === 0 ? n[0] & n[2] & n[4] || n[2] & n[4] & n[6] : n[0] & n[2] & n[6] || n[0] & n[4] & n[6])
          continue
        clear.push(p)
      }
      for (const p of clear) pad[p] = 0
      if (clear.length) changed = true
    }
    live = live.filter((p) => pad[p])
  }
  for (let y = 0; y < h; y++) ink.set(pad.subarray((y + 1) * W + 1, (y + 1) * W + 1 + w), y * w)
}

function neighbours(ink: Uint8Array, w: number, h: number, p: number): number[] {
  const x = p % w
  const y = (p - x) / w
  const out: number[] = []
  for (const [dx, dy] of N8) {
    const xx = x + dx
    const yy = y + dy
    if (xx >= 0 && yy >= 0 && xx < w && yy < h && ink[yy * w + xx]) out.push(yy * w + xx)
  }
  return out
}

function endpoints(ink: Uint8Array, w: number, h: number): number[] {
  const ends: number[] = []
  for (let p = 0; p < ink.length; p++) if (ink[p] && neighbours(ink, w, h, p).length === 1) ends.push(p)
  return ends
}

/**
 * The pixels along a thin line from its end `p`, up to `steps` of them, stopping before a junction.
 * `reachedJunction` tells whether the walk ended at one (the stretch is a spur) or ran out of line.
 */
function walk(ink: Uint8Array, w: number, h: number, p: number, steps: number) {
  const path = [p]
  const seen = new Set(path)
  let at = p
  for (let i = 0; i < steps; i++) {
    const next = neighbours(ink, w, h, at).filter((q) => !seen.has(q))
    if (next.length !== 1) return { path, reachedJunction: next.length > 1 }
    // A pixel next to several line pixels that are not each other's neighbours is a fork.
    if (neighbours(ink, w, h, next[0]).length > 2 && i > 0) return { path, reachedJunction: true }
    at = next[0]
    seen.add(at)
    path.push(at)
  }
  return { path, reachedJunction: false }
}

/**
 * Removes side branches shorter than `maxPx` pixels long: a stretch from a free end up to a junction (the
 * whiskers thinning leaves on a lumpy blob, the stubs a wobbly edge sprouts). It is peeled a pixel at a
 * time from the end, and a pixel is only taken while the line pixels round it form one run, so a junction
 * always stays, the lines between junctions and every closed loop are untouched, and no region opens.
 * A stretch that runs out into another free end (a short stroke on its own) or is longer stays. `rounds`
 * repeats it, so a spur on a spur goes too once its own spur has gone.
 */
export function pruneSpurs(ink: Uint8Array, w: number, h: number, maxPx: number, rounds = 1): void {
  for (let round = 0; round < rounds; round++) {
    // Where this round's spurs met their line: two twigs off one short branch each stop there, and the
    // branch is judged on its own length next round.
    const roots = new Set<number>()
    for (const end of endpoints(ink, w, h)) if (ink[end]) peelSpur(ink, w, h, end, maxPx, roots)
    if (!roots.size) return
  }
}

/** Peels the stretch from the end `end`; true if it was a spur and went, else the line is left as it was. */
function peelSpur(ink: Uint8Array, w: number, h: number, end: number, maxPx: number, roots: Set<number>) {
  const peeled: number[] = []
  // Its length along the line: a diagonal step counts √2, so a slanting spur is judged like an upright one.
  let length = 0
  let at = end
  for (;;) {
    const next = neighbours(ink, w, h, at)
    // Line on both sides of this pixel: it is the junction, and the spur up to it is gone.
    if (peeled.length && (roots.has(at) || runsAround(ink, w, h, at) > 1)) {
      roots.add(at)
      return true
    }
    if (runsAround(ink, w, h, at) > 1) return false
    if (next.length === 0 || length >= maxPx) break
    ink[at] = 0
    peeled.push(at)
    const ends = next.filter((q) => neighbours(ink, w, h, q).length <= 1)
    // Several line pixels beside it and none an end: the spur has reached the line it sprouts from.
    if (next.length > 1 && ends.length === 0) {
      roots.add(next[0])
      return true
    }
    const step = next.length === 1 ? next[0] : ends[0]
    length += step % w === at % w || Math.abs(step - at) === 1 ? 1 : Math.SQRT2
    at = step
  }
  for (const p of peeled) ink[p] = 1
  return false
}

/** How many separate runs of line pixels the ring of eight round `p` holds (1 for a line's end or middle
 * pixel seen from one side, 2 or more where removing it would cut a line). */
function runsAround(ink: Uint8Array, w: number, h: number, p: number): number {
  const x = p % w
  const y = (p - x) / w
  const ring = N8.map(([dx, dy]) => {
    const xx = x + dx
    const yy = y + dy
    return xx >= 0 && yy >= 0 && xx < w && yy < h ? ink[yy * w + xx] : 0
  })
  // Two side neighbours touch each other across an empty corner (north and east): one run.
  for (let i = 1; i < 8; i += 2) if (ring[i - 1] && ring[(i + 1) & 7]) ring[i] = 1
  let runs = 0
  for (let i = 0; i < 8; i++) if (!ring[i] && ring[(i + 1) & 7]) runs++
  return runs === 0 && ring.some((v) => v) ? 1 : runs
}

/**
 * Clears 8-connected lines of fewer than `minPx` pixels (a thin line's pixel count is its length), but for
 * those `keep` says are worth keeping anyway.
 */
export function removeShortStrokes(
  ink: Uint8Array,
  w: number,
  h: number,
  minPx: number,
  keep?: (pixels: number[]) => boolean,
): void {
  floodComponents(ink, w, h, 1, 8, (pixels) => {
    if (pixels.length < minPx && !keep?.(pixels)) for (const p of pixels) ink[p] = 0
  })
}

/**
 * Joins each open end to the nearest line pixel within `gapPx` ahead of it (not one of its own line's last
 * pixels), with a straight stroke: a gap the edge filter left in an outline would let colour leak out.
 */
export function bridgeGaps(ink: Uint8Array, w: number, h: number, gapPx: number): void {
  const ends = endpoints(ink, w, h)
  for (const end of ends) {
    if (neighbours(ink, w, h, end).length !== 1) continue
    const { path } = walk(ink, w, h, end, gapPx * 3)
    const own = new Set(path)
    const ex = end % w
    const ey = (end - ex) / w
    // The line's heading at its end, from a few pixels back.
    const back = path[Math.min(path.length - 1, 5)]
    let hx = ex - (back % w)
    let hy = ey - Math.floor(back / w)
    const len = Math.hypot(hx, hy) || 1
    hx /= len
    hy /= len
    let best = -1
    let bestD = Number.POSITIVE_INFINITY
    for (let dy = -gapPx; dy <= gapPx; dy++) {
      for (let dx = -gapPx; dx <= gapPx; dx++) {
        const x = ex + dx
        const y = ey + dy
        if (x < 0 || y < 0 || x >= w || y >= h) continue
        const q = y * w + x
        if (!ink[q] || own.has(q)) continue
        const d = Math.hypot(dx, dy)
        // Ahead of the end (within about 60° of its heading), and near.
        if (d > gapPx || (dx * hx + dy * hy) / d < 0.5) continue
        if (d < bestD) {
          bestD = d
          best = q
        }
      }
    }
    if (best >= 0) drawLine(ink, w, end, best)
  }
}

function drawLine(ink: Uint8Array, w: number, from: number, to: number) {
  const x0 = from % w
  const y0 = (from - x0) / w
  const x1 = to % w
  const y1 = (to - x1) / w
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))
  for (let i = 0; i <= steps; i++) {
    const x = Math.round(x0 + ((x1 - x0) * i) / (steps || 1))
    const y = Math.round(y0 + ((y1 - y0) * i) / (steps || 1))
    ink[y * w + x] = 1
  }
}

/** Draws every line pixel as a disc of `radius`: lines of one even width, like a pen's. */
export function thicken(ink: Uint8Array, w: number, h: number, radius: number): Uint8Array {
  const out = new Uint8Array(ink.length)
  const disc: [number, number][] = []
  for (let dy = -radius; dy <= radius; dy++)
    for (let dx = -radius; dx <= radius; dx++)
      if (dx * dx + dy * dy <= radius * radius + radius) disc.push([dx, dy])
  for (let p = 0; p < ink.length; p++) {
    if (!ink[p]) continue
    const x = p % w
    const y = (p - x) / w
    for (const [dx, dy] of disc) {
      const xx = x + dx
      const yy = y + dy
      if (xx >= 0 && yy >= 0 && xx < w && yy < h) out[yy * w + xx] = 1
    }
  }
  return out
}
