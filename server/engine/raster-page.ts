import { type CleanupOptions, cleanLineArt } from './line-art-cleanup'
import { MARGIN_PT, PAGE_SIZES, type PageSizeId } from './page-size'
import { encodePng1Bit } from './png-1bit'
import type { Bitmap } from './render-pool'
import { svgToPdf } from './svg-to-pdf'
import { svgToBitmap } from './svg-to-png'
import { watermarkSvg } from './watermark'

export type RasterPageInput = {
  /** The picture a model drew, any PNG. */
  png: Buffer
  size: PageSizeId
  watermark: boolean
  title?: string
  cleanup?: CleanupOptions
}

/**
 * A model's picture laid out as a Colorly page: cleaned to 1-bit line art, fitted and centred in the
 * printable area (nothing in the margins), with the same watermark and the same PNG and PDF output
 * as the builtin engine's pages.
 */
export async function rasterPage(input: RasterPageInput): Promise<{ png: Buffer; pdf: Buffer; svg: string }> {
  const art = cleanLineArt(input.png, input.cleanup)
  const page = PAGE_SIZES[input.size]
  const printable = {
    minX: MARGIN_PT,
    minY: MARGIN_PT,
    maxX: page.widthPt - MARGIN_PT,
    maxY: page.heightPt - MARGIN_PT,
  }
  // Leave the watermark's strip free so it never covers the art.
  const bottom = input.watermark ? printable.maxY - 16 : printable.maxY
  const boxW = printable.maxX - printable.minX
  const boxH = bottom - printable.minY
  const scale = Math.min(boxW / art.width, boxH / art.height)
  const w = art.width * scale
  const h = art.height * scale
  const x = printable.minX + (boxW - w) / 2
  const y = printable.minY + (boxH - h) / 2
  const href = `data:image/png;base64,${encodePng1Bit(art).toString('base64')}`
  const f = (v: number) => v.toFixed(2)
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${page.widthPx}" height="${page.heightPx}" viewBox="0 0 ${page.widthPt} ${page.heightPt}" preserveAspectRatio="none">`
  const watermark = input.watermark ? watermarkSvg(printable) : ''
  const image = `<image x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" href="${href}" preserveAspectRatio="none" style="image-rendering:optimizeSpeed"/>`
  const svg = `${open}${image}${watermark}</svg>`
  // resvg scales embedded pictures slowly (seconds a page): render only the vector watermark with it and
  // copy the art in by nearest neighbour, which keeps the lines crisp 1-bit as well.
  const [base, pdf] = await Promise.all([
    svgToBitmap(`${open}${watermark}</svg>`),
    svgToPdf(svg, input.size, input.title),
  ])
  const pxPerPt = page.widthPx / page.widthPt
  drawScaled(base, art, {
    x: Math.round(x * pxPerPt),
    y: Math.round(y * pxPerPt),
    w: Math.round(w * pxPerPt),
    h: Math.round(h * pxPerPt),
  })
  return { png: encodePng1Bit(base), pdf, svg }
}

const isInk = (b: Bitmap, rowBytes: number, x: number, y: number) =>
  ((b.bits[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1) === 0

/** Copies the ink of `art` into `page` at `to`, scaled by nearest neighbour. */
function drawScaled(page: Bitmap, art: Bitmap, to: { x: number; y: number; w: number; h: number }) {
  const pageRow = (page.width + 7) >> 3
  const artRow = (art.width + 7) >> 3
  for (let dy = 0; dy < to.h; dy++) {
    const sy = Math.min(art.height - 1, Math.floor((dy * art.height) / to.h))
    const py = to.y + dy
    for (let dx = 0; dx < to.w; dx++) {
      const sx = Math.min(art.width - 1, Math.floor((dx * art.width) / to.w))
      if (!isInk(art, artRow, sx, sy)) continue
      const px = to.x + dx
      page.bits[py * pageRow + (px >> 3)] &= ~(0x80 >> (px & 7))
    }
  }
}
