import { drawingShape, placeDrawing } from '../art'
import type { Box } from '../common'
import type { Plan } from '../plan'
import { conceptById } from '../vocabulary'
import { type FigureContext, f, lined, outlined } from './figure-kit'

// The one thing a number page's things are with (plan/number-holder.ts reads it): drawn once in the things'
// band, large, and the things drawn over it, so each is whole and every region stays closed. In a jar or a
// basket they fill its middle; on a cake, a wall or a blanket they stand along its top; following their mother
// she walks first, larger, and they come after her in a line.

type NumberFigure = Extract<NonNullable<Plan['figure']>, { kind: 'number' }>
export type Holder = NonNullable<NumberFigure['holder']>

const drawingLines = (ctx: FigureContext) => ({
  line: ctx.lines.propLine,
  minDetail: ctx.lines.minDetail * 1.2,
  hatchSpacing: ctx.lines.hatchSpacing,
  hatchLine: ctx.lines.hatchLine,
})

function place(ctx: FigureContext, id: string, cell: Box, align: 'bottom' | 'center', mirror = false) {
  const drawn = placeDrawing(
    conceptById(id),
    ctx.lines.artSet,
    cell,
    drawingLines(ctx),
    ctx.nextId(),
    align,
    mirror,
  )
  return { svg: ctx.placed(drawn), box: drawn.box }
}

/** `count` drawings of `motif` in rows across `box`, each standing on its cell's bottom (or centred). */
function rows(
  ctx: FigureContext,
  motif: string,
  count: number,
  box: Box,
  perRow: number,
  align: 'bottom' | 'center',
) {
  const nRows = Math.ceil(count / perRow)
  const w = (box.maxX - box.minX) / perRow
  const h = (box.maxY - box.minY) / nRows
  // Square cells, or taller ones for a single row of narrow things (candles) that stand on something.
  const cellW = w * 0.88
  const cellH = align === 'bottom' ? Math.min(h * 0.95, cellW * 2.6) : Math.min(w, h) * 0.92
  const size = Math.min(w, h) * 0.92
  let svg = ''
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow)
    const inRow = Math.min(perRow, count - row * perRow)
    const cx = (box.minX + box.maxX) / 2 + (i - row * perRow - (inRow - 1) / 2) * w
    const bottom = box.minY + (row + 1) * h
    const cell =
      align === 'bottom'
        ? { minX: cx - cellW / 2, maxX: cx + cellW / 2, minY: bottom - cellH, maxY: bottom }
        : { minX: cx - size / 2, maxX: cx + size / 2, minY: bottom - h, maxY: bottom }
    svg += place(ctx, motif, cell, align).svg
  }
  return svg
}

/** The row of things a line of `count` leaves largest in a w by h box: one row, or two when that is larger. */
function perRowFor(count: number, w: number, h: number): number {
  const one = Math.min(w / count, h)
  const two = Math.min(w / Math.ceil(count / 2), h / 2)
  return count > 3 && two > one ? Math.ceil(count / 2) : count
}

/** A garden wall drawn by geometry: a long rectangle of bricks in staggered courses, every joint closed. */
function brickWall(ctx: FigureContext, box: Box): string {
  const courses = 3
  const h = (box.maxY - box.minY) / courses
  const brick = h * 2.4
  let joints = ''
  for (let c = 1; c < courses; c++) joints += `M${f(box.minX)} ${f(box.minY + c * h)}H${f(box.maxX)}`
  for (let c = 0; c < courses; c++) {
    const y0 = box.minY + c * h
    for (let x = box.minX + (c % 2 ? brick / 2 : brick); x < box.maxX - brick * 0.3; x += brick)
      joints += `M${f(x)} ${f(y0)}V${f(y0 + h)}`
  }
  const outline = `M${f(box.minX)} ${f(box.minY)}H${f(box.maxX)}V${f(box.maxY)}H${f(box.minX)}Z`
  ctx.boxes.push(box)
  return outlined(outline, ctx.lines.subjectLine) + lined(joints, ctx.lines.propLine)
}

/**
 * A cake drawn by geometry: the birthday cake's drawing carries candles of its own, which a child would count
 * with the page's. A plate, a body in two layers, icing in scallops along its top.
 */
function plainCake(ctx: FigureContext, box: Box): { svg: string; box: Box } {
  const bw = box.maxX - box.minX
  const bh = box.maxY - box.minY
  const h = Math.min(bh, bw * 0.62)
  const w = h / 0.62
  const x0 = (box.minX + box.maxX) / 2 - w / 2
  const y0 = box.maxY - h
  const plateH = h * 0.08
  const plate = `M${f(x0 - w * 0.06)} ${f(box.maxY - plateH)}H${f(x0 + w * 1.06)}V${f(box.maxY)}H${f(x0 - w * 0.06)}Z`
  const r = w * 0.04
  const bottom = box.maxY - plateH
  const body = `M${f(x0)} ${f(y0 + r)}Q${f(x0)} ${f(y0)} ${f(x0 + r)} ${f(y0)}H${f(x0 + w - r)}Q${f(x0 + w)} ${f(y0)} ${f(x0 + w)} ${f(y0 + r)}V${f(bottom)}H${f(x0)}Z`
  const scallops = 6
  const sw = w / scallops
  const icingY = y0 + h * 0.3
  let icing = `M${f(x0)} ${f(icingY)}`
  for (let i = 0; i < scallops; i++)
    icing += `Q${f(x0 + (i + 0.5) * sw)} ${f(icingY + sw * 0.7)} ${f(x0 + (i + 1) * sw)} ${f(icingY)}`
  const layer = `M${f(x0)} ${f(y0 + (bottom - y0) * 0.68)}H${f(x0 + w)}`
  const cake = { minX: x0 - w * 0.06, minY: y0, maxX: x0 + w * 1.06, maxY: box.maxY }
  ctx.boxes.push(cake)
  return {
    svg:
      outlined(plate, ctx.lines.subjectLine) +
      outlined(body, ctx.lines.subjectLine) +
      lined(icing + layer, ctx.lines.propLine),
    box: { minX: x0, minY: y0, maxX: x0 + w, maxY: box.maxY },
  }
}

/**
 * A picnic blanket spread on the ground by geometry (the blanket drawing is a folded stack): a trapezoid seen
 * from the front, checked by lines from edge to edge. Things sit on it, their bottoms on its middle.
 */
function spreadBlanket(ctx: FigureContext, box: Box): { svg: string; box: Box; stand: number } {
  const w = box.maxX - box.minX
  const y0 = box.minY + (box.maxY - box.minY) * 0.25
  const y1 = box.maxY
  const inset = w * 0.1
  const at = (u: number, v: number): [number, number] => {
    const left = box.minX + inset * (1 - v)
    const right = box.maxX - inset * (1 - v)
    return [left + (right - left) * u, y0 + (y1 - y0) * v]
  }
  const p = (q: [number, number]) => `${f(q[0])} ${f(q[1])}`
  const outline = `M${p(at(0, 0))}L${p(at(1, 0))}L${p(at(1, 1))}L${p(at(0, 1))}Z`
  let checks = ''
  for (let i = 1; i < 6; i++) checks += `M${p(at(i / 6, 0))}L${p(at(i / 6, 1))}`
  for (let j = 1; j < 3; j++) checks += `M${p(at(0, j / 3))}L${p(at(1, j / 3))}`
  const spread = { minX: box.minX, minY: y0, maxX: box.maxX, maxY: y1 }
  ctx.boxes.push(spread)
  return {
    svg: outlined(outline, ctx.lines.subjectLine) + lined(checks, ctx.lines.propLine),
    box: spread,
    stand: y0 + (y1 - y0) * 0.62,
  }
}

// Holders whose drawing would miscount the page (a birthday cake with candles of its own) or shows one piece
// of them (the brick for a wall): drawn by geometry.
const GEOMETRY: Record<string, (ctx: FigureContext, box: Box) => { svg: string; box: Box; stand?: number }> =
  {
    wall: (ctx, box) => {
      const wall = { ...box, minY: box.minY + (box.maxY - box.minY) * 0.3 }
      return { svg: brickWall(ctx, wall), box: wall }
    },
    'birthday-cake': plainCake,
    blanket: spreadBlanket,
  }

/** The holder and the `count` things of `motif` with it, in the `things` band. */
export function drawHeldThings(
  ctx: FigureContext,
  holder: Holder,
  motif: string,
  count: number,
  things: Box,
): string {
  const w = things.maxX - things.minX
  const h = things.maxY - things.minY
  if (holder.how === 'lead') return mumLeading(ctx, holder.concept, motif, count, things)
  if (holder.how === 'in') {
    // The holder fills the band; the things fill its middle, clear of its rim and its sides.
    const held = place(ctx, holder.concept, things, 'center')
    const b = held.box
    const bw = b.maxX - b.minX
    const bh = b.maxY - b.minY
    const inner = {
      minX: b.minX + bw * 0.2,
      maxX: b.maxX - bw * 0.2,
      minY: b.minY + bh * 0.3,
      maxY: b.maxY - bh * 0.1,
    }
    // The rows (one to four) that leave each thing largest in its middle: a wide bowl in one or two rows.
    let perRow = count
    let best = 0
    for (let r = 1; r <= 4; r++) {
      const n = Math.ceil(count / r)
      const size = Math.min((inner.maxX - inner.minX) / n, (inner.maxY - inner.minY) / Math.ceil(count / n))
      if (size > best) [perRow, best] = [n, size]
    }
    return held.svg + rows(ctx, motif, count, inner, perRow, 'center')
  }
  // On it: the holder across the lower part of the band, the things standing along its top.
  const low = { ...things, minY: things.minY + h * 0.42 }
  const geometry = Object.hasOwn(GEOMETRY, holder.concept) ? GEOMETRY[holder.concept] : null
  const held: { svg: string; box: Box; stand?: number } = geometry
    ? geometry(ctx, low)
    : place(ctx, holder.concept, low, 'bottom')
  // Drawn things stand a little into the holder's top (a blanket's near edge); geometry's top is its edge.
  const top: number = held.stand ?? held.box.minY + (held.box.maxY - held.box.minY) * (geometry ? 0 : 0.12)
  const span = Math.max(held.box.maxX - held.box.minX, w * 0.7)
  const cx = (held.box.minX + held.box.maxX) / 2
  const above = { minX: cx - span / 2, maxX: cx + span / 2, minY: things.minY, maxY: top }
  // One row along its top, so every one stands on it; more than ten in the rows that leave each largest.
  const perRow = count <= 10 ? count : perRowFor(count, span, top - things.minY)
  return held.svg + rows(ctx, motif, count, above, perRow, 'bottom')
}

/** Their mother first, half as large again, facing the way they walk; the young in a line behind her. */
function mumLeading(ctx: FigureContext, mum: string, motif: string, count: number, things: Box): string {
  const facing = drawingShape(conceptById(mum), ctx.lines.artSet).mouth?.facing ?? 'left'
  const w = things.maxX - things.minX
  const h = things.maxY - things.minY
  // The young in the rows (one to three) that leave each largest beside a mother 1.8 of them across.
  let perRow = count
  let young = 0
  for (let r = 1; r <= 3; r++) {
    const n = Math.ceil(count / r)
    const size = Math.min(w / (n + 1.8), (h * 0.95) / r, (h * 0.95) / 1.8) * 0.95
    if (size > young) [perRow, young] = [n, size]
  }
  const nRows = Math.ceil(count / perRow)
  const mumSize = Math.min(young * 1.8, h * 0.95)
  const mumBox =
    facing === 'left'
      ? { minX: things.minX, maxX: things.minX + mumSize, minY: things.maxY - mumSize, maxY: things.maxY }
      : { minX: things.maxX - mumSize, maxX: things.maxX, minY: things.maxY - mumSize, maxY: things.maxY }
  const mother = place(ctx, mum, mumBox, 'bottom')
  const rest =
    facing === 'left'
      ? { ...things, minX: mother.box.maxX + young * 0.1, maxY: things.maxY }
      : { ...things, maxX: mother.box.minX - young * 0.1, maxY: things.maxY }
  const lineBox = { ...rest, minY: rest.maxY - young * nRows }
  return mother.svg + rows(ctx, motif, count, lineBox, perRow, 'bottom')
}
