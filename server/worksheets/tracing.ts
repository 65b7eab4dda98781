import type { TracingStyle } from '../../shared/contract'
import { encodePng1Bit, flattenPath, type PaperId } from '../engine'
import { boxRing, circleRing, fillRings, type Ring } from './fill-shapes'
import { bitmapOf, blankInkMap, type InkMap } from './ink-map'
import { fontHeights, sheetFont, textWidth } from './sheet-fonts'
import { type Box, drawText, drawWatermark, MM, PX_PER_PT, sheetSize } from './sheet-layout'
import { sheetPdf } from './sheet-pdf'
import { type StrokeGuide, strokeGuides } from './stroke-guides'

export type TracingInput = { text: string; style: TracingStyle; size: PaperId; watermark: boolean }

/** One set of handwriting lines: headline, dashed midline, baseline, in page pixels. */
export type GuideRow = { headline: number; midline: number; baseline: number; traced: boolean }

export type TracingSheet = {
  png: Buffer
  pdf: Buffer
  rows: GuideRow[]
  fontPx: number
  /** Every stroke's start dot, number and arrow on a single letter's copies, in page pixels. */
  starts: StrokeGuide[]
}

// The tallest letters a beginner writes: an inch from headline to baseline.
const MAX_LINE_HEIGHT = 300
const NAME_BAND = 0.55 * 300
const HEADLINE = 5
const MIDLINE = 3
const BASELINE = 6

/**
 * A handwriting sheet: the text as dotted letters on primary lines (headline, dashed midline, baseline) in
 * a teaching hand, a row to trace then a row to write, down the page. The letters' x-height sits on the
 * midline and their capitals reach the headline, whichever hand (print or pre-cursive) is chosen. A single
 * letter or digit also shows, for each stroke, where to start (a dot, numbered when there are several) and
 * which way to go (an arrow).
 */
export async function tracingSheet(input: TracingInput): Promise<TracingSheet> {
  const page = sheetSize(input.size)
  const map = blankInkMap(page.width, page.height)
  const { printable } = page
  const font = input.style === 'print' ? 'print' : 'precursive'
  const heights = fontHeights(font)
  const inset = 0.15 * 300
  const usable = printable.x1 - printable.x0 - 2 * inset
  const perEm = textWidth(font, input.text, 1)
  const fontPx = Math.min(MAX_LINE_HEIGHT / heights.cap, usable / perEm)
  const lineHeight = heights.cap * fontPx
  const below = Math.max(heights.descender * fontPx, lineHeight * 0.3)
  const pitch = lineHeight + below + 0.12 * 300

  drawText(map, 'Name:', printable.x0, printable.y0 + NAME_BAND * 0.55, 14 * PX_PER_PT)
  fillRings(map, [
    boxRing(
      printable.x0 + 0.9 * 300,
      printable.y0 + NAME_BAND * 0.55,
      printable.x0 + 4.5 * 300,
      printable.y0 + NAME_BAND * 0.55 + 4,
    ),
  ])

  const rows: GuideRow[] = []
  const starts: StrokeGuide[] = []
  const foot = printable.y1 - (input.watermark ? 0.2 * 300 : 0)
  for (let top = printable.y0 + NAME_BAND; top + lineHeight + below <= foot; top += pitch) {
    const baseline = top + lineHeight
    rows.push({
      headline: top,
      midline: baseline - heights.x * fontPx,
      baseline,
      traced: rows.length % 2 === 0,
    })
  }
  // The sheet ends on a row to write.
  if (rows.length % 2) rows.pop()
  for (const row of rows) {
    drawGuides(map, row, printable)
    if (row.traced) drawDottedText(map, font, input.text, printable.x0 + inset, row, fontPx, usable, starts)
  }
  if (input.watermark) drawWatermark(map, printable)
  const png = await encodePng1Bit(bitmapOf(map))
  const pdf = await sheetPdf([{ png, swatches: [] }], page, `Tracing: ${input.text}`)
  return { png, pdf, rows, fontPx, starts }
}

function drawGuides(map: InkMap, row: GuideRow, printable: Box) {
  const rings: Ring[] = [
    boxRing(printable.x0, row.headline - HEADLINE / 2, printable.x1, row.headline + HEADLINE / 2),
    boxRing(printable.x0, row.baseline - BASELINE / 2, printable.x1, row.baseline + BASELINE / 2),
  ]
  const dash = 8 * MM
  for (let x = printable.x0; x < printable.x1; x += dash * 1.6)
    rings.push(
      boxRing(x, row.midline - MIDLINE / 2, Math.min(printable.x1, x + dash), row.midline + MIDLINE / 2),
    )
  fillRings(map, rings)
}

/**
 * The text's outlines as dots (as many copies as fit the row, for a single letter or a short word), so a
 * child goes over them with a pencil.
 */
function drawDottedText(
  map: InkMap,
  font: 'print' | 'precursive',
  text: string,
  x0: number,
  row: GuideRow,
  fontPx: number,
  usable: number,
  starts: StrokeGuide[],
) {
  const { baseline } = row
  const lines = [row.headline, row.midline, row.baseline]
  const width = textWidth(font, text, fontPx)
  const gap = fontPx * 0.6
  const copies = Math.max(1, Math.floor((usable + gap) / (width + gap)))
  const radius = Math.max(2.5, fontPx / 90)
  const spacing = radius * 4.2
  const dots: Ring[] = []
  // A single letter or digit (or a pair such as "Aa") gets a start dot, number and arrow for every stroke.
  const guided = [...text.replace(/\s/g, '')].length <= 2
  for (let c = 0; c < copies; c++) {
    if (guided)
      dots.push(...strokeGuides(font, text, x0 + c * (width + gap), baseline, fontPx, radius, lines, starts))
    const d = sheetFont(font)
      .getPath(text, x0 + c * (width + gap), baseline, fontPx)
      .toPathData(2)
    for (const ring of d ? flattenPath(d, 1.5) : []) {
      let carry = 0
      const n = ring.length / 2
      for (let i = 0; i < n; i++) {
        const ax = ring[2 * i]
        const ay = ring[2 * i + 1]
        const bx = ring[(2 * (i + 1)) % ring.length]
        const by = ring[(2 * (i + 1) + 1) % ring.length]
        const len = Math.hypot(bx - ax, by - ay)
        let t = carry
        while (t < len) {
          dots.push(circleRing(ax + ((bx - ax) * t) / len, ay + ((by - ay) * t) / len, radius, 10))
          t += spacing
        }
        carry = t - len
      }
    }
  }
  fillRings(map, dots)
}
