import { MARGIN_PT, PAGE_SIZES, type PageSizeId } from '../page-size'
import type { Bitmap } from '../render-pool'
import { svgToPdf } from '../svg-to-pdf'
import { svgToPng } from '../svg-to-png'
import { watermarkSvg } from '../watermark'
import { type TraceOptions, traceToPath } from './trace-bitmap'

export type TracedPageInput = {
  /** 1-bit line art at any size: it is traced to vector outlines and fitted to the page. */
  art: Bitmap
  size: PageSizeId
  watermark: boolean
  title?: string
  trace?: TraceOptions
  /** White specks smaller than this (pt²) are filled when the page is rasterised. */
  speckAreaPt?: number
  /** Only the SVG is wanted (a preview renders it small itself): PNG and PDF come back empty. */
  svgOnly?: boolean
}

/**
 * Raster line art as a Colorly page of vector lines: traced to smooth outlines, fitted and centred in the
 * printable area (nothing in the margins, the watermark's strip left free), then rendered like every other
 * page: a 1-bit 300 dpi PNG and a PDF that holds paths rather than a picture.
 */
export async function tracedPage(
  input: TracedPageInput,
): Promise<{ png: Buffer; pdf: Buffer; svg: string; traceMs: number }> {
  const { art } = input
  const page = PAGE_SIZES[input.size]
  const printable = {
    minX: MARGIN_PT,
    minY: MARGIN_PT,
    maxX: page.widthPt - MARGIN_PT,
    maxY: page.heightPt - MARGIN_PT,
  }
  const bottom = input.watermark ? printable.maxY - 16 : printable.maxY
  const boxW = printable.maxX - printable.minX
  const boxH = bottom - printable.minY
  // A pixel of slack on every side: a smoothed curve may stray up to the trace tolerance past the ink.
  const scale = Math.min(boxW / (art.width + 2), boxH / (art.height + 2))
  const x = printable.minX + (boxW - art.width * scale) / 2
  const y = printable.minY + (boxH - art.height * scale) / 2
  const traceStart = performance.now()
  const d = traceToPath(art, { scale, x, y }, input.trace)
  const traceMs = performance.now() - traceStart
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${page.widthPx}" height="${page.heightPx}" viewBox="0 0 ${page.widthPt} ${page.heightPt}">`
  const lines = d ? `<path d="${d}" fill="#000" fill-rule="nonzero"/>` : ''
  const watermark = input.watermark ? watermarkSvg(printable) : ''
  const svg = `${open}${lines}${watermark}</svg>`
  if (input.svgOnly) return { png: Buffer.alloc(0), pdf: Buffer.alloc(0), svg, traceMs }
  const [png, pdf] = await Promise.all([
    svgToPng(svg, input.speckAreaPt ?? 0),
    svgToPdf(svg, input.size, input.title),
  ])
  return { png, pdf, svg, traceMs }
}
