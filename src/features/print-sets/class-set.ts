import type { Box } from './pdf-document'
import { PageCanvas, type PdfDocument } from './pdf-document'
import { inset, PAPER_SIZES, type Paper, type Picture, placePicture } from './sheet-layout'

// A class set: every child gets their own copy of each picked page with their name on it, printed 1,
// 2 or 4 to a sheet with dashed cut lines. Made on the device only: the names never leave it.

export type PerSheet = 1 | 2 | 4
export type GroupBy = 'child' | 'page'

export type ClassSetOptions = {
  /** One child a line; none prints copies with a blank name line. */
  names: string[]
  copies: number
  perSheet: PerSheet
  groupBy: GroupBy
  paper: Paper
}

export const MAX_NAMES = 200
export const MAX_COPIES = 10
/** At most this many pages in one PDF, so a mistyped copy count cannot exhaust the tablet's memory. */
export const MAX_CLASS_SET_PAGES = 2000

/** One cell of a sheet: which picture, and whose name goes on it. */
export type Copy = { picture: number; name: string }

/** Names as typed or pasted: one a line (commas and tabs from a spreadsheet work too), blanks dropped. */
export function parseNames(text: string): string[] {
  return text
    .split(/[\n\r\t,;]+/)
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .slice(0, MAX_NAMES)
}

/** Every copy in print order: each child's pages together, or each page for the whole class. */
export function classSetCopies(pictureCount: number, options: ClassSetOptions): Copy[] {
  const names = options.names.length > 0 ? options.names : ['']
  const copies = Math.max(1, Math.min(MAX_COPIES, Math.floor(options.copies)))
  const out: Copy[] = []
  const pictures = [...Array(pictureCount).keys()]
  if (options.groupBy === 'child') {
    for (const name of names)
      for (let c = 0; c < copies; c++) for (const p of pictures) out.push({ picture: p, name })
  } else {
    for (const p of pictures)
      for (const name of names) for (let c = 0; c < copies; c++) out.push({ picture: p, name })
  }
  return out
}

/** The cells of one sheet, and the dashed lines to cut along. */
export function sheetCells(perSheet: PerSheet, paper: Paper) {
  const { width: w, height: h } = PAPER_SIZES[paper]
  if (perSheet === 1) return { width: w, height: h, cells: [{ x: 0, y: 0, width: w, height: h }], cuts: [] }
  if (perSheet === 2) {
    // Landscape, two portrait halves side by side.
    return {
      width: h,
      height: w,
      cells: [
        { x: 0, y: 0, width: h / 2, height: w },
        { x: h / 2, y: 0, width: h / 2, height: w },
      ],
      cuts: [[h / 2, 0, h / 2, w]],
    }
  }
  const cw = w / 2
  const ch = h / 2
  return {
    width: w,
    height: h,
    // Top row first, left to right.
    cells: [
      { x: 0, y: ch, width: cw, height: ch },
      { x: cw, y: ch, width: cw, height: ch },
      { x: 0, y: 0, width: cw, height: ch },
      { x: cw, y: 0, width: cw, height: ch },
    ],
    cuts: [
      [cw, 0, cw, h],
      [0, ch, w, ch],
    ],
  }
}

/** The name and date lines across the top of a cell, the child's name written on the first. */
function nameLines(page: PageCanvas, cell: Box, name: string, scale: number): number {
  const size = Math.max(9, 13 * scale)
  const margin = 30 * scale
  const baseline = cell.y + cell.height - margin - size
  const left = cell.x + margin
  const right = cell.x + cell.width - margin
  const dateStart = left + (right - left) * 0.64
  page.text('Name:', left, baseline, size, 'bold')
  const nameStart = left + 3.4 * size
  page.line(nameStart, baseline - 2, dateStart - size, baseline - 2, 0.75)
  if (name) page.text(name, nameStart + size * 0.4, baseline + 1, size * 1.15)
  page.text('Date:', dateStart, baseline, size, 'bold')
  page.line(dateStart + 3 * size, baseline - 2, right, baseline - 2, 0.75)
  return margin + size + 10 * scale
}

/** Adds the class set's sheets to `doc`, whose pictures are `pictures`. */
export function buildClassSet(
  doc: PdfDocument,
  pictures: Picture[],
  options: ClassSetOptions,
  onPage?: (done: number, total: number) => void,
): void {
  const copies = classSetCopies(pictures.length, options)
  const layout = sheetCells(options.perSheet, options.paper)
  const total = Math.ceil(copies.length / options.perSheet)
  if (total > MAX_CLASS_SET_PAGES)
    throw new RangeError(`That would be ${total} sheets; print at most ${MAX_CLASS_SET_PAGES} at once.`)
  const scale = layout.cells[0].width / PAPER_SIZES[options.paper].width
  for (let s = 0; s < total; s++) {
    const page = new PageCanvas(layout.width, layout.height)
    copies.slice(s * options.perSheet, (s + 1) * options.perSheet).forEach((copy, i) => {
      const cell = layout.cells[i]
      const header = nameLines(page, cell, copy.name, Math.max(scale, 0.75))
      const area = inset({ ...cell, height: cell.height - header }, 14 * scale)
      placePicture(page, pictures[copy.picture], area)
    })
    for (const [x1, y1, x2, y2] of layout.cuts) page.line(x1, y1, x2, y2, 0.5, [6, 4])
    doc.addPage(page)
    onPage?.(s + 1, total)
  }
}
