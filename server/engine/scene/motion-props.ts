// What people move on or through, drawn by code round a figure: a skate's blade or wheels under a shoe, the
// water a swimmer is in. Each is a closed region, white inside a black outline (see people/pen.ts).

import { circle, merged, type Pt, shape } from '../people'

/** An ice skate's blade under a shoe whose sole is at `sole`: a post and a runner, one region. */
export function blade(sole: Pt, k: number, line: number): string {
  const y = sole.y + k * 0.32
  return merged(
    [
      {
        tube: [
          { x: sole.x - k * 0.2, y: sole.y },
          { x: sole.x - k * 0.2, y },
        ],
        width: k * 0.2,
      },
      {
        tube: [
          { x: sole.x + k * 0.45, y: sole.y },
          { x: sole.x + k * 0.45, y },
        ],
        width: k * 0.2,
      },
      {
        tube: [
          { x: sole.x - k * 0.75, y },
          { x: sole.x + k * 1.0, y },
        ],
        width: k * 0.16,
      },
    ],
    line,
  )
}

/** A roller skate's two wheels under a shoe. */
export function rollerWheels(sole: Pt, k: number, line: number): string {
  const r = k * 0.27
  return [-0.4, 0.6]
    .map((dx) => shape(circle({ x: sole.x + dx * k, y: sole.y + r * 1.05 }, r), line))
    .join('')
}

/** The sea's surface from `from` (left, at the crests) to `to` (right, the band's bottom): waves along the top. */
export function waterBand(from: Pt, to: Pt, k: number, line: number): string {
  const crest = k * 0.5
  const n = Math.max(3, Math.round((to.x - from.x) / (k * 2.2)))
  const step = (to.x - from.x) / n
  let d = `M${from.x.toFixed(2)} ${(from.y + crest).toFixed(2)}`
  for (let i = 0; i < n; i++) {
    const x0 = from.x + i * step
    d += `Q${(x0 + step / 2).toFixed(2)} ${(from.y - crest).toFixed(2)} ${(x0 + step).toFixed(2)} ${(from.y + crest).toFixed(2)}`
  }
  d += `L${to.x.toFixed(2)} ${to.y.toFixed(2)}L${from.x.toFixed(2)} ${to.y.toFixed(2)}Z`
  // A second line of ripples inside, so the band reads as water and is two regions, not one long strip.
  const mid = (from.y + crest + to.y) / 2
  let ripple = `M${(from.x + step * 0.3).toFixed(2)} ${mid.toFixed(2)}`
  for (let i = 0; i < n - 1; i++) {
    const x0 = from.x + step * (0.3 + i)
    ripple += `Q${(x0 + step / 2).toFixed(2)} ${(mid - crest * 0.6).toFixed(2)} ${(x0 + step).toFixed(2)} ${mid.toFixed(2)}`
  }
  return `${shape(d, line)}<path d="${ripple}" fill="none" stroke="#000" stroke-width="${line.toFixed(2)}" stroke-linecap="round"/>`
}
