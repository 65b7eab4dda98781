/**
 * Locks of fur: the coat divided into long tapered locks that lie along the hair, as a pen artist groups
 * hair strokes. Strand lines run along the hair, a lock's width apart, with one slow wave they all share so
 * the coat flows. Each strip between two strands is cut into locks by end curves that leave one strand and
 * join the next along the hair, so a lock is pointed at its root on one side and at its tip on the other,
 * like a tuft or a flame; the locks of neighbouring strips start at unrelated places. Only whole locks are
 * drawn, with the strands only along them, so the lines close no partial cell against an edge.
 *
 * Everything is in grid cells. The frame maps (u along the hair, v across it) to the drawing: straight
 * (hair along one direction), or round a point (a mane: hair radiating from the face, v an angle times r0).
 */
export type LockFrame =
  | { kind: 'straight'; ox: number; oy: number; fx: number; fy: number }
  | { kind: 'radial'; ox: number; oy: number; r0: number }

export type Lock = {
  /** The tuft's middle line from its root (the end nearer the frame's origin or u = -inf) to its tip. */
  spine: number[]
  /** Half the tuft's width at its widest, in cells. */
  half: number
}

export type LockOptions = {
  frame: LockFrame
  /** The cells of the region, as [x, y] centres, to find the u and v the region spans. */
  cells: number[]
  /** Strand spacing (a lock's width), the distance between a strip's lock ends and the length of an end
   * curve, in cells. */
  pitch: number
  length: number
  taper: number
  /** The narrowest tuft drawn, at its widest, in cells (a region at least 2 mm across inside its lines). */
  minWidth: number
  /** Where a tuft may lie (inside the region, clear of its edges, in the tones that get locks). */
  ok: (x: number, y: number) => boolean
  phase: number
}

const TWO_PI = 2 * Math.PI

export function furLocks(o: LockOptions): { arcs: number[][]; locks: Lock[] } {
  const { frame } = o
  const toXY = (u: number, v: number): [number, number] => {
    if (frame.kind === 'straight')
      return [frame.ox + u * frame.fx - v * frame.fy, frame.oy + u * frame.fy + v * frame.fx]
    // The seam of the angle is straight down, under the chin, where a mane is least seen.
    const t = Math.PI / 2 + v / frame.r0
    return [frame.ox + u * Math.cos(t), frame.oy + u * Math.sin(t)]
  }
  const toUV = (x: number, y: number): [number, number] => {
    const dx = x - frame.ox
    const dy = y - frame.oy
    if (frame.kind === 'straight') return [dx * frame.fx + dy * frame.fy, -dx * frame.fy + dy * frame.fx]
    let t = Math.atan2(dy, dx) - Math.PI / 2
    t = ((t % TWO_PI) + TWO_PI) % TWO_PI
    return [Math.hypot(dx, dy), t * frame.r0]
  }
  let uMin = Infinity
  let uMax = -Infinity
  let vMin = Infinity
  let vMax = -Infinity
  for (let j = 0; j < o.cells.length; j += 2) {
    const [u, v] = toUV(o.cells[j], o.cells[j + 1])
    uMin = Math.min(uMin, u)
    uMax = Math.max(uMax, u)
    vMin = Math.min(vMin, v)
    vMax = Math.max(vMax, v)
  }
  if (!(uMax > uMin)) return { arcs: [], locks: [] }
  // Round a point the strands come round to the first again: a whole number of them, spaced to fit.
  let pitch = o.pitch
  let strands = 0
  if (frame.kind === 'radial') {
    strands = Math.max(3, Math.round((TWO_PI * frame.r0) / o.pitch))
    pitch = (TWO_PI * frame.r0) / strands
    vMin = 0
    vMax = TWO_PI * frame.r0
  }
  const L = o.length
  const T = o.taper
  const step = 0.5
  // The slow wave all strands share, so the coat flows; strand j lies j pitches across it.
  const wave = (u: number) => 0.5 * pitch * Math.sin((Math.PI * u) / (2.2 * L) + o.phase * 6)
  const strandV = (j: number, u: number) => j * pitch + wave(u)
  // A lock's end: from strand j to strand j + 1 over the taper, leaving both along them.
  const jitter = Math.max(0, Math.min(0.32, (1 - T / L) / 2))
  const ease = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t))
  const jFirst = Math.floor(vMin / pitch) - 1
  const jLast = frame.kind === 'radial' ? jFirst + strands - 1 : Math.ceil(vMax / pitch)
  const samples = Math.ceil((uMax - uMin + 2 * (L + T)) / step) + 1
  const uAt = (n: number) => uMin - L - T + n * step
  // Which samples of each strand bound a drawn lock.
  const drawn = new Map<number, Uint8Array>()
  const strand = (j: number) => {
    const key = frame.kind === 'radial' ? jFirst + ((((j - jFirst) % strands) + strands) % strands) : j
    let a = drawn.get(key)
    if (!a) {
      a = new Uint8Array(samples)
      drawn.set(key, a)
    }
    return a
  }
  const arcs: number[][] = []
  const locks: Lock[] = []
  for (let j = jFirst; j <= jLast; j++) {
    // Locks of neighbouring strips start at unrelated places along the hair, as tufts do.
    const shift = (((j * 0.618 + o.phase) % 1) + 1) % 1
    const first = Math.floor((uMin - L - T - shift * L) / L) - 1
    const last = Math.ceil((uMax - shift * L) / L) + 1
    const ends = new Set<number>()
    // Each lock's end a little earlier or later than the even spacing, so the ends of neighbouring strips
    // never line up into a lattice.
    // Never so much that a lock is shorter than its end curves, which would leave it a sliver.
    const end = (m: number) => (m + shift + jitter * Math.sin(m * 12.9898 + j * 78.233 + o.phase * 43.7)) * L
    for (let m = first; m <= last; m++) {
      const a = end(m)
      const b = end(m + 1)
      // The lock lies between the end curve at a (below it) and the one at b (above it).
      const low = (u: number) => strandV(j, u) + pitch * ease((u - b) / T)
      const high = (u: number) => strandV(j, u) + pitch * ease((u - a) / T)
      const mid = (a + b + T) / 2
      const [ax, ay] = toXY(mid, strandV(j, mid))
      const [bx, by] = toXY(mid, strandV(j + 1, mid))
      const width = Math.hypot(bx - ax, by - ay) * (ease((mid - a) / T) - ease((mid - b) / T))
      if (width < o.minWidth) continue
      let whole = true
      const spine: number[] = []
      for (let u = a; u <= b + T + 1e-9 && whole; u += step) {
        const lo = low(u)
        const hi = high(u)
        for (const f of [0, 0.5, 1]) {
          const [x, y] = toXY(u, lo + (hi - lo) * f)
          if (!o.ok(x, y)) {
            whole = false
            break
          }
        }
        spine.push(...toXY(u, (lo + hi) / 2))
      }
      if (!whole) continue
      locks.push({ spine, half: width / 2 })
      // An end shared with the next lock is drawn once.
      for (const [at, key] of [
        [a, m],
        [b, m + 1],
      ]) {
        if (ends.has(key)) continue
        ends.add(key)
        const line: number[] = []
        for (let u = at; u <= at + T + 1e-9; u += step)
          line.push(...toXY(u, strandV(j, u) + pitch * ease((u - at) / T)))
        arcs.push(line)
      }
      const from = Math.max(0, Math.floor((a - uAt(0)) / step))
      const to = Math.min(samples - 1, Math.ceil((b + T - uAt(0)) / step))
      const below = strand(j)
      const above = strand(j + 1)
      for (let n = from; n <= to; n++) {
        below[n] = 1
        above[n] = 1
      }
    }
  }
  for (const [j, on] of drawn) {
    let line: number[] = []
    for (let n = 0; n <= samples; n++) {
      if (n < samples && on[n]) line.push(...toXY(uAt(n), strandV(j, uAt(n))))
      else {
        if (line.length >= 4) arcs.push(line)
        line = []
      }
    }
  }
  return { arcs, locks }
}
