import type { Box } from '../common'
import { circle, ellipse } from '../scenery'
import { f, lined, outlined, polar, pt } from './figure-kit'

// A ladybird seen from above, drawn by geometry so its spots can be counted out ("the number 20 with twenty
// dots on a ladybird"): no art set's ladybird has room for, or the right number of, spots.

/**
 * Where `count` spots of radius about `r`-scaled sit on one wing case: a half disc of radius `R` right of the
 * centre line, below the head shield (`top`, from the centre), each as far from the others and the edges as the
 * count allows (the farthest of a fine grid, taken one at a time).
 */
function wingSpots(count: number, R: number, top: number, gap: number): [number, number][] {
  const candidates: [number, number][] = []
  for (let x = gap; x < R; x += R / 40)
    for (let y = top; y < R; y += R / 40) if (Math.hypot(x, y) < R - gap) candidates.push([x, y])
  // Distance to the wing's edges: the rim, the centre line and the head shield.
  const room = ([x, y]: [number, number]) => Math.min(R - Math.hypot(x, y), x, y - top + gap) * 2
  const chosen: [number, number][] = []
  for (let i = 0; i < count; i++) {
    let best = candidates[0]
    let bestScore = -1
    for (const c of candidates) {
      const score = Math.min(room(c), ...chosen.map((p) => Math.hypot(c[0] - p[0], c[1] - p[1])))
      if (score > bestScore) {
        bestScore = score
        best = c
      }
    }
    chosen.push(best)
  }
  return chosen
}

/** The closest two of `points` are apart (or `fallback` for fewer than two). */
function closest(points: [number, number][], fallback: number): number {
  let d = fallback
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      d = Math.min(d, Math.hypot(points[i][0] - points[j][0], points[i][1] - points[j][1]))
  return d
}

/**
 * One large ladybird in `box` carrying `count` spots, half on each wing case mirrored, an odd one astride the
 * centre line under the head shield (as a seven-spot ladybird has it). Returns its svg and box.
 */
export function spottedLadybird(
  box: Box,
  count: number,
  lines: { line: number; detail: number },
): { svg: string; box: Box } {
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  // The body and the head above it fill the box's height; legs and antennae need a little room either side.
  const R = Math.min(w * 0.36, h / 2.7)
  const cx = box.minX + w / 2
  const cy = box.maxY - h / 2 + R * 0.3
  const { line, detail } = lines
  const headY = cy - R * 0.92
  const headR = R * 0.38
  // Six legs behind the body, three a side.
  let legs = ''
  for (const side of [-1, 1])
    for (const a of [-0.45, 0.1, 0.6]) {
      const [x0, y0] = [cx + side * R * 0.7 * Math.cos(a), cy + R * 0.7 * Math.sin(a)]
      const [x1, y1] = [cx + side * R * 1.17 * Math.cos(a), cy + R * 1.17 * Math.sin(a) + R * 0.06]
      legs += `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}l${f(side * R * 0.08)} ${f(R * 0.05)}`
    }
  let svg = lined(legs, line * 1.3)
  // Antennae: two curves from the head, each with a round tip.
  let feelers = ''
  let knobs = ''
  for (const side of [-1, 1]) {
    const start = polar(cx, headY, headR * 0.8, -Math.PI / 2 + side * 0.5)
    const tip: [number, number] = [cx + side * R * 0.55, headY - headR - R * 0.32]
    const bend: [number, number] = [cx + side * R * 0.12, headY - headR - R * 0.35]
    feelers += `M${pt(start)}Q${pt(bend)} ${pt(tip)}`
    knobs += circle(tip[0], tip[1], R * 0.065)
  }
  svg += lined(feelers, line) + outlined(knobs, line)
  // The head with two eyes, then the body over its lower half.
  svg += outlined(circle(cx, headY, headR), line)
  svg += outlined(
    circle(cx - headR * 0.42, headY - headR * 0.55, headR * 0.18) +
      circle(cx + headR * 0.42, headY - headR * 0.55, headR * 0.18),
    detail,
  )
  svg += outlined(ellipse(cx, cy, R, R * 1.02), line * 1.2)
  // The head shield: a band across the body's top, and the centre line parting the wing cases below it.
  const shield = cy - R * 0.58
  const half = Math.sqrt(R * R - (shield - cy) ** 2)
  svg += lined(
    `M${f(cx - half)} ${f(shield)}Q${f(cx)} ${f(shield + R * 0.22)} ${f(cx + half)} ${f(shield)}` +
      `M${f(cx)} ${f(shield + R * 0.11)}L${f(cx)} ${f(cy + R * 1.02)}`,
    line,
  )
  // The spots: an odd one astride the centre line, the rest mirrored on the two wing cases.
  const top = shield - cy + R * 0.2
  const perWing = Math.floor(count / 2)
  const odd = count % 2 === 1
  const wingTop = odd ? top + R * 0.3 : top
  const spots = wingSpots(perWing, R, wingTop, R * 0.06)
  const spacing = closest(spots, R)
  const r = Math.min(spacing * 0.36, R * (count <= 6 ? 0.17 : 0.13))
  let d = ''
  for (const [x, y] of spots) d += circle(cx + x, cy + y, r) + circle(cx - x, cy + y, r)
  // Clear of the head shield's curve, which bows down R * 0.11 at the centre line.
  if (odd) d += circle(cx, shield + R * 0.15 + r, r)
  svg += outlined(d, detail)
  return {
    svg,
    box: { minX: cx - R * 1.3, minY: headY - headR - R * 0.4, maxX: cx + R * 1.3, maxY: cy + R * 1.02 },
  }
}
