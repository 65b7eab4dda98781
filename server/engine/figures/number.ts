import { placeDrawing } from '../art'
import type { Box } from '../common'
import { bubbleLettering } from '../lettering'
import { NUMBER_WORDS } from '../plan'
import { star } from '../scenery'
import { conceptById } from '../vocabulary'
import { type FigureContext, outlined } from './figure-kit'

// Simple drawings a child counts: one of these, as many times as the number says.
const COUNTABLE = [
  'apple',
  'star',
  'heart',
  'balloon',
  'fish',
  'flower',
  'strawberry',
  'cupcake',
  'ladybug',
  'butterfly',
]

// The double line only on the large digits: inside smaller letters it would close their counters up.
function letters(ctx: FigureContext, text: string, box: Box, double = true) {
  const { lines, easy } = ctx
  return bubbleLettering([text], box, {
    outline: lines.subjectLine,
    swell: easy ? 0.035 : 0.03,
    innerLine: easy || !double ? 0 : lines.propLine * 0.8,
  })
}

/** `count` drawings of one concept in rows of up to five, centred in `box`. */
function countingRows(ctx: FigureContext, count: number, box: Box): string {
  const concept = conceptById(COUNTABLE[Math.floor(ctx.random() * COUNTABLE.length)])
  // One row up to three, then two rows: as large as the box allows.
  const perRow = count <= 3 ? count : Math.ceil(count / 2)
  const rows = Math.ceil(count / perRow)
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const size = Math.min(w / perRow, h / rows) * 0.84
  const lines = {
    line: ctx.lines.propLine,
    minDetail: ctx.lines.minDetail * 1.2,
    hatchSpacing: ctx.lines.hatchSpacing,
    hatchLine: ctx.lines.hatchLine,
  }
  let svg = ''
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow)
    const inRow = Math.min(perRow, count - row * perRow)
    const cx = box.minX + w / 2 + (i - row * perRow - (inRow - 1) / 2) * (w / perRow)
    const cy = box.minY + h / 2 + (row - (rows - 1) / 2) * (h / rows)
    const cell = { minX: cx - size / 2, minY: cy - size / 2, maxX: cx + size / 2, maxY: cy + size / 2 }
    svg += ctx.placed(placeDrawing(concept, ctx.lines.artSet, cell, lines, ctx.nextId(), 'center'))
  }
  return svg
}

/** A number page: the number in bubble digits, its name, and that many things to count (up to ten). */
export function drawNumberPage(ctx: FigureContext, digits: string): string {
  const { area } = ctx
  if (digits.includes('-')) return countingChart(ctx, digits)
  const value = Number(digits)
  const h = area.maxY - area.minY
  const at = (from: number, to: number): Box => ({
    ...area,
    minY: area.minY + h * from,
    maxY: area.minY + h * to,
  })
  const counts = value >= 1 && value <= 10
  const word = NUMBER_WORDS[value]
  let svg = ''
  const number = letters(ctx, digits, counts ? at(0, 0.46) : at(0.04, 0.62))
  svg += number.svg
  ctx.boxes.push(number.box)
  if (word) {
    const named = letters(ctx, word, counts ? at(0.47, 0.6) : at(0.66, 0.84), false)
    svg += named.svg
    ctx.boxes.push(named.box)
  }
  if (counts) svg += countingRows(ctx, value, { ...at(0.62, 1), minX: area.minX + 10, maxX: area.maxX - 10 })
  return svg
}

/** "Numbers 1 to 10": one number a row in bubble digits, followed by as many stars. */
function countingChart(ctx: FigureContext, digits: string): string {
  const [from, to] = digits.split('-').map(Number)
  const { area, lines } = ctx
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const w = area.maxX - area.minX
  const h = (area.maxY - area.minY) / numbers.length
  const starCell = Math.min(h * 0.9, (w * 0.72) / Math.max(...numbers, 1))
  let svg = ''
  numbers.forEach((n, row) => {
    const y = area.minY + row * h
    const label = letters(ctx, String(n), {
      minX: area.minX,
      minY: y + 2,
      maxX: area.minX + w * 0.24,
      maxY: y + h - 2,
    })
    svg += label.svg
    ctx.boxes.push(label.box)
    let d = ''
    for (let k = 0; k < n; k++)
      d += star(area.minX + w * 0.27 + starCell * (k + 0.5), y + h / 2, starCell * 0.46, 5, 0.5)
    if (d) svg += outlined(d, lines.propLine)
    ctx.boxes.push({
      minX: area.minX + w * 0.27,
      minY: y,
      maxX: area.minX + w * 0.27 + starCell * n,
      maxY: y + h,
    })
  })
  return svg
}
