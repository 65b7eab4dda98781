import { placeDrawing } from '../art'
import type { Box } from '../common'
import { bubbleLettering } from '../lettering'
import { MAX_COUNT, MAX_RANGE, NUMBER_WORDS } from '../plan'
import { circle, star } from '../scenery'
import { conceptById, type SettingId } from '../vocabulary'
import { drawLetterGrid } from './alphabet'
import { type FigureContext, outlined } from './figure-kit'
import { spottedLadybird } from './ladybird'
import { drawHeldThings, type Holder } from './number-holder'
import { numberPagePlace } from './number-place'

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

// The double line only on the large digits: inside smaller letters it would close their counters up, and so
// would a full swell (the eyes of "eleven" and "twelve" were slivers).
function letters(ctx: FigureContext, text: string, box: Box, double = true) {
  const { lines, easy } = ctx
  return bubbleLettering([text], box, {
    outline: lines.subjectLine,
    swell: !double ? 0.015 : easy ? 0.035 : 0.03,
    innerLine: easy || !double ? 0 : lines.propLine * 0.8,
  })
}

/** One drawing to count, `size` across, centred on (cx, cy). */
function countedDrawing(ctx: FigureContext, motif: string, cx: number, cy: number, size: number): string {
  const lines = {
    line: ctx.lines.propLine,
    minDetail: ctx.lines.minDetail * 1.2,
    hatchSpacing: ctx.lines.hatchSpacing,
    hatchLine: ctx.lines.hatchLine,
  }
  const cell = { minX: cx - size / 2, minY: cy - size / 2, maxX: cx + size / 2, maxY: cy + size / 2 }
  return ctx.placed(placeDrawing(conceptById(motif), ctx.lines.artSet, cell, lines, ctx.nextId(), 'center'))
}

/**
 * How `count` things sit in a w by h box: one row up to three, two rows up to ten; more in the rows that
 * leave each drawing largest (twenty: four rows of five).
 */
function grid(count: number, w: number, h: number): { perRow: number; rows: number } {
  if (count <= 10) {
    const perRow = count <= 3 ? count : Math.ceil(count / 2)
    return { perRow, rows: Math.ceil(count / perRow) }
  }
  let best = { perRow: count, rows: 1, size: 0 }
  for (let rows = 2; rows <= 5; rows++) {
    const perRow = Math.ceil(count / rows)
    const size = Math.min(w / perRow, h / rows)
    if (size > best.size) best = { perRow, rows: Math.ceil(count / perRow), size }
  }
  return best
}

/** The centres of `count` cells in rows of up to five, centred in `box`, and the cell's width and height. */
function cells(count: number, box: Box): { centres: { x: number; y: number }[]; w: number; h: number } {
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const { perRow, rows } = grid(count, w, h)
  const centres = Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / perRow)
    const inRow = Math.min(perRow, count - row * perRow)
    return {
      x: box.minX + w / 2 + (i - row * perRow - (inRow - 1) / 2) * (w / perRow),
      y: box.minY + h / 2 + (row - (rows - 1) / 2) * (h / rows),
    }
  })
  return { centres, w: w / perRow, h: h / rows }
}

/** `count` drawings of one concept (the one named, else a simple one) in rows of up to five, centred in `box`. */
function countingRows(ctx: FigureContext, count: number, box: Box, motif?: string): string {
  const concept = conceptById(motif ?? COUNTABLE[Math.floor(ctx.random() * COUNTABLE.length)])
  const cell = cells(count, box)
  const size = Math.min(cell.w, cell.h) * 0.84
  return cell.centres.map((c) => countedDrawing(ctx, concept.id, c.x, c.y, size)).join('')
}

/** `count` round dots to count ("the number 6 with six spots"), in the rows the drawings would take. */
function dotRows(ctx: FigureContext, count: number, box: Box): string {
  const cell = cells(count, box)
  const r = Math.min(cell.w, cell.h) * 0.3
  const d = cell.centres.map((c) => circle(c.x, c.y, r)).join('')
  ctx.boxes.push(box)
  return outlined(d, ctx.lines.propLine * 1.2)
}

/**
 * A number page: the number in bubble digits, its name, and that many things to count (up to MAX_COUNT);
 * `uncounted`, the numeral and its name alone (what it was to count has no drawing, and is said).
 */
export function drawNumberPage(
  ctx: FigureContext,
  digits: string,
  motif?: string,
  uncounted = false,
  spots = false,
  setting?: SettingId,
  holder?: Holder,
): string {
  const { area } = ctx
  if (digits.includes('-')) return countingChart(ctx, digits, motif)
  const value = Number(digits)
  const h = area.maxY - area.minY
  const at = (from: number, to: number): Box => ({
    ...area,
    minY: area.minY + h * from,
    maxY: area.minY + h * to,
  })
  const counts = !uncounted && value >= 1 && value <= MAX_COUNT
  // Up to ten things take the lower two fifths; more take half the page under a smaller numeral; things with
  // the one thing that holds or leads them take the lower half.
  const bands: { number: Box; word: Box; things?: Box } = !counts
    ? { number: at(0.04, 0.62), word: at(0.66, 0.84) }
    : holder && value <= 10
      ? { number: at(0, 0.38), word: at(0.39, 0.5), things: at(0.53, 1) }
      : value <= 10
        ? { number: at(0, 0.46), word: at(0.47, 0.6), things: at(0.62, 1) }
        : { number: at(0, 0.34), word: at(0.35, 0.45), things: at(0.47, 1) }
  const word = NUMBER_WORDS[value]
  let svg = ''
  const number = letters(ctx, digits, bands.number)
  svg += number.svg
  ctx.boxes.push(number.box)
  if (word) {
    const named = letters(ctx, word, bands.word, false)
    svg += named.svg
    ctx.boxes.push(named.box)
  }
  const things = bands.things && { ...bands.things, minX: area.minX + 10, maxX: area.maxX - 10 }
  // Where the things are ("on a pond", "in the night sky"): its ground or sky under them, drawn first.
  if (setting) svg = numberPagePlace(ctx, setting, things ?? at(0.84, 1), bands.word) + svg
  if (things && spots && motif) {
    const ladybird = spottedLadybird(things, value, {
      line: ctx.lines.subjectLine,
      detail: ctx.lines.propLine,
    })
    ctx.boxes.push(ladybird.box)
    svg += ladybird.svg
  } else if (things && spots) svg += dotRows(ctx, value, things)
  else if (things && holder && motif) svg += drawHeldThings(ctx, holder, motif, value, things)
  else if (things) svg += countingRows(ctx, value, things, motif)
  return svg
}

/** "Numbers 1 to 10": one number a row in bubble digits, followed by as many stars (or the drawing named). */
function countingChart(ctx: FigureContext, digits: string, motif?: string): string {
  const [from, to] = digits.split('-').map(Number)
  const { area, lines } = ctx
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  // More than ten rows of stars would be too small to count: the numerals alone, in a grid.
  if (numbers.length > MAX_RANGE) return drawLetterGrid(ctx, numbers.map(String))
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
    for (let k = 0; k < n; k++) {
      const cx = area.minX + w * 0.27 + starCell * (k + 0.5)
      if (motif) svg += countedDrawing(ctx, motif, cx, y + h / 2, starCell * 0.92)
      else d += star(cx, y + h / 2, starCell * 0.46, 5, 0.5)
    }
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
