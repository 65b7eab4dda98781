import type { WorksheetFields } from '../../shared/contract'
import { decodePng1Bit, encodePng1Bit, type PageSizeId, seededRandom } from '../engine'
import { chooseColors } from './crayon-colors'
import { fillRings, frameRings } from './fill-shapes'
import { bitmapOf, type InkMap, inkMapOf } from './ink-map'
import { keyNumbers, type LabelMode, labelFor } from './math-labels'
import { findRegions, neighbourPairs, type PageRegions } from './page-regions'
import { encodePalettePng } from './palette-png'
import { fitArt } from './place-art'
import { sheetFont, textRings } from './sheet-fonts'
import { type Box, drawText, drawWatermark, MM, PX_PER_PT, removeWatermark, sheetSize } from './sheet-layout'
import { type Swatch, sheetPdf } from './sheet-pdf'

export type ColorByNumberInput = {
  /** The page's stored 1-bit PNG. */
  png: Buffer
  size: PageSizeId
  /** What the page depicts ("lion", "crown"): the main subject's body gets its expected colour. */
  subjects: string[]
  /** The engine's setting for the page's prompt ("sea", "meadow"), when known: it says where water is. */
  setting?: string | null
  colors: number
  labels: LabelMode
  seed: number
  /** Whether the page's PNG carries the watermark, and whether the sheet must. */
  pageHasWatermark: boolean
  watermark: boolean
  title: string
}

/** A label as drawn: the region it names and the box its ink covers, for the checks. */
export type PlacedLabel = { text: string; answer: number; region: number; box: Box; sizePt: number }

export type ColorByNumberSheet = {
  png: Buffer
  pdf: Buffer
  sheet: Required<Pick<WorksheetFields, 'key' | 'labels'>>
  placed: PlacedLabel[]
  /** The page's regions before labels were drawn, and which face each other, as the checks read them. */
  regions: PageRegions
  neighbours: Set<number>[]
}

// Largest first; 9 pt is the smallest a child reads on paper.
const LABEL_SIZES_PT = [14, 12, 10.5, 9]
// Paper kept between a label's ink and the nearest line.
const CLEARANCE = 0.7 * MM
const KEY_PER_ROW = 5
const KEY_ROW = 0.42 * 300
const KEY_TITLE = 0.3 * 300
const SWATCH = 0.3 * 300
const KEY_TEXT_PT = 12
// Room under the key for the watermark line.
const FOOT = 0.2 * 300

/** Where the label's ink lies when its text is centred on (0, 0) at `sizePx`. */
function labelExtent(text: string, sizePx: number) {
  const box = sheetFont('label').getPath(text, 0, 0, sizePx).getBoundingBox()
  return { x1: box.x1, y1: box.y1, width: box.x2 - box.x1, height: box.y2 - box.y1 }
}

/**
 * A page of the user's library made a color-by-number sheet: every closed region big enough for a legible
 * label gets a number (or a sum whose answer is the number) at its pole of inaccessibility, the key at the
 * foot names each number's crayon, and the PDF's second page is the answer key, the page filled in.
 */
export async function colorByNumber(input: ColorByNumberInput): Promise<ColorByNumberSheet> {
  const page = sheetSize(input.size)
  const source = inkMapOf(decodePng1Bit(input.png))
  if (source.width !== page.width || source.height !== page.height)
    throw new Error(`page is ${source.width}x${source.height}, not ${page.width}x${page.height}`)
  if (input.pageHasWatermark) removeWatermark(source, page.printable)
  const { printable } = page
  const keyRows = Math.ceil(input.colors / KEY_PER_ROW)
  const band: Box = {
    x0: printable.x0,
    y0: printable.y1 - FOOT - KEY_TITLE - keyRows * KEY_ROW,
    x1: printable.x1,
    y1: printable.y1 - FOOT,
  }
  const { map, art } = fitArt(source, { ...printable, y1: band.y0 - 0.1 * 300 })

  const regions = findRegions(map)
  const numbers = keyNumbers(input.labels, input.colors)
  const random = seededRandom(input.seed)
  // A region may be labelled when a one-digit label fits at its pole at the smallest size; whether its own
  // label fits is settled once its colour, and so its text, is known.
  const smallest = labelExtent('8', (LABEL_SIZES_PT.at(-1) as number) * PX_PER_PT)
  const needed = smallest.height / 2 + CLEARANCE + 1
  const labelled: number[] = []
  for (let r = 1; r <= regions.count; r++) {
    if (!regions.touchesEdge[r] && regions.poleDistance[r] >= needed) labelled.push(r)
  }
  const neighbours = neighbourPairs(regions, Math.round(2 * MM))
  const plan = chooseColors({
    regions,
    labelled,
    neighbours,
    count: input.colors,
    subjects: input.subjects,
    setting: input.setting,
    art,
  })
  const placed: PlacedLabel[] = []
  for (const r of labelled) {
    const answer = numbers[plan.colorOf[r]]
    const label = placeLabel(map, regions.label, r, regions.poleX[r] + 0.5, regions.poleY[r] + 0.5, () =>
      labelFor(input.labels, answer, random),
    )
    if (!label) {
      plan.colorOf[r] = -1
      continue
    }
    fillRings(map, textRings('label', label.text, label.originX, label.originY, label.sizePt * PX_PER_PT))
    placed.push({ text: label.text, answer, region: r, box: label.box, sizePt: label.sizePt })
  }

  const key = numbers.map((number, i) => ({
    number,
    color_name: plan.crayons[i].name,
    hex: plan.crayons[i].hex,
  }))
  const swatches = drawKey(map, band, key, 'Color by number')
  if (input.watermark) drawWatermark(map, printable)
  const png = await encodePng1Bit(bitmapOf(map))

  const answerKey = answerKeyPicture(map, regions.label, plan.colorOf, swatches, key, band)
  const pdf = await sheetPdf(
    [
      { png, swatches },
      { png: answerKey, swatches },
    ],
    page,
    `Color by number: ${input.title}`,
  )
  return {
    png,
    pdf,
    sheet: {
      key,
      labels: placed.map((p) => ({
        text: p.text,
        answer: p.answer,
        x: Math.round((p.box.x0 + p.box.x1) / 2),
        y: Math.round((p.box.y0 + p.box.y1) / 2),
        // Inside the paper kept clear above the label, so in its region whatever a digit encloses.
        fill_x: Math.round((p.box.x0 + p.box.x1) / 2),
        fill_y: Math.round(p.box.y0 - CLEARANCE / 2),
      })),
    },
    placed,
    regions,
    neighbours,
  }
}

/**
 * The largest label that fits centred at (cx, cy) with paper all round it: every pixel of its box, grown
 * by the clearance, is paper of region `r` (checked pixel by pixel, so a label never touches a line).
 * A sum too wide is drawn again (another sum with the same answer) before the size goes down.
 */
function placeLabel(map: InkMap, label: Int32Array, r: number, cx: number, cy: number, draw: () => string) {
  const texts = [...new Set(Array.from({ length: 6 }, draw))].sort((a, b) => a.length - b.length)
  for (const pt of LABEL_SIZES_PT) {
    for (const text of texts) {
      const ext = labelExtent(text, pt * PX_PER_PT)
      const box = {
        x0: cx - ext.width / 2,
        y0: cy - ext.height / 2,
        x1: cx + ext.width / 2,
        y1: cy + ext.height / 2,
      }
      if (!allPaperOf(map, label, r, box, CLEARANCE)) continue
      return { text, sizePt: pt, box, originX: box.x0 - ext.x1, originY: box.y1 - (ext.y1 + ext.height) }
    }
  }
  return null
}

function allPaperOf(map: InkMap, label: Int32Array, r: number, box: Box, margin: number): boolean {
  const x0 = Math.floor(box.x0 - margin)
  const x1 = Math.ceil(box.x1 + margin)
  const y0 = Math.floor(box.y0 - margin)
  const y1 = Math.ceil(box.y1 + margin)
  if (x0 < 0 || y0 < 0 || x1 > map.width || y1 > map.height) return false
  for (let y = y0; y < y1; y++) {
    const row = y * map.width
    for (let x = x0; x < x1; x++) if (label[row + x] !== r || map.ink[row + x]) return false
  }
  return true
}

/** The key in the band: a title, then per number an outlined swatch and "n  crayon". */
function drawKey(
  map: InkMap,
  band: Box,
  key: { number: number; color_name: string; hex: string }[],
  title: string,
): Swatch[] {
  const textPx = KEY_TEXT_PT * PX_PER_PT
  drawText(map, title, band.x0, band.y0 + KEY_TITLE * 0.7, 13 * PX_PER_PT)
  const column = (band.x1 - band.x0) / KEY_PER_ROW
  const swatches: Swatch[] = []
  key.forEach((entry, i) => {
    const x = band.x0 + (i % KEY_PER_ROW) * column
    const y = band.y0 + KEY_TITLE + Math.floor(i / KEY_PER_ROW) * KEY_ROW
    const border = 5
    fillRings(map, frameRings(x, y, x + SWATCH, y + SWATCH, border))
    drawText(
      map,
      `${entry.number}  ${entry.color_name}`,
      x + SWATCH + 0.08 * 300,
      y + SWATCH / 2 + textPx * 0.35,
      textPx,
    )
    swatches.push({
      x0: x + border,
      y0: y + border,
      x1: x + SWATCH - border,
      y1: y + SWATCH - border,
      hex: entry.hex,
    })
  })
  return swatches
}

/** The page filled in: every labelled region in its crayon, lines and labels on top, "Answer key" as title. */
function answerKeyPicture(
  map: InkMap,
  regionLabel: Int32Array,
  colorOf: Int32Array,
  swatches: Swatch[],
  key: { hex: string }[],
  band: Box,
): Buffer {
  const { width, height } = map
  const titled: InkMap = { width, height, ink: map.ink.slice() }
  // The sheet's title swapped for the answer key's.
  for (let y = Math.floor(band.y0); y < Math.ceil(band.y0 + KEY_TITLE); y++)
    titled.ink.fill(0, y * width + Math.floor(band.x0), y * width + Math.ceil(band.x1))
  drawText(titled, 'Answer key', band.x0, band.y0 + KEY_TITLE * 0.7, 13 * PX_PER_PT)
  const indices = new Uint8Array(width * height)
  for (let p = 0; p < indices.length; p++) {
    if (titled.ink[p]) indices[p] = 1
    else {
      const c = colorOf[regionLabel[p]]
      if (c >= 0 && regionLabel[p]) indices[p] = 2 + c
    }
  }
  for (const s of swatches) {
    const c = 2 + key.findIndex((k) => k.hex === s.hex)
    for (let y = Math.ceil(s.y0); y < s.y1; y++)
      indices.fill(c, y * width + Math.ceil(s.x0), y * width + Math.floor(s.x1))
  }
  return encodePalettePng(indices, width, height, ['#ffffff', '#000000', ...key.map((k) => k.hex)])
}
