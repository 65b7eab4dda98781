import type { DotCountBy, WorksheetFields } from '../../shared/contract'
import { decodePng1Bit, encodePng1Bit, type PageSizeId } from '../engine'
import { circleRing, fillRings, type Ring } from './fill-shapes'
import { bitmapOf, type InkMap, inkInBox, inkMapOf } from './ink-map'
import { findRegions } from './page-regions'
import { fitArt } from './place-art'
import { sheetFont, textRings } from './sheet-fonts'
import { type Box, drawText, drawWatermark, MM, PX_PER_PT, removeWatermark, sheetSize } from './sheet-layout'
import { sheetPdf } from './sheet-pdf'
import { type SubjectOutline, subjectOutline } from './subject-outline'

export type DotToDotInput = {
  png: Buffer
  size: PageSizeId
  dots: number
  countBy: DotCountBy
  pageHasWatermark: boolean
  watermark: boolean
  title: string
}

export type PlacedDot = { label: string; x: number; y: number; labelBox: Box }

export type DotToDotSheet = {
  png: Buffer
  pdf: Buffer
  sheet: Required<Pick<WorksheetFields, 'dots'>>
  placed: PlacedDot[]
  dotRadius: number
}

/** Dots at least 3 mm apart, centre to centre. */
export const MIN_DOT_GAP = 3 * MM
const DOT_RADIUS = 0.8 * MM
const START_RING = 2 * MM
const LABEL_PT = 10
const LABEL_MARGIN = 0.5 * MM
const FOOT = 0.45 * 300

export class NoOutlineError extends Error {}

/**
 * A page of the user's library made a dot to dot: the subject's outer outline is taken off and put back as
 * numbered dots in drawing order (the first ringed), every number clear of dots and lines; the rest of the
 * page (eyes, details, setting) stays, so the finished sheet is a coloring page too.
 */
export async function dotToDot(input: DotToDotInput): Promise<DotToDotSheet> {
  const page = sheetSize(input.size)
  const source = inkMapOf(decodePng1Bit(input.png))
  if (source.width !== page.width || source.height !== page.height)
    throw new Error(`page is ${source.width}x${source.height}, not ${page.width}x${page.height}`)
  if (input.pageHasWatermark) removeWatermark(source, page.printable)
  const { printable } = page
  const { map } = fitArt(source, { ...printable, y1: printable.y1 - FOOT })
  const outline = subjectOutline(map)
  if (!outline) throw new NoOutlineError('This page has no outline to turn into dots.')

  // The outline's stroke is taken off: ink within a line's width (and the half-size map's slack) of the open
  // paper around the subject.
  const reach = outline.lineWidth + 4
  const near = outline.nearSilhouette(reach)
  // Nothing beyond the silhouette's box grown by the reach (and a half-size pixel) is near it.
  const grow = reach + 4
  const around = {
    x0: Math.max(0, outline.bounds.x0 - grow),
    y0: Math.max(0, outline.bounds.y0 - grow),
    x1: Math.min(map.width, outline.bounds.x1 + grow),
    y1: Math.min(map.height, outline.bounds.y1 + grow),
  }
  for (let y = around.y0; y < around.y1; y++) {
    const row = y * map.width
    for (let x = around.x0; x < around.x1; x++) {
      if (map.ink[row + x] && outline.fromOutside(x, y) <= reach && near(x, y)) map.ink[row + x] = 0
    }
  }
  removeCrumbs(map, outline, near, reach, around)

  let points = choosePoints(outline.path, input.dots, outline.lineWidth / 2)
  for (let round = 0; round < 6; round++) {
    const attempt: InkMap = { width: map.width, height: map.height, ink: map.ink.slice() }
    const placed = labelDots(attempt, points, input.countBy)
    if (placed.ok) {
      drawFoot(attempt, printable, input.countBy, placed.dots)
      if (input.watermark) drawWatermark(attempt, printable)
      const png = await encodePng1Bit(bitmapOf(attempt))
      const pdf = await sheetPdf([{ png, swatches: [] }], page, `Dot to dot: ${input.title}`)
      return {
        png,
        pdf,
        sheet: { dots: placed.dots.map((d) => ({ label: d.label, x: Math.round(d.x), y: Math.round(d.y) })) },
        placed: placed.dots,
        dotRadius: DOT_RADIUS,
      }
    }
    // A dot whose number fits nowhere is left out, and the rest numbered again.
    points = points.filter((_, i) => i !== placed.failedAt)
  }
  throw new NoOutlineError('The outline of this page is too crowded for numbered dots.')
}

/** The ring run the other way round: a hole under the nonzero rule. */
function reversed(ring: Ring): Ring {
  const out: Ring = []
  for (let i = ring.length - 2; i >= 0; i -= 2) out.push(ring[i], ring[i + 1])
  return out
}

/**
 * Bits of the outline the cut left behind (the end of a crown's point, a notch in a mane): small pieces of
 * ink beside the removed line, which would read as stray dots.
 */
function removeCrumbs(
  map: InkMap,
  outline: SubjectOutline,
  near: (x: number, y: number) => boolean,
  reach: number,
  around: Box,
) {
  // The pieces of ink. Only those wholly inside `around` can lie within the grown silhouette.
  const parts = findRegions(map, { poles: false, of: 1 })
  const nearOutline = new Uint8Array(parts.count + 1)
  const outsideGrown = new Uint8Array(parts.count + 1)
  for (let part = 1; part <= parts.count; part++) {
    const within =
      parts.minX[part] >= around.x0 &&
      parts.maxX[part] < around.x1 &&
      parts.minY[part] >= around.y0 &&
      parts.maxY[part] < around.y1
    if (!within) outsideGrown[part] = 1
  }
  for (let y = around.y0; y < around.y1; y++) {
    for (let x = around.x0; x < around.x1; x++) {
      const part = parts.label[y * map.width + x]
      if (!part || outsideGrown[part]) continue
      if (outline.fromOutside(x, y) <= reach * 2) nearOutline[part] = 1
      if (!near(x, y)) outsideGrown[part] = 1
    }
  }
  const small = 25 * outline.lineWidth * outline.lineWidth
  for (let y = around.y0; y < around.y1; y++) {
    for (let x = around.x0; x < around.x1; x++) {
      const p = y * map.width + x
      const part = parts.label[p]
      if (part && nearOutline[part] && !outsideGrown[part] && parts.area[part] < small) map.ink[p] = 0
    }
  }
}

/** The dot's number in the sequence: 1, 2, 3; 2, 4, 6; 5, 10; 10, 20; or A, B, C. */
export function dotLabel(index: number, countBy: DotCountBy): string {
  return countBy === 'letters' ? String.fromCharCode(65 + index) : String((index + 1) * countBy)
}

/**
 * `count` points along the outline, evenly spaced but drawn to the sharpest turn near each (an ear's tip,
 * a crown's point), moved onto the middle of the line, and none nearer another than 3 mm.
 */
function choosePoints(
  path: { x: number; y: number }[],
  count: number,
  inset: number,
): { x: number; y: number }[] {
  const n = path.length
  const k = Math.max(4, Math.round(n / count / 6))
  const turn = (i: number) => {
    const a = path[(i - k + n) % n]
    const b = path[i]
    const c = path[(i + k) % n]
    const a1 = Math.atan2(b.y - a.y, b.x - a.x)
    const a2 = Math.atan2(c.y - b.y, c.x - b.x)
    let d = Math.abs(a2 - a1)
    if (d > Math.PI) d = 2 * Math.PI - d
    return d
  }
  const step = n / count
  const window = Math.floor(step / 3)
  const chosen: { x: number; y: number }[] = []
  for (let j = 0; j < count; j++) {
    const centre = Math.round(j * step)
    let best = centre
    let bestTurn = turn(centre) + 0.35
    for (let o = -window; o <= window; o++) {
      const i = (centre + o + n) % n
      const t = turn(i)
      if (t > bestTurn) {
        best = i
        bestTurn = t
      }
    }
    // Inward: the outline runs clockwise on screen, so the inside is to its right.
    const a = path[(best - 2 + n) % n]
    const c = path[(best + 2) % n]
    const len = Math.hypot(c.x - a.x, c.y - a.y) || 1
    const nx = -(c.y - a.y) / len
    const ny = (c.x - a.x) / len
    const p = { x: path[best].x + 0.5 + nx * inset, y: path[best].y + 0.5 + ny * inset }
    if (chosen.every((q) => Math.hypot(q.x - p.x, q.y - p.y) >= MIN_DOT_GAP)) chosen.push(p)
  }
  return chosen
}

/** Draws the dots, then each number where it touches no dot, line or other number. */
function labelDots(
  map: InkMap,
  points: { x: number; y: number }[],
  countBy: DotCountBy,
): { ok: true; dots: PlacedDot[] } | { ok: false; failedAt: number } {
  const rings: Ring[] = points.map((p) => circleRing(p.x, p.y, DOT_RADIUS, 20))
  fillRings(map, rings)
  const first = points[0]
  fillRings(map, [
    circleRing(first.x, first.y, START_RING, 40),
    reversed(circleRing(first.x, first.y, START_RING - 5, 40)),
  ])
  const sizePx = LABEL_PT * PX_PER_PT
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length
  const dots: PlacedDot[] = []
  for (let i = 0; i < points.length; i++) {
    const p = points[i]
    const label = dotLabel(i, countBy)
    const box = sheetFont('label').getPath(label, 0, 0, sizePx).getBoundingBox()
    const w = box.x2 - box.x1
    const h = box.y2 - box.y1
    const away = Math.atan2(p.y - cy, p.x - cx)
    let spot: Box | null = null
    const reach = i === 0 ? START_RING : DOT_RADIUS
    search: for (const distance of [reach + 6, reach + 16, reach + 30, reach + 48]) {
      for (const turn of [0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.2, -2.2, Math.PI]) {
        const a = away + turn
        // The box's nearest corner stays `distance` from the dot's centre.
        const bx = p.x + Math.cos(a) * (distance + w / 2) - w / 2
        const by = p.y + Math.sin(a) * (distance + h / 2) - h / 2
        const candidate = { x0: bx, y0: by, x1: bx + w, y1: by + h }
        const m = LABEL_MARGIN
        if (
          candidate.x0 - m < 0 ||
          candidate.y0 - m < 0 ||
          candidate.x1 + m > map.width ||
          candidate.y1 + m > map.height
        )
          continue
        if (!inkInBox(map, candidate.x0 - m, candidate.y0 - m, candidate.x1 + m, candidate.y1 + m)) {
          spot = candidate
          break search
        }
      }
    }
    if (!spot) return { ok: false, failedAt: i }
    fillRings(map, textRings('label', label, spot.x0 - box.x1, spot.y0 - box.y1, sizePx))
    dots.push({ label, x: p.x, y: p.y, labelBox: spot })
  }
  return { ok: true, dots }
}

function drawFoot(map: InkMap, printable: Box, countBy: DotCountBy, dots: PlacedDot[]) {
  const last = dots.at(-1)?.label
  const how =
    countBy === 'letters'
      ? `Join the dots from A to ${last}, then back to the start.`
      : countBy === 1
        ? `Join the dots from 1 to ${last}, then back to the start.`
        : `Count by ${countBy}s from ${countBy} to ${last}, then back to the start.`
  drawText(
    map,
    `Start at the ringed dot. ${how}`,
    printable.x0,
    printable.y1 - FOOT + 0.2 * 300,
    12 * PX_PER_PT,
  )
}
