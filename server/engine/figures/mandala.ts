import { placeDrawing } from '../art'
import type { Box } from '../common'
import { circle } from '../scenery'
import { conceptById } from '../vocabulary'
import { type FigureContext, f, lined, outlined, polar, pt } from './figure-kit'

type Motif = 'petals' | 'scallops' | 'dots' | 'zigzag' | 'drops'
type Band = { r0: number; r1: number; count: number; turn: number }

export type MandalaOptions = {
  /** Easy: few wide bands and thick lines; intricate: many narrow bands, fine lines. */
  easy: boolean
  line: number
  detailLine: number
  random: () => number
  /** Petals and scallops only: a flower mandala. */
  floral?: boolean
}

// Narrowest a repeated unit may be along its ring (points): keeps every region about 2 mm across or more
// on intricate pages, a crayon's width on easy ones.
const MIN_UNIT = { easy: 60, intricate: 17 }

/** A mandala of radius `R` at (cx, cy): a centre flower and rings of motifs, all with the same symmetry. */
export function mandala(cx: number, cy: number, R: number, options: MandalaOptions): string {
  const { easy, random } = options
  const symmetry = easy ? 8 : random() < 0.5 ? 12 : 16
  // Band edges from the centre out: easy pages have three wide bands, intricate ones six to eight.
  const centre = R * (easy ? 0.22 : 0.13)
  const bandCount = easy ? 3 : 6 + Math.floor(random() * 3)
  const widths = Array.from({ length: bandCount }, () => 0.7 + random() * 0.6)
  const total = widths.reduce((a, b) => a + b, 0)
  const edges = [centre]
  for (const w of widths) edges.push(edges[edges.length - 1] + ((R - centre) * w) / total)
  const motifs: Motif[] = options.floral
    ? ['petals', 'scallops', 'petals', 'dots']
    : ['petals', 'scallops', 'dots', 'zigzag', 'drops']

  // Motifs first, then the ring circles over their bases and tips.
  let motifsSvg = centreFlower(cx, cy, centre, symmetry, options)
  let rings = lined(circle(cx, cy, centre), options.line)
  let previous: Motif | null = null
  for (let i = 0; i < bandCount; i++) {
    const r0 = edges[i]
    const r1 = edges[i + 1]
    const outer = i === bandCount - 1
    const mid = (r0 + r1) / 2
    // As many units as the symmetry allows while each stays wide enough to colour.
    let count = symmetry
    while ((2 * Math.PI * mid) / (count * 2) >= MIN_UNIT[easy ? 'easy' : 'intricate'] && count < 96)
      count *= 2
    const band: Band = { r0, r1, count, turn: i % 2 ? Math.PI / count : 0 }
    // The outer ring is petals or scallops with no circle round them: the mandala's silhouette is a flower.
    let motif: Motif
    if (outer) motif = random() < 0.5 ? 'petals' : 'scallops'
    else {
      const choices = motifs.filter((m) => m !== previous && (m !== 'dots' || r1 - r0 > 14))
      motif = choices[Math.floor(random() * choices.length)]
    }
    previous = motif
    motifsSvg += drawBand(cx, cy, band, motif, options)
    if (!outer) rings += lined(circle(cx, cy, r1), options.line)
  }
  return `<g>${motifsSvg}${rings}</g>`
}

function centreFlower(cx: number, cy: number, r: number, symmetry: number, o: MandalaOptions): string {
  if (o.easy) return lined(circle(cx, cy, r * 0.45), o.detailLine)
  const count = symmetry / 2
  let d = ''
  for (let i = 0; i < count; i++) d += petal(cx, cy, r * 0.35, r, (i * 2 * Math.PI) / count, Math.PI / count)
  return lined(d, o.detailLine) + outlined(circle(cx, cy, r * 0.35), o.detailLine)
}

/** A pointed petal from radius r0 to r1 around `angle`, `half` wide on each side at its base. */
function petal(cx: number, cy: number, r0: number, r1: number, angle: number, half: number): string {
  const d = r1 - r0
  const p = (r: number, a: number) => pt(polar(cx, cy, r, a))
  return `M${p(r0, angle - half)}Q${p(r0 + d * 0.7, angle - half)} ${p(r1, angle)}Q${p(r0 + d * 0.7, angle + half)} ${p(r0, angle + half)}`
}

/** Closes a petal or scallop along its base circle, so its white inside never spills over the ring below. */
function backAlong(cx: number, cy: number, r: number, angle: number): string {
  return `A${f(r)} ${f(r)} 0 0 0 ${pt(polar(cx, cy, r, angle))}Z`
}

/** A round scallop from radius r0 reaching out to r1: a tongue with a round end when the band is deep. */
export function scallop(cx: number, cy: number, r0: number, r1: number, angle: number, half: number): string {
  const p = (r: number, a: number) => pt(polar(cx, cy, r, a))
  const sin = Math.sin(half)
  // Straight sides and a semicircle whose top touches r1 (a cubic would flatten into a second ring).
  const top = r1 / (1 + sin)
  if (top > r0) {
    const round = top * sin
    return `M${p(r0, angle - half)}L${p(top, angle - half)}A${f(round)} ${f(round)} 0 0 1 ${p(top, angle + half)}L${p(r0, angle + half)}`
  }
  // Shallow: a cubic whose midpoint, 3/4 of the way to its control points, is on r1.
  const rc = (r1 / Math.cos(half) - 0.25 * r0) / 0.75
  return `M${p(r0, angle - half)}C${p(rc, angle - half * 0.9)} ${p(rc, angle + half * 0.9)} ${p(r0, angle + half)}`
}

function drawBand(cx: number, cy: number, band: Band, motif: Motif, o: MandalaOptions): string {
  const { r0, r1, count, turn } = band
  const step = (2 * Math.PI) / count
  const half = step / 2
  const depth = r1 - r0
  const line = o.detailLine
  let d = ''
  let inner = ''
  for (let k = 0; k < count; k++) {
    const a = turn + k * step
    switch (motif) {
      case 'petals':
        d += petal(cx, cy, r0, r1, a, half) + backAlong(cx, cy, r0, a - half)
        // Intricate: a smaller petal inside each, where it still leaves room to colour between them.
        if (!o.easy && depth > 34) inner += petal(cx, cy, r0, r0 + depth * 0.6, a, half * 0.45)
        break
      case 'scallops':
        d += scallop(cx, cy, r0, r1, a, half) + backAlong(cx, cy, r0, a - half)
        if (!o.easy && depth > 34) inner += `${scallop(cx, cy, r0, r0 + depth * 0.55, a, half * 0.6)}Z`
        break
      case 'dots': {
        const r = Math.min(depth * 0.32, (r0 + depth / 2) * Math.sin(half) * 0.7)
        const [x, y] = polar(cx, cy, r0 + depth / 2, a)
        d += circle(x, y, r)
        if (!o.easy && r > 12) inner += circle(x, y, r * 0.45)
        break
      }
      case 'zigzag':
        d += `${k ? 'L' : 'M'}${pt(polar(cx, cy, r0, a - half))}L${pt(polar(cx, cy, r1, a))}`
        if (k === count - 1) d += 'Z'
        break
      case 'drops':
        d += drop(
          cx,
          cy,
          r0 + depth * 0.12,
          r1 - depth * 0.06,
          a,
          Math.min(depth * 0.28, r0 * Math.sin(half) * 0.75),
        )
        break
    }
  }
  const fill = motif === 'zigzag' ? 'none' : '#fff'
  return outlined(d, line, fill) + (inner ? lined(inner, line) : '')
}

/** A teardrop with its round end at `inner` and its point at `tip`, both radii along `angle`. */
function drop(cx: number, cy: number, inner: number, tip: number, angle: number, r: number): string {
  const centre = inner + r
  const reach = tip - centre
  if (reach <= r * 1.05) return circle(...polar(cx, cy, centre, angle), r)
  // Where the lines from the tip touch the round end.
  const theta = Math.acos(r / reach)
  const [ox, oy] = polar(cx, cy, centre, angle)
  const left = polar(ox, oy, r, angle - theta)
  const right = polar(ox, oy, r, angle + theta)
  return `M${pt(polar(cx, cy, tip, angle))}L${pt(right)}A${f(r)} ${f(r)} 0 1 1 ${pt(left)}Z`
}

// The ring's own drawing of a spoked wheel ("a mandala of bicycle wheels"): no art set draws one.
const WHEEL = '*wheel'

/**
 * A spoked wheel of radius `r` at (x, y), by geometry: a tyre (two circles), a hub, and spokes that part the
 * rim into pieces to colour; eight on easy pages, twelve on intricate ones.
 */
export function spokedWheel(
  x: number,
  y: number,
  r: number,
  easy: boolean,
  line: number,
): { svg: string; box: Box } {
  const rim = r * 0.8
  const hub = r * (easy ? 0.18 : 0.15)
  const spokes = easy ? 8 : 12
  let d = ''
  for (let k = 0; k < spokes; k++) {
    const a = (2 * Math.PI * k) / spokes
    d += `M${pt(polar(x, y, hub, a))}L${pt(polar(x, y, rim, a))}`
  }
  const svg =
    outlined(circle(x, y, r), line * 1.3) +
    outlined(circle(x, y, rim), line) +
    lined(d, line) +
    outlined(circle(x, y, hub), line)
  return { svg, box: { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r } }
}

/**
 * A mandala built from one drawing ("a butterfly mandala"): a ring of it turned about the centre, each
 * pointing outwards, round a smaller mandala of rings, and the drawing again, upright, in the middle.
 */
function motifMandala(ctx: FigureContext, motifs: string[], cx: number, cy: number, R: number): string {
  const { easy, lines, random } = ctx
  // "a mandala with suns and moons": the ring takes the two in turn (an even count keeps it symmetric).
  const [first, other = first] = motifs
  const inner = R * 0.58
  const count = easy ? 8 : 12
  // Each drawing fills the ring's depth and its share of the ring's middle circle, less a gap.
  const mid = (inner + R) / 2
  const size = Math.min(R - inner, 2 * mid * Math.sin(Math.PI / count)) * 0.92
  const drawingLines = {
    line: lines.propLine,
    minDetail: lines.minDetail * 1.2,
    hatchSpacing: lines.hatchSpacing,
    hatchLine: lines.hatchLine,
  }
  const cell = (x: number, y: number, s: number) => ({
    minX: x - s / 2,
    minY: y - s / 2,
    maxX: x + s / 2,
    maxY: y + s / 2,
  })
  let svg = mandala(cx, cy, inner, { easy, line: lines.subjectLine, detailLine: lines.propLine, random })
  // The middle of the small mandala is cleared for the drawing: a white disc with a ring round it.
  const hub = inner * (easy ? 0.42 : 0.3)
  svg += outlined(circle(cx, cy, hub), lines.subjectLine)
  // Each drawing placed is recorded (credited, its box kept); the wheel is geometry, its box alone kept.
  const place = (motif: string, x: number, y: number, s: number): { svg: string; box: Box } => {
    if (motif === WHEEL) {
      const wheel = spokedWheel(x, y, s / 2, easy, lines.propLine)
      ctx.boxes.push(wheel.box)
      return wheel
    }
    const drawing = placeDrawing(
      conceptById(motif),
      lines.artSet,
      cell(x, y, s),
      drawingLines,
      ctx.nextId(),
      'center',
    )
    return { svg: ctx.placed(drawing), box: drawing.box }
  }
  svg += place(first, cx, cy, hub * 1.45).svg
  svg += lined(circle(cx, cy, R), lines.subjectLine)
  for (let k = 0; k < count; k++) {
    const drawing = place(k % 2 ? other : first, cx, cy - mid, size)
    const turned = drawing.svg
    // The box the layout checks see is the turned drawing's: its corners turned about the centre.
    const a = (2 * Math.PI * k) / count
    const b = drawing.box
    const corners = [
      [b.minX, b.minY],
      [b.maxX, b.minY],
      [b.minX, b.maxY],
      [b.maxX, b.maxY],
    ].map(([x, y]) => [
      cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
      cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
    ])
    const xs = corners.map((c) => c[0])
    const ys = corners.map((c) => c[1])
    ctx.boxes.splice(-1, 1, {
      minX: Math.min(...xs),
      minY: Math.min(...ys),
      maxX: Math.max(...xs),
      maxY: Math.max(...ys),
    })
    svg += k ? `<g transform="rotate(${f((360 * k) / count)} ${f(cx)} ${f(cy)})">${turned}</g>` : turned
  }
  return svg
}

/** The mandala page: one large mandala, and on intricate pages a small one in each corner. */
export function drawMandalaPage(
  ctx: FigureContext,
  motif?: string,
  alternate?: string,
  wheel = false,
): string {
  const { area, lines, easy, random } = ctx
  const w = area.maxX - area.minX
  const h = area.maxY - area.minY
  const cx = area.minX + w / 2
  const cy = area.minY + h / 2
  const line = lines.subjectLine
  const floral = /\b(?:flower|floral)\b/i.test(ctx.plan.prompt)
  const options = { easy, line, detailLine: lines.propLine, random, floral }
  const R = Math.min(w, h) / 2 - line
  const motifs = [...(wheel ? [WHEEL] : []), ...[motif, alternate].filter((m): m is string => Boolean(m))]
  let svg = motifs.length ? motifMandala(ctx, motifs.slice(0, 2), cx, cy, R) : mandala(cx, cy, R, options)
  if (!easy) {
    // A small mandala in each corner, as large as fits without touching the big one.
    let r = Math.min(w, h) / 4
    const clear = (size: number) => Math.hypot(w / 2 - size - 4, h / 2 - size - 4) - R - size
    while (r > 30 && clear(r) < 10) r -= 2
    if (r > 30)
      for (const [x, y] of [
        [area.minX + r + 4, area.minY + r + 4],
        [area.maxX - r - 4, area.minY + r + 4],
        [area.minX + r + 4, area.maxY - r - 4],
        [area.maxX - r - 4, area.maxY - r - 4],
      ])
        svg += mandala(x, y, r, { ...options, easy: true, line: options.detailLine })
  }
  ctx.boxes.push({ minX: cx - R, minY: cy - R, maxX: cx + R, maxY: cy + R })
  return svg
}
