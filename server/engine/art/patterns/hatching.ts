import type { Ring } from '../../common'

const f = (v: number) => v.toFixed(2)

/**
 * Hatch lines clipped to a shape, as path data in the shape's own units: diagonals x + y = k * spacing
 * ('hatch'), plus x - y = k * spacing ('cross'). Each line is cut at the polygon's edges and kept where the
 * fill rule says the shape is inside, so the lines end exactly on the outline, as a pattern fill would.
 */
export function hatchPath(rings: Ring[], spacing: number, kind: 'hatch' | 'cross', evenOdd = false): string {
  let d = hatchFamily(rings, spacing, 1, evenOdd)
  if (kind === 'cross') d += hatchFamily(rings, spacing, -1, evenOdd)
  return d
}

// Lines u = x + sign * y = k * spacing; along each line x runs monotonically, so crossings sort by x.
function hatchFamily(rings: Ring[], spacing: number, sign: 1 | -1, evenOdd: boolean): string {
  const crossings = new Map<number, number[]>()
  for (const r of rings) {
    const n = r.length
    for (let k = 0; k < n; k += 2) {
      const ax = r[k]
      const ay = r[k + 1]
      const bx = r[(k + 2) % n]
      const by = r[(k + 3) % n]
      const ua = ax + sign * ay
      const ub = bx + sign * by
      if (ua === ub) continue
      const up = ub > ua
      const lo = up ? ua : ub
      const hi = up ? ub : ua
      // Half-open [lo, hi): a line through a vertex is counted once.
      for (let line = Math.ceil(lo / spacing); line * spacing < hi; line++) {
        const t = (line * spacing - ua) / (ub - ua)
        let list = crossings.get(line)
        if (!list) {
          list = []
          crossings.set(line, list)
        }
        list.push(ax + t * (bx - ax), up ? 1 : -1)
      }
    }
  }
  let d = ''
  for (const [line, list] of crossings) {
    const order: number[] = []
    for (let k = 0; k < list.length; k += 2) order.push(k)
    order.sort((p, q) => list[p] - list[q])
    const u = line * spacing
    let winding = 0
    let start = 0
    for (const k of order) {
      const was = evenOdd ? winding % 2 !== 0 : winding !== 0
      winding += list[k + 1]
      const is = evenOdd ? winding % 2 !== 0 : winding !== 0
      if (!was && is) start = list[k]
      else if (was && !is && list[k] - start > 1e-6) {
        const end = list[k]
        d += `M${f(start)} ${f((u - start) * sign)}L${f(end)} ${f((u - end) * sign)}`
      }
    }
  }
  return d
}
