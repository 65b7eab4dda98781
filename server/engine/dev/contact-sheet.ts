import { textPath } from '../lettering/lettering'
import { encodePng1Bit } from '../render/png-1bit'
import type { Bitmap } from '../render/render-pool'
import { svgToBitmap } from '../render/svg-to-png'

export type SheetCell = { svg: string | null; caption: string; mark: boolean }

// Cells are a whole number of bytes wide, so pages are copied row by row without shifting bits.
const CELL_W = 400
const PAGE_H = 518
const CAPTION_H = 56
const GAP = 16

function captionSvg(caption: string): string {
  const lines = wrap(caption, 34).slice(0, 2)
  const paths = lines.map((line, i) => `<path d="${textPath(line, 4, 22 + i * 24, 20)}"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL_W}" height="${CAPTION_H}" viewBox="0 0 ${CELL_W} ${CAPTION_H}">${paths}</svg>`
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && (line + word).length > width) {
      lines.push(line.trim())
      line = ''
    }
    line += `${word} `
  }
  if (line.trim()) lines.push(line.trim())
  return lines
}

function blit(sheet: Bitmap, part: Bitmap, x: number, y: number) {
  const sheetRow = (sheet.width + 7) >> 3
  const partRow = (part.width + 7) >> 3
  const rows = Math.min(part.height, sheet.height - y)
  for (let r = 0; r < rows; r++)
    sheet.bits.set(part.bits.subarray(r * partRow, (r + 1) * partRow), (y + r) * sheetRow + (x >> 3))
}

function frame(sheet: Bitmap, x: number, y: number, w: number, h: number, thick: number) {
  const row = (sheet.width + 7) >> 3
  for (let yy = y; yy < y + h; yy++)
    for (let xx = x; xx < x + w; xx++) {
      const edge = yy < y + thick || yy >= y + h - thick || xx < x + thick || xx >= x + w - thick
      if (edge) sheet.bits[yy * row + (xx >> 3)] &= ~(0x80 >> (xx & 7))
    }
}

/** A PNG grid of page thumbnails with their prompts underneath; marked cells (wrong pages) get a heavy frame. */
export async function contactSheet(cells: SheetCell[], columns = 6): Promise<Buffer> {
  const rows = Math.ceil(cells.length / columns)
  const width = columns * (CELL_W + GAP)
  const height = rows * (PAGE_H + CAPTION_H + GAP)
  const sheet: Bitmap = { width, height, bits: new Uint8Array(((width + 7) >> 3) * height).fill(0xff) }
  for (const [i, cell] of cells.entries()) {
    const x = (i % columns) * (CELL_W + GAP)
    const y = Math.floor(i / columns) * (PAGE_H + CAPTION_H + GAP)
    if (cell.svg) blit(sheet, await svgToBitmap(cell.svg, CELL_W), x, y)
    blit(sheet, await svgToBitmap(captionSvg(cell.caption), CELL_W), x, y + PAGE_H)
    frame(sheet, x, y, CELL_W, PAGE_H, cell.mark ? 8 : 1)
  }
  return encodePng1Bit(sheet, 72)
}
