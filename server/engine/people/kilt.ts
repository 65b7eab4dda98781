// A kilt on a figure: the skirt's panel crossed by the bands of its tartan and hung with a sporran, so a child
// sees a kilt and not a girl's skirt. Lines, not regions, for the tartan, so no cell falls under 2 mm; the
// sporran is a closed pouch to colour.

import { add, mix, mul, polygon, shape, stroke } from './pen'
import type { Pt } from './skeleton'

/** The tartan and sporran of a kilt from the waist (wL, wR) to the hem (hemL, hemR); `down` points to the hem. */
export function kiltDetails(wL: Pt, wR: Pt, hemL: Pt, hemR: Pt, down: Pt, line: number): string {
  let svg = ''
  // Two bands across and two down: the tartan's crossing stripes.
  for (const t of [0.38, 0.7]) svg += stroke(`M${xy(mix(wL, hemL, t))}L${xy(mix(wR, hemR, t))}`, line * 0.8)
  for (const u of [0.28, 0.72]) svg += stroke(`M${xy(mix(wL, wR, u))}L${xy(mix(hemL, hemR, u))}`, line * 0.8)
  // The sporran: a rounded pouch hung at the front from the waist, its flap across the top.
  const top = add(mix(wL, wR, 0.5), mul(down, 0.12 * dist(wL, hemL)))
  const half = 0.16 * dist(wL, wR)
  const deep = 0.42 * dist(wL, hemL)
  const across = { x: (wR.x - wL.x) / dist(wL, wR), y: (wR.y - wL.y) / dist(wL, wR) }
  const a = add(top, mul(across, -half))
  const b = add(top, mul(across, half))
  const c = add(b, mul(down, deep))
  const d = add(a, mul(down, deep))
  svg += shape(`${polygon([a, b, add(c, mul(across, -half * 0.2)), add(d, mul(across, half * 0.2))])}`, line)
  svg += shape(polygon([a, b, add(mix(a, b, 0.5), mul(down, deep * 0.4))]), line)
  return svg
}

const xy = (p: Pt) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`
const dist = (a: Pt, b: Pt) => Math.hypot(b.x - a.x, b.y - a.y) || 1
