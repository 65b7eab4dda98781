import type { Box } from './pdf-document'
import { PageCanvas, type PdfDocument } from './pdf-document'
import {
  fittedSize,
  inset,
  PAPER_SIZES,
  type Paper,
  type Picture,
  placePicture,
  wrapText,
} from './sheet-layout'

// A coloring book: a cover whose title is outlined letters to color, a "This book belongs to" page,
// the pages in the chosen order with page numbers, optional blank backs (markers bleed through), and
// an even page count. Print-ready adds 0.125 in of bleed round each page and keeps everything inside
// the safe margin, as print-on-demand interiors ask.

export type BookOptions = {
  title: string
  subtitle: string
  by: string
  /** Which picked page (index into the pictures) the cover shows. */
  cover: number
  blankBacks: boolean
  printReady: boolean
  paper: Paper
}

export const BLEED_PT = 9 // 0.125 in
const SAFE_PT = 27 // 0.375 in from the trim: 0.25 in as print shops ask, and a little more
const PLAIN_MARGIN_PT = 22

type Geometry = { width: number; height: number; trim?: Box; safe: Box }

export function bookGeometry(paper: Paper, printReady: boolean): Geometry {
  const size = PAPER_SIZES[paper]
  if (!printReady) {
    return { ...size, safe: inset({ x: 0, y: 0, ...size }, PLAIN_MARGIN_PT) }
  }
  const trim = { x: BLEED_PT, y: BLEED_PT, ...size }
  return {
    width: size.width + 2 * BLEED_PT,
    height: size.height + 2 * BLEED_PT,
    trim,
    safe: inset(trim, SAFE_PT),
  }
}

const newPage = (g: Geometry) => new PageCanvas(g.width, g.height, g.trim)

/** Centred outlined lines of `text`, top down from `top`; returns where they end. */
function outlinedTitle(page: PageCanvas, text: string, safe: Box, top: number, max: number): number {
  const centre = safe.x + safe.width / 2
  let size = fittedSize(text, safe.width, max)
  let lines = [text]
  if (size < max * 0.6) {
    size = max * 0.75
    lines = wrapText(text, safe.width, size)
    size = Math.min(size, ...lines.map((line) => fittedSize(line, safe.width, size)))
  }
  let y = top
  for (const line of lines) {
    y -= size
    page.centredText(line, centre, y, size, 'bold', Math.max(1.2, size / 28))
    y -= size * 0.25
  }
  return y
}

function cover(g: Geometry, options: BookOptions, picture: Picture): PageCanvas {
  const page = newPage(g)
  const { safe } = g
  const centre = safe.x + safe.width / 2
  let y = outlinedTitle(page, options.title, safe, safe.y + safe.height, 60)
  if (options.subtitle) {
    const size = fittedSize(options.subtitle, safe.width, 20, 'regular')
    y -= size + 4
    page.centredText(options.subtitle, centre, y, size)
  }
  const bottom = safe.y + (options.by ? 40 : 0)
  if (options.by)
    page.centredText(options.by, centre, safe.y + 12, fittedSize(options.by, safe.width, 18, 'regular'))
  placePicture(page, picture, { x: safe.x, y: bottom, width: safe.width, height: y - 16 - bottom })
  return page
}

function belongsTo(g: Geometry): PageCanvas {
  const page = newPage(g)
  const { safe } = g
  const top = safe.y + safe.height * 0.62
  const y = outlinedTitle(page, 'This book belongs to', safe, top, 44)
  page.line(safe.x + safe.width * 0.1, y - 70, safe.x + safe.width * 0.9, y - 70, 1.5)
  return page
}

function numbered(g: Geometry, picture: Picture, number: number): PageCanvas {
  const page = newPage(g)
  const { safe } = g
  placePicture(page, picture, { ...safe, y: safe.y + 20, height: safe.height - 20 })
  page.centredText(String(number), safe.x + safe.width / 2, safe.y + 2, 11)
  return page
}

/** Adds the book's pages to `doc`, whose pictures are `pictures` in the chosen order. */
export function buildBook(
  doc: PdfDocument,
  pictures: Picture[],
  options: BookOptions,
  onPage?: (done: number, total: number) => void,
): void {
  const g = bookGeometry(options.paper, options.printReady)
  const faces = 2 + pictures.length
  const total = (n: number) => {
    const sides = options.blankBacks ? 2 * n : n
    return sides + (sides % 2)
  }
  const add = (page: PageCanvas) => {
    doc.addPage(page)
    if (options.blankBacks) doc.addPage(newPage(g))
    onPage?.(doc.pageCount, total(faces))
  }
  add(cover(g, options, pictures[options.cover] ?? pictures[0]))
  add(belongsTo(g))
  for (const picture of pictures) add(numbered(g, picture, doc.pageCount + 1))
  if (doc.pageCount % 2 === 1) doc.addPage(newPage(g))
}
